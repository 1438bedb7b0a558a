import { z } from 'zod';
import { LIVE_EVENT_TYPES, MESSAGE_KINDS } from './chat-constants.js';
import { receivedLikeSchema } from './likes.js';
import { PAYMENT_STATUSES } from './payment-constants.js';
import { idSchema, queryIdSchema, text } from './primitives.js';
import { profileCardSchema } from './profiles.js';

const timestamp = z.iso.datetime({ offset: true });

/** A gift of the tenant's catalogue; `image` is a storage key served from cdn_prefix. */
export const giftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  credits: z.number().int(),
});
export type Gift = z.infer<typeof giftSchema>;
export const giftsAnswerSchema = z.object({ gifts: z.array(giftSchema) });

/** One message as the member sees it. */
export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  from_me: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text; null for a gift without words. */
  text: z.string().nullable(),
  gift: giftSchema.nullable(),
  created_at: timestamp,
  /** The other side has read it (only for the member's own messages; false otherwise). */
  seen: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation in GET /api/chats.php (spec §3: conversation.id, profile.id, num_unread_messages). */
export const chatSummarySchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: profileCardSchema,
  num_unread_messages: z.number().int(),
  /** The text, or for a gift without words the gift's name in the member's language. */
  last_message: z
    .object({ kind: z.enum(MESSAGE_KINDS), text: z.string().nullable(), from_me: z.boolean() })
    .nullable(),
  last_message_at: timestamp,
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatsAnswerSchema = z.object({ chats: z.array(chatSummarySchema) });
export type ChatsAnswer = z.infer<typeof chatsAnswerSchema>;

/** PUT (mark read) and DELETE (remove for the member, spec §7) /api/chat.php. */
export const conversationRequestSchema = z.object({ conversation: idSchema });

/**
 * GET /api/messages.php: the messages with one profile, newest page first; `before` (the answer's
 * `older`) opens the page before. By `conversation_id`, or by `profile_id` before any message exists.
 */
export const messagesQuerySchema = z
  .object({
    conversation_id: queryIdSchema.optional(),
    profile_id: queryIdSchema.optional(),
    before: queryIdSchema.optional(),
  })
  .refine((query) => (query.conversation_id === undefined) !== (query.profile_id === undefined), {
    message: 'conversation_id or profile_id',
  });
export const messagesAnswerSchema = z.object({
  /** null while the two have not written yet. */
  conversation_id: z.number().int().nullable(),
  profile: profileCardSchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** The cursor of older messages, or null at the first message. */
  older: z.number().int().nullable(),
  /**
   * Writing would start a new conversation, and this free member has started FREE_CONVERSATIONS
   * already: a send is refused with `premium_only` (so the page can say so before the member writes).
   */
  free_limit_reached: z.boolean(),
  /** A block between the two: the member's own (they may lift it) or the other's; nothing can be written. */
  blocked: z.enum(['by_me', 'by_them']).nullable(),
});
export type MessagesAnswer = z.infer<typeof messagesAnswerSchema>;

/**
 * POST /api/messages.php: a text or a gift, to a conversation or to a profile (which starts one).
 * `client_id` names the send: the same id twice is refused (`message_already_sent`) and charged once.
 * The text's length is the tenant's `message_length`; the bound here only keeps bodies sane.
 */
export const sendMessageRequestSchema = z
  .object({
    conversation_id: idSchema.optional(),
    profile_id: idSchema.optional(),
    text: text(20_000).optional(),
    gift_id: idSchema.optional(),
    client_id: z.uuid(),
  })
  .refine((body) => (body.conversation_id === undefined) !== (body.profile_id === undefined), {
    message: 'conversation_id or profile_id',
  });
export const sendMessageAnswerSchema = z.object({
  message: messageSchema,
  /** The member's balance after paying for it. */
  credits: z.number().int(),
});

/** POST /api/typing.php: tells the other side the member is typing (live only, never stored). */
export const typingRequestSchema = z.object({ conversation: idSchema });

/** POST /api/user.php?push=1 (spec §7): the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{8,64}={0,2}$/),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** An event's id as the stream sends it (a bigint), and as Last-Event-ID or `last_event_id` sends it back. */
export const liveEventIdSchema = z.string().regex(/^\d{1,18}$/, { message: 'an event id' });

/** The events of GET /api/events: `event:` is the type, `data:` this JSON, `id:` the resume point. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema, profile_id: z.number().int() }),
  /** The other side read the conversation up to `message_id`. */
  z.object({ type: z.literal('read'), conversation_id: z.number().int(), message_id: z.number().int() }),
  /** The member's chat list changed elsewhere (read or deleted in another tab). */
  z.object({ type: z.literal('chats') }),
  z.object({ type: z.literal('like'), profile: receivedLikeSchema }),
  z.object({ type: z.literal('match'), profile: profileCardSchema }),
  /** The member's likes changed elsewhere (a new-like flag cleared, a like withdrawn). */
  z.object({ type: z.literal('likes') }),
  z.object({ type: z.literal('typing'), conversation_id: z.number().int() }),
  z.object({ type: z.literal('credits'), credits: z.number().int() }),
  /** A payment of the member changed status (the transactions page and premium follow it). */
  z.object({
    type: z.literal('payment'),
    payment_id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    paid_user: z.boolean(),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The push message's payload, which the service worker shows as a notification. */
export const pushPayloadSchema = z.object({
  type: z.enum(['message', 'like', 'match']),
  title: z.string(),
  body: z.string(),
  /** The page the notification opens. */
  url: z.string(),
  icon: z.string().optional(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
