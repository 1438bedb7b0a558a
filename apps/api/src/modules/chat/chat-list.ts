import type { ChatSummary, Locale } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { profilesBlockedEitherWay } from '../profiles/blocks-sql.js';
import { type CardColumns, toProfileCard } from '../profiles/profile-card.js';
import type { MessageKind } from './chat-message.entity.js';
import { giftName } from './message-answer.js';
import { CARD_COLUMNS } from './profile-cards.js';

/** A member with thousands of conversations still gets a bounded answer (the newest ones). */
const MAX_CHATS = 500;

interface ChatRow extends CardColumns {
  conversation_id: number;
  unread_count: number;
  last_message_at: Date;
  last_kind: MessageKind | null;
  last_text: string | null;
  last_from_me: boolean | null;
  last_gift_names: Record<string, string> | null;
}

/**
 * The member's conversations, latest first: not the ones they deleted (until a new message), nor those
 * whose other profile is gone or invisible, nor those with a block either way (blocked members never see
 * each other; an unblock brings it back). The last message only when the member has not cleared it.
 */
const CHATS_SQL = `
  SELECT c.id AS conversation_id, me.unread_count, c.last_message_at,
         lm.kind AS last_kind, lm.text AS last_text, lm.sender_profile_id = me.profile_id AS last_from_me,
         g.names AS last_gift_names,
         ${CARD_COLUMNS}
  FROM conversation_participant me
  JOIN conversation c ON c.id = me.conversation_id
  JOIN conversation_participant other ON other.conversation_id = me.conversation_id AND other.profile_id <> me.profile_id
  JOIN profile p ON p.id = other.profile_id
  LEFT JOIN chat_message lm ON lm.id = c.last_message_id AND lm.id > me.cleared_message_id
  LEFT JOIN gift g ON g.id = lm.gift_id
  WHERE me.tenant_id = $1 AND me.member_id = $2 AND NOT me.hidden
    AND p.status = 'active' AND NOT p.invisible
    AND other.profile_id NOT IN (${profilesBlockedEitherWay({ tenant: '$1', member: '$2', ownProfile: 'me.profile_id' })})
  ORDER BY c.last_message_at DESC, c.id DESC
  LIMIT ${MAX_CHATS}`;

export async function chatList(
  db: EntityManager,
  tenant: TenantRef,
  member: Pick<Member, 'id' | 'language'>,
): Promise<ChatSummary[]> {
  const rows: ChatRow[] = await db.query(CHATS_SQL, [tenant.id, member.id]);
  const now = new Date();
  return rows.map((row) => ({
    conversation: { id: row.conversation_id },
    profile: toProfileCard(row, null, now),
    num_unread_messages: row.unread_count,
    last_message:
      row.last_kind === null
        ? null
        : {
            kind: row.last_kind,
            text: previewText(row, member.language),
            from_me: Boolean(row.last_from_me),
          },
    last_message_at: new Date(row.last_message_at).toISOString(),
  }));
}

/** A gift without words is previewed by its name, in the member's language. */
const previewText = (row: ChatRow, language: Locale) =>
  row.last_text ?? (row.last_gift_names ? giftName(row.last_gift_names, language) : null);
