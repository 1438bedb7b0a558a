// No zod here (its schema is in locale-schema.ts): the web app's first load reads these.
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
export const DEFAULT_DATE_LOCALE: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `nl_NL`, `de-AT`, `en` → the supported locale of its first two letters, if any (spec §7). */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  const twoLetters = (tag ?? '').slice(0, 2).toLowerCase();
  return isLocale(twoLetters) ? twoLetters : null;
}
