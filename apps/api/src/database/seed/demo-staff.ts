import type { StaffRole } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import type { Env } from '../../config/env.js';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { StaffMember } from '../../modules/staff/entities/staff-member.entity.js';
import { createStaffAccount } from '../../modules/staff/staff-accounts.js';
import { replaceGrants } from '../../modules/staff/staff-grants.js';

/** The demo staff logins, one per role (README); no second factor required. */
export const DEMO_STAFF_PASSWORD = 'amora-staff-2026';
export const DEMO_STAFF: { email: string; name: string; role: StaffRole }[] = [
  { email: 'owner@amora.localhost', name: 'Olivia Owner', role: 'owner' },
  { email: 'operator@amora.localhost', name: 'Oscar Operator', role: 'operator' },
  { email: 'support@amora.localhost', name: 'Sofia Support', role: 'support' },
  { email: 'moderator@amora.localhost', name: 'Max Moderator', role: 'moderator' },
];

/**
 * A known password for the console is fine on this machine, not on a real site: the demo staff come
 * with the demo data on a local admin host or outside production, elsewhere only with SEED_DEMO_STAFF=1.
 */
export function demoStaffWanted(env: Pick<Env, 'SEED_DEMO_STAFF' | 'NODE_ENV' | 'ADMIN_HOST'>): boolean {
  if (env.SEED_DEMO_STAFF !== 'auto') return env.SEED_DEMO_STAFF === '1' || env.SEED_DEMO_STAFF === 'true';
  const host = env.ADMIN_HOST.toLowerCase();
  return env.NODE_ENV !== 'production' || host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The demo staff: the owner over all tenants, the others on the demo tenants. A re-seed gives them the
 * new demo tenants and the documented password again.
 */
export async function seedDemoStaff(db: EntityManager, demoTenantIds: number[]): Promise<void> {
  for (const demo of DEMO_STAFF) {
    const grants =
      demo.role === 'owner'
        ? [{ role: demo.role, tenantId: null }]
        : demoTenantIds.map((tenantId) => ({ role: demo.role, tenantId }));
    const existing = await db.getRepository(StaffMember).findOneBy({ email: demo.email });
    if (!existing) {
      await createStaffAccount(db, { ...demo, grants, password: DEMO_STAFF_PASSWORD }, { staff: null });
      continue;
    }
    await db.getRepository(StaffMember).update(
      { id: existing.id },
      {
        passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
        passwordChangeRequired: false,
        status: 'active',
        failedLogins: 0,
        lockedUntil: null,
      },
    );
    await replaceGrants(db, existing.id, grants);
  }
}

/**
 * The demo moderator wrote the operator-run profiles' replies in the demo tenants' conversations, marked
 * as the inbox marks a reply (`chat_message.staff_id`) and kept in the staff message trail, so the
 * console's trail has entries on a fresh demo.
 */
export async function seedDemoStaffReplies(db: EntityManager, demoTenantIds: number[]): Promise<void> {
  const moderator = DEMO_STAFF.find((demo) => demo.role === 'moderator');
  // (an undefined e-mail would match TypeORM's first staff row)
  if (!moderator) return;
  const staff = await db.getRepository(StaffMember).findOneBy({ email: moderator.email });
  if (!staff) return;
  await db.query(
    `WITH replies AS (
       UPDATE chat_message m SET staff_id = $1
         FROM profile p
        WHERE p.id = m.sender_profile_id AND p.is_fictional AND m.tenant_id = ANY($2) AND m.staff_id IS NULL
       RETURNING m.id, m.conversation_id, m.sender_profile_id, m.created_at
     )
     INSERT INTO staff_message (message_id, staff_id, member_tenant_id, fictional_profile_id, member_id, created_at)
     SELECT r.id, $1, member.tenant_id, r.sender_profile_id, member.id, r.created_at
       FROM replies r
       JOIN conversation_participant side ON side.conversation_id = r.conversation_id
       JOIN member ON member.id = side.member_id`,
    [staff.id, demoTenantIds],
  );
}
