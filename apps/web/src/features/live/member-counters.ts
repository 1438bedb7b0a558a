import type { ChatsAnswer, LikesAnswer } from '@amora/contracts';
import { useChats, useLikes } from './live-data';

/** What the navigation's badges, the title prefix and the app badge count (spec §1, §2, §4). */
export interface MemberCounts {
  unreadMessages: number;
  newLikes: number;
}

/** Unread messages over all conversations. */
export function countUnreadMessages(answer: ChatsAnswer | undefined): number {
  return answer?.chats.reduce((sum, chat) => sum + Math.max(0, chat.num_unread_messages), 0) ?? 0;
}

/** Likes received that the member has not looked at yet. */
export function countNewLikes(answer: LikesAnswer | undefined): number {
  return answer?.liked_by.filter((like) => like.like_new).length ?? 0;
}

/** Spec §1 and §4: the title prefix and the app badge show unread messages plus new likes. */
export const totalCount = (counts: MemberCounts) => counts.unreadMessages + counts.newLikes;

// The counters read the cached lists: a component that mounts does not fetch them again (live events,
// push messages and the polling keep them fresh); the first one to mount loads them.
const COUNTER_OPTIONS = { revalidateIfStale: false };

/** The logged-in member's counts from the shared chats and likes caches (0 and 0 for visitors). */
export function useMemberCounts(): MemberCounts {
  const { data: chats } = useChats(COUNTER_OPTIONS);
  const { data: likes } = useLikes(COUNTER_OPTIONS);
  return { unreadMessages: countUnreadMessages(chats), newLikes: countNewLikes(likes) };
}
