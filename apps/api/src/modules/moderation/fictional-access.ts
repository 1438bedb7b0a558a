import type { StaffRole } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import { canWorkOn, type SignedInStaff, tenantScopeOf } from '../staff/staff-access.js';

/**
 * Whether the staff member may work on a fictional profile in one of `roles`: on its own tenant, or on
 * a tenant whose members see it (a niche's shared pool), since their moderators answer for it.
 */
export async function mayWorkOnProfile(
  db: EntityManager,
  staff: SignedInStaff,
  profile: { tenant_id: number; pool: string },
  roles: readonly StaffRole[],
): Promise<boolean> {
  if (canWorkOn(staff, profile.tenant_id, roles)) return true;
  const scope = tenantScopeOf(staff, roles);
  if (scope === 'all') return true;
  if (scope.length === 0) return false;
  const [shared] = await db.query(
    'SELECT 1 FROM tenant WHERE id = ANY($1::int[]) AND profile_pool_of(id) = $2 LIMIT 1',
    [scope, profile.pool],
  );
  return shared !== undefined;
}
