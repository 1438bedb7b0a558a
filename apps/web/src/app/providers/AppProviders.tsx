import type { Settings } from '@amora/contracts';
import { ThemeProvider } from '@amora/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { languagesFor } from '../../i18n/resolve-locale';
import { SessionProvider } from './SessionProvider';
import { SettingsContext } from './SettingsContext';

const SWR_OPTIONS = {
  // The api client already retries 5 times with back-off (spec §7); swr must not multiply that.
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

/** Everything a page needs around it: settings, language, the tenant's theme, the data cache and the session. */
export function AppProviders({ settings, children }: { settings: Settings; children: ReactNode }) {
  return (
    <SettingsContext.Provider value={settings}>
      <ThemeProvider palette={settings.theme}>
        <LocaleProvider domainLanguage={settings.domain_language} {...languagesFor(settings)}>
          <SWRConfig value={SWR_OPTIONS}>
            <SessionProvider>{children}</SessionProvider>
          </SWRConfig>
        </LocaleProvider>
      </ThemeProvider>
    </SettingsContext.Provider>
  );
}
