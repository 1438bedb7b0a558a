import type { EntityManager } from 'typeorm';
import type { MessageKind } from '../chat/chat-message.entity.js';

export interface QueueRow {
  conversation_id: number;
  member_id: number;
  member_profile_id: number;
  fictional_profile_id: number;
  waiting_since: Date;
  claimed_by: number | null;
  claimed_until: Date | null;
}

/** The tenant's waiting conversations, oldest first (the index moderator_queue_waiting_idx). */
export function waitingEntries(db: EntityManager, tenantId: number, limit: number): Promise<QueueRow[]> {
  return db.query(
    `SELECT q.conversation_id, q.member_id, mp.profile_id AS member_profile_id, q.fictional_profile_id,
            q.waiting_since, q.claimed_by, q.claimed_until
     FROM moderator_queue q
     JOIN conversation_participant mp ON mp.conversation_id = q.conversation_id AND mp.member_id = q.member_id
     WHERE q.tenant_id = $1
     ORDER BY q.waiting_since, q.conversation_id
     LIMIT $2`,
    [tenantId, limit],
  );
}

export interface HistoryRow {
  id: number;
  conversation_id: number;
  sender_profile_id: number;
  kind: MessageKind;
  text: string | null;
  gift_id: number | null;
  staff_id: number | null;
  created_at: Date;
}

/** The last `perConversation` messages of each conversation, oldest first. */
export function recentMessages(
  db: EntityManager,
  conversationIds: number[],
  perConversation: number,
): Promise<HistoryRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db.query(
    `SELECT id, conversation_id, sender_profile_id, kind, text, gift_id, staff_id, created_at
     FROM unnest($1::int[]) AS wanted(conversation)
     CROSS JOIN LATERAL (
       SELECT m.id, m.conversation_id, m.sender_profile_id, m.kind, m.text, m.gift_id, m.staff_id, m.created_at
       FROM chat_message m WHERE m.conversation_id = wanted.conversation ORDER BY m.id DESC LIMIT $2
     ) recent
     ORDER BY conversation_id, id`,
    [conversationIds, perConversation],
  );
}
