import type { Gift as GiftAnswer, Locale, Message } from '@amora/contracts';
import type { MessageKind } from './chat-message.entity.js';

/** A gift as a message or the catalogue shows it; `credits` is its price (or what was paid). */
export interface GiftRecord {
  id: number;
  names: Record<string, string>;
  image: string;
  credits: number;
}

/** A stored message with its gift, whoever reads it. */
export interface MessageRecord {
  id: number;
  conversationId: number;
  senderProfileId: number;
  kind: MessageKind;
  text: string | null;
  createdAt: Date;
  gift: GiftRecord | null;
}

/** Who reads a message: their profile, their language, and up to where the other side has read. */
export interface Reader {
  profileId: number;
  language: Locale | null;
  seenUpTo: number;
}

/** The SQL that reads messages (aliased `m`) with their gift (`g`) as MessageRow. */
export const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.sender_profile_id, m.kind, m.text, m.credits, m.created_at,
  g.id AS gift_id, g.names AS gift_names, g.image AS gift_image`;

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_profile_id: number;
  kind: MessageKind;
  text: string | null;
  credits: number;
  created_at: Date;
  gift_id: number | null;
  gift_names: Record<string, string> | null;
  gift_image: string | null;
}

export function messageRecordOf(row: MessageRow): MessageRecord {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderProfileId: row.sender_profile_id,
    kind: row.kind,
    text: row.text,
    createdAt: row.created_at,
    gift:
      row.gift_id === null
        ? null
        : { id: row.gift_id, names: row.gift_names ?? {}, image: row.gift_image ?? '', credits: row.credits },
  };
}

/** The gift's name in the reader's language, else English, else its first. */
export function giftName(names: Record<string, string>, language: Locale | null): string {
  return (language && names[language]) || names.en || Object.values(names)[0] || '';
}

export function toGift(gift: GiftRecord, language: Locale | null): GiftAnswer {
  return { id: gift.id, name: giftName(gift.names, language), image: gift.image, credits: gift.credits };
}

export function toMessage(record: MessageRecord, reader: Reader): Message {
  const fromMe = record.senderProfileId === reader.profileId;
  return {
    id: record.id,
    conversation_id: record.conversationId,
    from_me: fromMe,
    kind: record.kind,
    text: record.text,
    gift: record.gift ? toGift(record.gift, reader.language) : null,
    created_at: new Date(record.createdAt).toISOString(),
    seen: fromMe && record.id <= reader.seenUpTo,
  };
}
