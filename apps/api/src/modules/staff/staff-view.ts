import type { Staff, StaffGrant } from '@amora/contracts';
import type { StaffMember } from './entities/staff-member.entity.js';
import type { StaffGrantRef } from './staff-access.js';

export const grantView = (g: StaffGrantRef): StaffGrant => ({ role: g.role, tenant_id: g.tenantId });

/** A staff member as the console sees it: never the password hash, never a TOTP secret. */
export function staffView(member: StaffMember, grants: StaffGrantRef[]): Staff {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    status: member.status,
    roles: grants.map(grantView),
    totp_enabled: member.totpSecret !== null,
    totp_required: member.totpRequired,
    password_change_required: member.passwordChangeRequired,
    created_at: member.createdAt.toISOString(),
    last_login_at: member.lastLoginAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a staff member before and after a change. */
export function staffSnapshot(member: StaffMember, grants: StaffGrantRef[]) {
  return {
    email: member.email,
    name: member.name,
    status: member.status,
    roles: grants.map(grantView),
    totp_enabled: member.totpSecret !== null,
    totp_required: member.totpRequired,
  };
}
