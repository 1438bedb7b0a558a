import type { Locale } from '@amora/contracts';

/** A language's own name ("Deutsch", "Nederlands"), as members look for it in a language menu. */
export function endonym(locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale.toUpperCase();
  }
}
