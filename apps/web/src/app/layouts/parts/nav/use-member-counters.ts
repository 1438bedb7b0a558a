import type { MemberCounters } from './nav-items';

/**
 * Unread messages and new likes of the logged-in member. Chats and likes arrive in later issues;
 * until then both are 0 and the badges stay hidden.
 */
export function useMemberCounters(): MemberCounters {
  return { unreadMessages: 0, newLikes: 0 };
}
