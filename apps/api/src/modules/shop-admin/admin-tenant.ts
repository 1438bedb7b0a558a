import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { requireTenantAccess, type SignedInStaff } from '../staff/staff-access.js';

/** Who may set a tenant's prices and codes: owners, and operators given that tenant. */
export const SHOP_ROLES = ['owner', 'operator'] as const;

/** The tenant a console call names, once the staff member may work on it in a shop role. */
export async function shopTenant(db: EntityManager, staff: SignedInStaff, tenantId: number): Promise<Tenant> {
  requireTenantAccess(staff, tenantId, SHOP_ROLES);
  const tenant = await db.getRepository(Tenant).findOneBy({ id: tenantId });
  if (!tenant) throw new ApiError('tenant_not_found');
  return tenant;
}
