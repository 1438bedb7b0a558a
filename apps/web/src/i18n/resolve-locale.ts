import { isLocale, type Locale, localeFromTag } from '@amora/contracts';

export interface LocaleInputs {
  /** The `locale` cookie. */
  cookie: string | null;
  /** settings.domain_language, e.g. nl_NL. */
  domainLanguage: string;
  /** settings.languages: the tenant's interface languages, in order. */
  languages: readonly Locale[];
}

/**
 * Spec §7: the cookie wins; else the domain language's first two letters when supported (and then the
 * cookie is written); else the tenant's first language.
 */
export function resolveLocale({ cookie, domainLanguage, languages }: LocaleInputs): {
  locale: Locale;
  writeCookie: boolean;
} {
  if (isLocale(cookie)) return { locale: cookie, writeCookie: false };
  const fromDomain = localeFromTag(domainLanguage);
  if (fromDomain) return { locale: fromDomain, writeCookie: true };
  return { locale: languages[0] ?? 'en', writeCookie: false };
}
