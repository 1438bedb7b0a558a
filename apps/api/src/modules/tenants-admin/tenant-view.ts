import type { AdminTenant, AdminTenantSummary } from '@amora/contracts';
import { createTheme } from '@amora/theme';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { settingsOf } from './tenant-fields.js';

/** Where the member site finds an uploaded image: under the tenant's media prefix, as its photos. */
export const imageUrl = (tenant: Pick<Tenant, 'cdnPrefix'>, key: string | null | undefined) =>
  key ? `${tenant.cdnPrefix}${key}` : null;

/** One tenant in full as the console shows it; the Mollie key only as whether one is set. */
export async function loadTenantView(db: EntityManager, tenantId: number): Promise<AdminTenant> {
  const tenant = await db.getRepository(Tenant).findOne({
    where: { id: tenantId },
    relations: { company: true, domains: true },
  });
  if (!tenant) throw new ApiError('tenant_not_found');
  const [{ key_set }]: { key_set: boolean }[] = await db.query(
    'SELECT mollie_api_key IS NOT NULL AS key_set FROM tenant WHERE id = $1',
    [tenantId],
  );
  const sharing: { id: number }[] = await db.query(
    'SELECT id FROM tenant WHERE company_id = $1 ORDER BY id',
    [tenant.companyId],
  );
  const { company } = tenant;
  return {
    id: tenant.id,
    slug: tenant.slug,
    ...settingsOf(tenant),
    domains: tenant.domains
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.id - b.id)
      .map((domain) => ({ id: domain.id, host: domain.host, is_primary: domain.isPrimary })),
    company: {
      id: company.id,
      name: company.name,
      address: company.address,
      kvk: company.kvk,
      city: company.city,
      country: company.country,
      tradenames: company.tradenames,
      vat_numbers: company.vatNumbers,
      support_phone: company.supportPhone,
      delete_discount: company.deleteDiscount,
      added: company.added.toISOString(),
      tenant_ids: sharing.map((row) => row.id),
    },
    theme_overrides: tenant.theme,
    theme: createTheme(tenant.theme).palette,
    logo_url: imageUrl(tenant, tenant.logoKey),
    favicon_url: imageUrl(tenant, tenant.faviconKey),
    payment_provider: tenant.paymentProvider,
    mollie_api_key_set: key_set,
    created_at: tenant.createdAt.toISOString(),
    updated_at: tenant.updatedAt.toISOString(),
  };
}

const SUMMARY_SQL = `
  SELECT t.id, t.slug, t.name, t.niche, t.countries, t.languages, t.company_id, c.name AS company_name,
         t.payment_provider, t.created_at,
         (SELECT d.host FROM tenant_domain d WHERE d.tenant_id = t.id ORDER BY d.is_primary DESC, d.id LIMIT 1) AS primary_host,
         (SELECT count(*)::int FROM tenant_domain d WHERE d.tenant_id = t.id) AS domain_count
    FROM tenant t JOIN company c ON c.id = t.company_id`;

/** The tenants of the list (all, or these ids), by name. */
export async function loadTenantSummaries(
  db: EntityManager,
  scope: 'all' | number[],
): Promise<AdminTenantSummary[]> {
  const rows: (Omit<AdminTenantSummary, 'created_at'> & { created_at: Date })[] =
    scope === 'all'
      ? await db.query(`${SUMMARY_SQL} ORDER BY lower(t.name), t.id`)
      : await db.query(`${SUMMARY_SQL} WHERE t.id = ANY($1) ORDER BY lower(t.name), t.id`, [scope]);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** Only what changed, before and after, for the audit log (the view holds no secret). */
export function changedFields(before: object, after: object): { before: object; after: object } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) {
      was[key] = old[key];
      is[key] = now[key];
    }
  }
  return Object.keys(is).length ? { before: was, after: is } : null;
}
