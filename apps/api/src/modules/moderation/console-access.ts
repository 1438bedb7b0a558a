import type { StaffRole } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { requireTenantAccess, type SignedInStaff, tenantScopeOf } from '../staff/staff-access.js';

/** Who answers conversations (owners too, everywhere). */
export const INBOX_ROLES = ['moderator'] as const satisfies StaffRole[];
/** Who reads the trail of staff messages and manages fictional profiles (owners too). */
export const OPERATOR_ROLES = ['operator'] as const satisfies StaffRole[];
/** Who may keep notes on members and fictional profiles. */
export const NOTE_ROLES = ['moderator', 'operator'] as const satisfies StaffRole[];

/** The tenants a list may show: the one named (when allowed), or all the staff member's; null for all. */
export function listScope(
  staff: SignedInStaff,
  tenantId: number | undefined,
  roles: readonly StaffRole[],
): number[] | null {
  if (tenantId !== undefined) {
    requireTenantAccess(staff, tenantId, roles);
    return [tenantId];
  }
  const scope = tenantScopeOf(staff, roles);
  if (scope === 'all') return null;
  if (scope.length === 0) throw new ApiError('staff_forbidden');
  return scope;
}

/** A tenant the staff member may work on in one of `roles`. */
export async function tenantFor(
  db: EntityManager,
  staff: SignedInStaff,
  tenantId: number,
  roles: readonly StaffRole[],
): Promise<Tenant> {
  requireTenantAccess(staff, tenantId, roles);
  const tenant = await db.getRepository(Tenant).findOneBy({ id: tenantId });
  if (!tenant) throw new ApiError('tenant_not_found');
  return tenant;
}
