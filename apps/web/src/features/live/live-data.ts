import type { LiveEvent, LiveEventType } from '@amora/contracts';
import useSWR, { mutate, type ScopedMutator, type SWRConfiguration } from 'swr';
import { useUser } from '../../app/providers/SessionContext';
import { api } from '../../lib/api';

/**
 * The member's chats and likes, shared by the pages, the navigation's counters and the live stream:
 * one swr cache entry each, reloaded by live events, by push messages and by the polling of spec §9.
 */
export const chatsKey = (memberId: number) => ['chats', memberId] as const;
export const likesKey = (memberId: number) => ['likes', memberId] as const;

export function useChats(config?: SWRConfiguration) {
  const user = useUser();
  return useSWR(user && chatsKey(user.id), () => api.request('chats'), config);
}

export function useLikes(config?: SWRConfiguration) {
  const user = useUser();
  return useSWR(user && likesKey(user.id), () => api.request('likes'), config);
}

// The app's cache is swr's global one; LiveConnection binds the cache it renders in, so that a render
// with a cache of its own (the tests') is reloaded too.
let mutateCache: ScopedMutator = mutate;

/** Makes reloadChats and reloadLikes act on this cache; answers the unbind. */
export function bindLiveCache(scoped: ScopedMutator): () => void {
  mutateCache = scoped;
  return () => {
    if (mutateCache === scoped) mutateCache = mutate;
  };
}

const isKey = (name: string) => (key: unknown) => Array.isArray(key) && key[0] === name;
export const reloadChats = () => mutateCache(isKey('chats'));
export const reloadLikes = () => mutateCache(isKey('likes'));

type Handler<T extends LiveEventType> = (event: Extract<LiveEvent, { type: T }>) => void;
const handlers = new Map<LiveEventType, Set<(event: LiveEvent) => void>>();

/** Calls `handler` for each live event of `type` that reaches this tab; answers the unsubscribe. */
export function onLiveEvent<T extends LiveEventType>(type: T, handler: Handler<T>): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  const untyped = handler as (event: LiveEvent) => void;
  set.add(untyped);
  return () => set.delete(untyped);
}

/** Hands an event from the stream (or a test) to this tab's subscribers. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const handler of handlers.get(event.type) ?? []) handler(event);
}
