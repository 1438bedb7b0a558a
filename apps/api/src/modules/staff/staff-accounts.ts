import { randomBytes } from 'node:crypto';
import { type EntityManager, In } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { hashPassword } from '../accounts/passwords.js';
import { AuditLog } from './audit-log.js';
import { StaffMember } from './entities/staff-member.entity.js';
import type { StaffGrantRef } from './staff-access.js';
import { replaceGrants } from './staff-grants.js';
import { staffSnapshot } from './staff-view.js';

export interface NewStaff {
  email: string;
  name: string;
  grants: StaffGrantRef[];
  totpRequired?: boolean;
  /** Given (the demo seed); otherwise one is generated and must be changed at the first sign-in. */
  password?: string;
}

/** 16 characters from 96 random bits: shown once, changed at the first sign-in. */
export const generatedPassword = () => randomBytes(12).toString('base64url');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Refuses 404 `tenant_not_found` when a role names a tenant that does not exist. */
export async function assertTenantsExist(db: EntityManager, grants: StaffGrantRef[]): Promise<void> {
  const ids = [...new Set(grants.flatMap((g) => (g.tenantId === null ? [] : [g.tenantId])))];
  if (!ids.length) return;
  const found = await db.getRepository(Tenant).countBy({ id: In(ids) });
  if (found !== ids.length) throw new ApiError('tenant_not_found');
}

/**
 * Creates a staff member with their roles and its audit row, in the caller's transaction; answers the
 * member and the password (generated unless given). 409 `email_taken` when the address is in use.
 */
export async function createStaffAccount(
  db: EntityManager,
  account: NewStaff,
  by: { staff: { id: number } | null; ip?: string | null },
): Promise<{ member: StaffMember; password: string }> {
  const email = normaliseEmail(account.email);
  // one at a time per address: two requests for one address cannot both pass the check below
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`staff:${email}`]);
  if (await db.getRepository(StaffMember).existsBy({ email })) throw new ApiError('email_taken');
  await assertTenantsExist(db, account.grants);
  const password = account.password ?? generatedPassword();
  const member = await db.getRepository(StaffMember).save(
    db.getRepository(StaffMember).create({
      email,
      name: account.name.trim(),
      passwordHash: await hashPassword(password),
      passwordChangeRequired: account.password === undefined,
      totpRequired: account.totpRequired ?? false,
    }),
  );
  await replaceGrants(db, member.id, account.grants);
  await AuditLog.record(db, {
    staff: by.staff,
    action: 'staff.create',
    entity: 'staff',
    entityId: member.id,
    after: staffSnapshot(member, account.grants),
    ip: by.ip,
  });
  return { member, password };
}
