import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { chatTarget } from './chat-target.js';
import { type OwnSide, type SideRow, sideOf, sideSql } from './conversation-access.js';
import type { Starter } from './conversation-store.js';

export interface Payer {
  credits: number;
  paidUser: boolean;
}

/**
 * Locks the member's row for the send's transaction. Every send of the member waits here, so what it
 * reads next (an earlier send of the same client_id, the conversations started, the balance) already
 * includes every send before it. NO KEY UPDATE: rows that only reference the member (the live events
 * for them that another send stores) need not wait, so two members writing to each other cannot deadlock.
 */
export async function lockMember(db: EntityManager, tenant: TenantRef, memberId: number): Promise<Payer> {
  const [row]: { credits: number; paid_user: boolean }[] = await db.query(
    'SELECT credits, paid_user FROM member WHERE id = $1 AND tenant_id = $2 FOR NO KEY UPDATE',
    [memberId, tenant.id],
  );
  if (!row) throw new ApiError('authentication_required');
  return { credits: row.credits, paidUser: row.paid_user };
}

/** A client_id the sender used before names a message already sent: refused, and not charged again. */
export async function refuseReplay(
  db: EntityManager,
  senderProfileId: number,
  clientId: string,
): Promise<void> {
  const [sent]: { id: number }[] = await db.query(
    'SELECT id FROM chat_message WHERE sender_profile_id = $1 AND client_id = $2',
    [senderProfileId, clientId],
  );
  if (sent) throw new ApiError('message_already_sent', { message_id: sent.id });
}

type ConversationSendRow = { replay_id: number | null } & (SideRow | { [column in keyof SideRow]: null });

/**
 * refuseReplay and ownSide in one statement (one row, the side's columns null when it is not found).
 * The target check stays a statement of its own: joined in, the whole took longer to plan than both.
 */
const CONVERSATION_SEND_SQL = `
  SELECT (SELECT id FROM chat_message WHERE sender_profile_id = $4 AND client_id = $5) AS replay_id, side.*
  FROM (SELECT 1) AS one
  LEFT JOIN (${sideSql('$1', '$2', '$3')}) AS side ON true`;

/**
 * The member's side of a conversation a message goes to, with the refusals of a send in their order:
 * a replayed client_id, someone else's conversation, a profile no longer to write to. Run under the
 * member's row lock (lockMember), as refuseReplay.
 */
export async function conversationToWrite(
  db: EntityManager,
  tenant: Tenant,
  starter: Starter,
  conversationId: number,
  clientId: string,
): Promise<OwnSide> {
  const [row]: ConversationSendRow[] = await db.query(CONVERSATION_SEND_SQL, [
    tenant.id,
    starter.memberId,
    conversationId,
    starter.profileId,
    clientId,
  ]);
  if (row.replay_id !== null) throw new ApiError('message_already_sent', { message_id: row.replay_id });
  if (row.conversation_id === null) throw new ApiError('conversation_not_found');
  const side = sideOf(row);
  await chatTarget(db, tenant, { id: starter.memberId, profileId: starter.profileId }, side.other.profileId);
  return side;
}
