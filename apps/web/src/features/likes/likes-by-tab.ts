import { LIKES_TABS, type LikesAnswer, type ProfileCard } from '@amora/contracts';

export type LikesTab = (typeof LIKES_TABS)[number];

export const isLikesTab = (value: string): value is LikesTab =>
  (LIKES_TABS as readonly string[]).includes(value);

/** A card of the likes pages: `like_new` only for likes the member received and has not looked at. */
export type LikeItem = ProfileCard & { liked_at: string; like_new: boolean };

const time = (iso: string) => Date.parse(iso) || 0;
const newestFirst = (a: LikeItem, b: LikeItem) => time(b.liked_at) - time(a.liked_at);
const later = (a: string, b: string) => (time(a) >= time(b) ? a : b);

/**
 * The three tabs from GET /api/likes.php: a match (likes both ways) is in "matches" only, so
 * "received" holds the likes still to answer and "sent" the likes still waiting for an answer.
 */
export function likesByTab(answer: LikesAnswer): Record<LikesTab, LikeItem[]> {
  const sent = new Map(answer.profiles.map((like) => [like.id, like]));
  const receivedIds = new Set(answer.liked_by.map((like) => like.id));
  const matches: LikeItem[] = [];
  const received: LikeItem[] = [];
  for (const like of answer.liked_by) {
    const mine = sent.get(like.id);
    if (mine) matches.push({ ...like, liked_at: later(like.liked_at, mine.liked_at) });
    else received.push(like);
  }
  return {
    received: received.sort(newestFirst),
    sent: answer.profiles
      .filter((like) => !receivedIds.has(like.id))
      .map((like) => ({ ...like, like_new: false }))
      .sort(newestFirst),
    matches: matches.sort(newestFirst),
  };
}
