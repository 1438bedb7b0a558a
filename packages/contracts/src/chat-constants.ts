/**
 * Likes, chat and live delivery (issue #10): limits and timings. No zod here (the schemas are in
 * likes.ts and chat.ts): the web app's first load reads some of these.
 */

/** spec §6 and §9: likes the swipe game allows a day, counted in the tenant's time zone. */
export const SWIPE_LIKES_PER_DAY = 4;
/** spec §1: conversations a free member may start (replies in them are not limited). */
export const FREE_CONVERSATIONS = 2;
/** spec §9: the new-like modal reloads the likes this long after an automatic like. */
export const LIKE_MODAL_RELOAD_MS = 500;
/** Messages per page of GET /api/messages.php (older ones by cursor). */
export const MESSAGE_PAGE_SIZE = 30;
/** spec §2 and §9: counters show "99+" from this number on. */
export const BADGE_CAP = 99;
/** An open event stream gets a comment line this often, so proxies keep it open. */
export const EVENT_HEARTBEAT_MS = 25_000;
/** The stream tells EventSource to reconnect after this long when the connection drops. */
export const EVENT_RETRY_MS = 3_000;
/** Typing notices are sent at most this often per conversation. */
export const TYPING_THROTTLE_MS = 3_000;

export const MESSAGE_KINDS = ['text', 'gift'] as const;
export const LIKE_SOURCES = ['like', 'swipe', 'auto'] as const;
export const LIKES_TABS = ['received', 'sent', 'matches'] as const;

/** The live events of GET /api/events, by name (the `event:` field of Server-Sent Events). */
export const LIVE_EVENT_TYPES = [
  'message',
  'read',
  'chats',
  'like',
  'match',
  'likes',
  'typing',
  'credits',
  'payment',
] as const;
