import { isLocale, type Locale } from '@amora/contracts';

const KEY = 'amora:language-chosen';

/** A visitor picked `locale` in the language menu: it is what they read in when they log in next. */
export function rememberChosenLanguage(locale: Locale): void {
  try {
    sessionStorage.setItem(KEY, locale);
  } catch {
    // storage refused (private mode): the account's language is taken at login, as before
  }
}

/** The language a visitor picked before logging in, once (it is forgotten as it is read). */
export function takeChosenLanguage(): Locale | null {
  try {
    const chosen = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isLocale(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
