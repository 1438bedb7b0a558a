import type { Locale } from '@amora/contracts';
import { ThemeProvider } from '@amora/ui';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/session/session-provider';
import { I18nProvider } from '../i18n/i18n-provider';

// The console is not a tenant: it wears the default Amora palette (createTheme() with no overrides).
export function Providers({ children, locale }: { children: ReactNode; locale?: Locale }) {
  return (
    <ThemeProvider>
      <I18nProvider initialLocale={locale}>
        <SessionProvider>{children}</SessionProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
