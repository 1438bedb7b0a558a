import { createTheme, type Palette } from '@amora/theme';
import { type ReactNode, useMemo } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  /** The tenant's palette (settings.theme); missing colours fall back to the spec's default palette. */
  palette?: Partial<Palette>;
  /** Leave out the global base styles (for embedding and tests). */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Builds the tenant's theme with createTheme and hands it to every styled component below. */
export function ThemeProvider({ palette, withGlobalStyle = true, children }: ThemeProviderProps) {
  const theme = useMemo(() => createTheme(palette), [palette]);
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
