import { isLocale, type Locale, localeFromTag, type Settings } from '@amora/contracts';

export interface LocaleInputs {
  /** The `locale` cookie. */
  cookie: string | null;
  /** settings.domain_language, e.g. nl_NL. */
  domainLanguage: string;
  /** The languages offered to this visitor, in order (see languagesFor). */
  languages: readonly Locale[];
  /** The languages are the visitor's country's set: the domain language counts only if it is in it. */
  byCountry?: boolean;
}

type LanguageSettings = Pick<Settings, 'languages' | 'country_languages' | 'geoip_selected_country'>;

/**
 * The languages offered to a visitor: the set the tenant lists for the visitor's country (its first is
 * the default there), else the tenant's languages.
 */
export function languagesFor(settings: LanguageSettings): {
  languages: readonly Locale[];
  byCountry: boolean;
} {
  const countrySet = settings.country_languages?.[settings.geoip_selected_country];
  return countrySet?.length
    ? { languages: countrySet, byCountry: true }
    : { languages: settings.languages, byCountry: false };
}

/**
 * Spec §7: the cookie wins; else the domain language's first two letters when supported (and then the
 * cookie is written); else the first language offered (the country's default, or the tenant's first).
 */
export function resolveLocale({ cookie, domainLanguage, languages, byCountry = false }: LocaleInputs): {
  locale: Locale;
  writeCookie: boolean;
} {
  if (isLocale(cookie)) return { locale: cookie, writeCookie: false };
  const fromDomain = localeFromTag(domainLanguage);
  if (fromDomain && (!byCountry || languages.includes(fromDomain)))
    return { locale: fromDomain, writeCookie: true };
  return { locale: languages[0] ?? 'en', writeCookie: false };
}
