import type { Tenant } from '../../tenancy/tenant.entity.js';

/**
 * The profile pool a tenant's members see (DESIGN.md §2), named as the SQL function
 * profile_pool_of names it: `niche:<n>` for tenants sharing their niche's pool, else `tenant:<id>`.
 */
export const poolOf = (tenant: Pick<Tenant, 'id' | 'niche' | 'shareProfilePool'>): string =>
  tenant.shareProfilePool ? `niche:${tenant.niche}` : `tenant:${tenant.id}`;
