import type { Locale } from '@amora/contracts';

/**
 * Each language's own name, as members look for it in a language menu. A table rather than
 * Intl.DisplayNames: its first call loads ICU's language names of every locale asked for, some 25 ms
 * on the home page's first render (about 100 ms on Lighthouse's slow phone), for eleven fixed words.
 */
const ENDONYMS: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

/** A language's own name ("Deutsch", "Nederlands"). */
export function endonym(locale: Locale): string {
  return ENDONYMS[locale] ?? locale.toUpperCase();
}
