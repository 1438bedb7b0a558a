import { useMemberCounts } from '../../../../features/live/member-counters';
import type { MemberCounters } from './nav-items';

/** Unread messages and new likes of the logged-in member, from the live chats and likes caches. */
export function useMemberCounters(): MemberCounters {
  return useMemberCounts();
}
