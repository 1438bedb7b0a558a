import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '@amora/contracts';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import { getCookie, setCookie } from '../lib/cookies/cookies';
import { loadMessages, type Messages } from './load-messages';
import { resolveLocale } from './resolve-locale';

interface LocaleContextValue {
  locale: Locale;
  /** The languages offered in the language menu (the visitor's country's set, or the tenant's). */
  languages: readonly Locale[];
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside LocaleProvider');
  return value;
}

export interface LocaleProviderProps {
  domainLanguage: string;
  languages: readonly Locale[];
  byCountry?: boolean;
  /** Shown until the first messages are loaded. */
  fallback?: ReactNode;
  children: ReactNode;
}

function initialLocale(domainLanguage: string, languages: readonly Locale[], byCountry: boolean): Locale {
  const { locale, writeCookie } = resolveLocale({
    cookie: getCookie(LOCALE_COOKIE),
    domainLanguage,
    languages,
    byCountry,
  });
  if (writeCookie) setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
  return locale;
}

/** Resolves the member's language (spec §7), loads its messages and keeps <html lang> in step. */
export function LocaleProvider({
  domainLanguage,
  languages,
  byCountry = false,
  fallback = null,
  children,
}: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() =>
    initialLocale(domainLanguage, languages, byCountry),
  );
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let current = true;
    loadMessages(locale)
      .catch(() => loadMessages('en'))
      .then((messages) => {
        // The whole app renders below: as a transition, in slices that keep the page responsive.
        if (current) startTransition(() => setLoaded({ locale, messages }));
      });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  const setLocale = useCallback((next: Locale) => {
    setCookie(LOCALE_COOKIE, next, LOCALE_COOKIE_DAYS);
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, languages, setLocale }), [locale, languages, setLocale]);

  // Until the new language is in, the page keeps speaking the previous one instead of flashing empty.
  if (!loaded) return <>{fallback}</>;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
