import type { EntityManager } from 'typeorm';
import type { MessageKind } from './chat-message.entity.js';
import type { GiftRecord, MessageRecord } from './message-answer.js';

export interface NewMessage {
  conversationId: number;
  /** The conversation's site: its messages carry it. */
  conversationTenantId: number;
  senderProfileId: number;
  kind: MessageKind;
  text: string | null;
  gift: GiftRecord | null;
  /** What the sender pays (0 for a moderator's reply). */
  credits: number;
  /** The staff account answering for a fictional profile; null for a member's own message. */
  staffId: number | null;
  clientId: string | null;
}

/**
 * The one way a message is written, for members and moderators alike: the message, the conversation's
 * latest message, and both sides (the receiver's unread count grows; a side that deleted the
 * conversation gets it back). Runs in the caller's transaction.
 */
export async function writeMessage(db: EntityManager, message: NewMessage): Promise<MessageRecord> {
  // one statement: the message, the conversation's latest message and both sides
  const [row]: { id: number; created_at: Date }[] = await db.query(
    `WITH message AS (
       INSERT INTO chat_message (tenant_id, conversation_id, sender_profile_id, kind, text, gift_id, credits, staff_id, client_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, created_at
     ), latest AS (
       UPDATE conversation SET last_message_id = message.id, last_message_at = message.created_at
       FROM message WHERE conversation.id = $2
     ), sides AS (
       UPDATE conversation_participant
       SET hidden = false,
           unread_count = CASE WHEN profile_id = $3 THEN unread_count ELSE unread_count + 1 END
       WHERE conversation_id = $2
     )
     SELECT id, created_at FROM message`,
    [
      message.conversationTenantId,
      message.conversationId,
      message.senderProfileId,
      message.kind,
      message.text,
      message.gift?.id ?? null,
      message.credits,
      message.staffId,
      message.clientId,
    ],
  );
  return {
    id: row.id,
    conversationId: message.conversationId,
    senderProfileId: message.senderProfileId,
    kind: message.kind,
    text: message.text,
    createdAt: row.created_at,
    gift: message.gift,
  };
}
