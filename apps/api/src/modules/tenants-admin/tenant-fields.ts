import type { TenantSettingsInput } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';

/** Each setting of the console by its contract name, and the Tenant property that holds it. */
export const SETTING_PROPERTIES = {
  name: 'name',
  niche: 'niche',
  signups: 'signups',
  logged_out_search: 'loggedOutSearch',
  logged_out_search_trafficsource: 'loggedOutSearchTrafficsource',
  cdn_prefix: 'cdnPrefix',
  domain_language: 'domainLanguage',
  languages: 'languages',
  country_languages: 'countryLanguages',
  index_title: 'indexTitle',
  description: 'description',
  support_phone: 'supportPhone',
  support_email: 'supportEmail',
  mail_name: 'mailName',
  enable_site_entry_popup: 'enableSiteEntryPopup',
  site_entry_popup_countries: 'siteEntryPopupCountries',
  fictional_icon: 'fictionalIcon',
  fictional_warning: 'fictionalWarning',
  fictional_singular: 'fictionalSingular',
  fictional_plural: 'fictionalPlural',
  countries: 'countries',
  visible_profile_fields: 'visibleProfileFields',
  visible_profile_notes: 'visibleProfileNotes',
  message_credits: 'messageCredits',
  signup_credits: 'signupCredits',
  photo_credits: 'photoCredits',
  photo_approval: 'photoApproval',
  gift_credits: 'giftCredits',
  message_length: 'messageLength',
  search_fields: 'searchFields',
  refund_days: 'refundDays',
  member_resell: 'memberResell',
  min_age: 'minAge',
  minimum_message_costs: 'minimumMessageCosts',
  share_profile_pool: 'shareProfilePool',
  time_zone: 'timeZone',
} as const satisfies Record<keyof TenantSettingsInput, keyof Tenant>;

export const SETTING_NAMES = Object.keys(SETTING_PROPERTIES) as (keyof TenantSettingsInput)[];

/** The tenant's settings under their contract names. */
export function settingsOf(tenant: Tenant): TenantSettingsInput {
  const settings = Object.fromEntries(SETTING_NAMES.map((name) => [name, tenant[SETTING_PROPERTIES[name]]]));
  return { ...settings, country_languages: tenant.countryLanguages ?? {} } as TenantSettingsInput;
}

/** The Tenant columns for the settings given (undefined ones left out). */
export function settingColumns(input: Partial<TenantSettingsInput>): Partial<Tenant> {
  const columns: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) {
    if (input[name] !== undefined) columns[SETTING_PROPERTIES[name]] = input[name];
  }
  return columns as Partial<Tenant>;
}

const fieldProblem = (path: string, message: string) => ({ path, message });

/**
 * Settings that are each valid but impossible together: an entry popup or a message price in a country
 * the site does not serve, a domain language the site does not speak, Mollie without its key.
 */
export function impossibleSettings(
  settings: TenantSettingsInput,
  payments: { provider: string; keySet: boolean },
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const served = new Set(settings.countries);
  if (settings.site_entry_popup_countries.some((country) => !served.has(country))) {
    problems.push(fieldProblem('site_entry_popup_countries', 'country_not_served'));
  }
  if (Object.keys(settings.minimum_message_costs).some((country) => !served.has(country))) {
    problems.push(fieldProblem('minimum_message_costs', 'country_not_served'));
  }
  const sets = Object.entries(settings.country_languages);
  if (sets.some(([country]) => !served.has(country))) {
    problems.push(fieldProblem('country_languages', 'country_not_served'));
  }
  if (sets.some(([, languages]) => languages.some((locale) => !settings.languages.includes(locale)))) {
    problems.push(fieldProblem('country_languages', 'language_not_offered'));
  }
  const language = settings.domain_language.slice(0, 2);
  if (!settings.languages.some((locale) => locale === language)) {
    problems.push(fieldProblem('domain_language', 'language_not_offered'));
  }
  if (payments.provider === 'mollie' && !payments.keySet) {
    problems.push(fieldProblem('payment_provider', 'mollie_api_key_required'));
  }
  return problems;
}
