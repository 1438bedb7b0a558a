import type { EntityManager } from 'typeorm';
import { publishAfterCommit, queueEvent } from './inbox-events.js';

export interface WaitingMessage {
  /** The member's site: its moderators answer. */
  tenantId: number;
  conversationId: number;
  memberId: number;
  fictionalProfileId: number;
  sentAt: Date;
}

/**
 * A member wrote to a fictional profile: the conversation waits for a moderator. An entry that is
 * already waiting keeps its time (the first unanswered message), so the queue stays oldest first.
 * The chat's send calls this in its transaction, after the conversation row is updated (the reply
 * locks the two in the same order). Staff watching the inbox learn of a new entry, or of another message
 * in a waiting one (its preview and the open conversation change), once it is committed.
 */
export async function enqueueForModerators(db: EntityManager, message: WaitingMessage): Promise<void> {
  const added: unknown[] = await db.query(
    `INSERT INTO moderator_queue (tenant_id, conversation_id, member_id, fictional_profile_id, waiting_since)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (conversation_id) DO NOTHING RETURNING conversation_id`,
    [message.tenantId, message.conversationId, message.memberId, message.fictionalProfileId, message.sentAt],
  );
  publishAfterCommit(db, queueEvent(added.length > 0 ? 'added' : 'message', message));
}
