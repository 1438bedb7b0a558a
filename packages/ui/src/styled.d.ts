import type { Theme } from '@amora/theme';
import 'styled-components';

declare module 'styled-components' {
  // Components read colours, spacing and type only through the tenant's theme.
  export interface DefaultTheme extends Theme {}
}
