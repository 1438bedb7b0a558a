import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALES,
  type Locale,
  localeFromTag,
} from '@amora/contracts';
import { readCookie, writeCookie } from '../lib/cookies';

export const DEFAULT_LOCALE: Locale = 'en';

export { LOCALES };

/** The `locale` cookie if it names a supported locale, else the first supported browser language, else en. */
export function detectLocale(
  cookie: string = document.cookie,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  const fromCookie = readCookie(LOCALE_COOKIE, cookie);
  if (isLocale(fromCookie)) return fromCookie;
  for (const tag of browserLanguages) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
}
