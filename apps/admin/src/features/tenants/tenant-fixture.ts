import { type AdminTenant, type AdminTenantSummary, adminTenantSchema } from '@amora/contracts';
import { DEFAULT_PALETTE } from '@amora/theme';
import { jsonResponse } from '../../test/fetch-mock';

/** Vonk as the API answers it in full; parsed with the contract's schema, so it cannot drift. */
export function vonk(overrides: Partial<AdminTenant> = {}): AdminTenant {
  return adminTenantSchema.parse({
    id: 1,
    slug: 'vonk',
    name: 'Vonk',
    niche: 1,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    cdn_prefix: '/media/',
    domain_language: 'nl_NL',
    languages: ['nl', 'en'],
    country_languages: { BE: ['nl', 'fr'] },
    index_title: 'Vonk: daten in Nederland',
    description: 'Ontmoet mensen in de buurt.',
    support_phone: '+31 20 123 4567',
    support_email: 'support@vonk.localhost',
    mail_name: 'Vonk',
    enable_site_entry_popup: true,
    site_entry_popup_countries: ['NL'],
    fictional_icon: '★',
    fictional_warning: 'Some profiles are run by our team.',
    fictional_singular: 'host',
    fictional_plural: 'hosts',
    countries: ['NL', 'BE'],
    visible_profile_fields: ['gender', 'age', 'city'],
    visible_profile_notes: true,
    message_credits: 10,
    signup_credits: 20,
    photo_credits: 5,
    photo_approval: false,
    gift_credits: 15,
    message_length: 500,
    search_fields: ['gender', 'min_age', 'max_age'],
    refund_days: 14,
    member_resell: false,
    min_age: 18,
    minimum_message_costs: { NL: { costs: 0.45, currency: 'EUR' } },
    share_profile_pool: true,
    time_zone: 'Europe/Amsterdam',
    domains: [{ id: 11, host: 'vonk.localhost', is_primary: true }],
    company: {
      id: 3,
      name: 'Amora Media B.V.',
      address: 'Keizersgracht 1',
      kvk: '12345678',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: ['Vonk'],
      vat_numbers: ['NL123456789B01'],
      support_phone: '+31 20 123 4567',
      delete_discount: 20,
      added: '2026-11-01T09:00:00.000Z',
      tenant_ids: [1, 2],
    },
    theme_overrides: {},
    theme: DEFAULT_PALETTE,
    logo_url: null,
    favicon_url: null,
    payment_provider: 'simulator',
    mollie_api_key_set: false,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

export const summaryOf = (tenant: AdminTenant): AdminTenantSummary => ({
  id: tenant.id,
  slug: tenant.slug,
  name: tenant.name,
  niche: tenant.niche,
  primary_host: tenant.domains.find((domain) => domain.is_primary)?.host ?? null,
  domain_count: tenant.domains.length,
  countries: tenant.countries,
  languages: tenant.languages,
  company_id: tenant.company.id,
  company_name: tenant.company.name,
  payment_provider: tenant.payment_provider,
  created_at: tenant.created_at,
});

export const tenantAnswer = (tenant: AdminTenant) => () => jsonResponse(200, { tenant });

/** The bodies the console sent with `method` to `path`. */
export const sent = (mock: jest.Mock, method: string, path: string) =>
  mock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
