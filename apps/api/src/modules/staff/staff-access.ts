import type { StaffRole } from '@amora/contracts';
import { ApiError } from '../../common/api-error.js';
import type { StaffMember } from './entities/staff-member.entity.js';

/** One role, on one tenant or (tenantId null) on all of them. */
export interface StaffGrantRef {
  role: StaffRole;
  tenantId: number | null;
}

/** The staff member behind a request, with their roles: what every admin route checks against. */
export interface SignedInStaff {
  member: StaffMember;
  grants: StaffGrantRef[];
  tokenHash: Buffer;
}

type WithGrants = Pick<SignedInStaff, 'grants'>;

export const isOwner = (staff: WithGrants) => staff.grants.some((g) => g.role === 'owner');

/** Holds one of `roles` on some tenant (or any role when none are named). */
export function hasAnyRole(staff: WithGrants, roles: readonly StaffRole[]): boolean {
  return roles.length === 0 || isOwner(staff) || staff.grants.some((g) => roles.includes(g.role));
}

/**
 * May work on this tenant, in one of `roles` when named: owners everywhere, others where a role of
 * theirs was given for this tenant or for all tenants.
 */
export function canWorkOn(staff: WithGrants, tenantId: number, roles: readonly StaffRole[] = []): boolean {
  return (
    isOwner(staff) ||
    staff.grants.some(
      (g) =>
        (g.tenantId === null || g.tenantId === tenantId) && (roles.length === 0 || roles.includes(g.role)),
    )
  );
}

/** Throws 403 `staff_forbidden` unless the staff member may work on this tenant (in one of `roles`). */
export function requireTenantAccess(
  staff: WithGrants,
  tenantId: number,
  roles: readonly StaffRole[] = [],
): void {
  if (!canWorkOn(staff, tenantId, roles)) throw new ApiError('staff_forbidden', { tenant_id: tenantId });
}

/** The tenants the staff member may work on (in one of `roles`): 'all', or their ids. */
export function tenantScopeOf(staff: WithGrants, roles: readonly StaffRole[] = []): 'all' | number[] {
  const grants = staff.grants.filter(
    (g) => roles.length === 0 || roles.includes(g.role) || g.role === 'owner',
  );
  if (isOwner(staff) || grants.some((g) => g.tenantId === null)) return 'all';
  return [...new Set(grants.map((g) => g.tenantId as number))].sort((a, b) => a - b);
}

/** What the staff member must do before anything else: choose a password, set up a second factor. */
export function pendingSetup(member: StaffMember): { password: boolean; totp: boolean } {
  return { password: member.passwordChangeRequired, totp: member.totpRequired && !member.totpSecret };
}
