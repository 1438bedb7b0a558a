// No zod here (its schema is in locale-schema.ts): the web app's first load reads these.
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
export const DEFAULT_DATE_LOCALE: Locale = 'nl';

/**
 * Each language's own name, as a language menu shows it (the member site's and the console's). A table rather
 * than Intl.DisplayNames: its first call loads ICU's language names of every locale asked for, some 25 ms on
 * the member site's first render (about 100 ms on Lighthouse's slow phone), for eleven fixed words.
 */
export const LOCALE_ENDONYMS: Readonly<Record<Locale, string>> = {
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

/** A language's own name ("Deutsch", "Nederlands"); the code in capitals for one outside the table. */
export function endonym(locale: Locale): string {
  return LOCALE_ENDONYMS[locale] ?? locale.toUpperCase();
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `nl_NL`, `de-AT`, `en` → the supported locale of its first two letters, if any (spec §7). */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  const twoLetters = (tag ?? '').slice(0, 2).toLowerCase();
  return isLocale(twoLetters) ? twoLetters : null;
}
