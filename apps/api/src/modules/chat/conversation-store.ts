import type { EntityManager } from 'typeorm';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import type { ChatTarget } from './chat-target.js';
import { conversationIdOf } from './conversation-access.js';

/** The member who writes first, with their profile. */
export interface Starter {
  memberId: number;
  profileId: number;
}

/**
 * The conversation of the starter and the target, created with one participant row per side when it
 * does not exist yet. Two members starting it at the same moment get the same one (the pair is unique).
 */
export async function openConversation(
  db: EntityManager,
  tenant: TenantRef,
  starter: Starter,
  target: ChatTarget,
): Promise<number> {
  const [created]: { id: number }[] = await db.query(
    `INSERT INTO conversation (tenant_id, profile_low_id, profile_high_id, started_by_profile_id)
     VALUES ($1, least($2::int, $3::int), greatest($2::int, $3::int), $2)
     ON CONFLICT ON CONSTRAINT conversation_pair_key DO NOTHING RETURNING id`,
    [tenant.id, starter.profileId, target.profileId],
  );
  if (!created) {
    const id = await conversationIdOf(db, starter.profileId, target.profileId);
    if (id === null) throw new Error('conversation vanished while it was being opened');
    return id;
  }
  await db.query(
    `INSERT INTO conversation_participant (tenant_id, conversation_id, profile_id, member_id)
     VALUES ($1, $2, $3, $4), ($5, $2, $6, $7)`,
    [
      tenant.id,
      created.id,
      starter.profileId,
      starter.memberId,
      target.tenantId,
      target.profileId,
      target.memberId,
    ],
  );
  return created.id;
}

/** How many conversations the member has started (free members may start FREE_CONVERSATIONS). */
export async function startedConversations(
  db: EntityManager,
  tenant: TenantRef,
  starter: Starter,
): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM conversation_participant me
     JOIN conversation c ON c.id = me.conversation_id
     WHERE me.tenant_id = $1 AND me.member_id = $2 AND c.started_by_profile_id = $3`,
    [tenant.id, starter.memberId, starter.profileId],
  );
  return row.n;
}
