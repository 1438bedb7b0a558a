import type { LiveEventType } from '@amora/contracts';
import { onLiveEvent, reloadChats, reloadLikes } from './live-data';

/** What each live event makes this tab load again; `typing` only concerns the open conversation. */
export const LIVE_RELOADS = {
  message: 'chats',
  read: 'chats',
  chats: 'chats',
  like: 'likes',
  match: 'likes',
  likes: 'likes',
  credits: 'user',
  payment: 'user',
  typing: null,
} as const satisfies Record<LiveEventType, 'chats' | 'likes' | 'user' | null>;

/** Reloads the chats, the likes or the user (the credit badge) as the live events say; answers the stop. */
export function reactToLiveEvents(refreshUser: () => void): () => void {
  const reload = { chats: reloadChats, likes: reloadLikes, user: refreshUser };
  const stops = Object.entries(LIVE_RELOADS).flatMap(([type, target]) =>
    target ? [onLiveEvent(type as LiveEventType, () => void reload[target]())] : [],
  );
  return () => {
    for (const stop of stops) stop();
  };
}
