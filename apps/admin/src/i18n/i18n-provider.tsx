import type { Locale } from '@amora/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, detectLocale, rememberLocale } from './locale';
import { EN_MESSAGES, loadMessages, type Messages } from './messages';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

interface Props {
  children: ReactNode;
  /** Fixes the locale (tests); otherwise it comes from the cookie or the browser. */
  initialLocale?: Locale;
}

export function I18nProvider({ children, initialLocale }: Props) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? detectLocale());
  const [catalogue, setCatalogue] = useState<{ locale: Locale; messages: Messages } | null>(() =>
    locale === 'en' ? { locale, messages: EN_MESSAGES } : null,
  );

  useEffect(() => {
    if (locale === DEFAULT_LOCALE) {
      setCatalogue((current) => (current?.locale === locale ? current : { locale, messages: EN_MESSAGES }));
      return;
    }
    let cancelled = false;
    loadMessages(locale)
      .then((messages) => !cancelled && setCatalogue({ locale, messages }))
      // A catalogue that fails to load (offline, stale deployment) leaves the console in English.
      .catch(() => !cancelled && setCatalogue({ locale: DEFAULT_LOCALE, messages: EN_MESSAGES }));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    if (catalogue) document.documentElement.lang = catalogue.locale;
  }, [catalogue]);

  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    setLocaleState(next);
  }, []);
  const context = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  const messages = useMemo(() => catalogue && { ...EN_MESSAGES, ...catalogue.messages }, [catalogue]);

  // Until the first catalogue arrives (a few ms, one small chunk) render nothing rather than English.
  if (!catalogue || !messages) return null;
  return (
    <LocaleContext.Provider value={context}>
      <IntlProvider locale={catalogue.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
