import { LIKE_MODAL_RELOAD_MS } from '@amora/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../lib/api';
import { reloadLikes } from '../live/live-data';

/**
 * The profile a like modal shows: the new-like modal's auto-like answer (likeModalProfileSchema), a
 * live `like` or `match` event's profile card, or a card of the likes pages all fit.
 */
export interface ModalProfile {
  id: number;
  name: string;
  age: number;
  city: string;
  fictional: boolean;
  main_image: { match: string } | null;
}

export type LikeModalState =
  | { kind: 'match'; profile: ModalProfile }
  | { kind: 'new-like'; profile: ModalProfile }
  | null;

let state: LikeModalState = null;
let autoLikeLoading = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function show(next: LikeModalState) {
  state = next;
  notify();
}

/** The full-screen "It's a match" modal; it takes the place of whatever like modal is open. */
export function openMatchModal(profile: ModalProfile): void {
  show({ kind: 'match', profile });
}

/**
 * "New like!" (spec §4). With a profile it shows that like (a live `like` event); without one it asks
 * GET /api/auto-like.php for a profile that likes the member now (none due: no modal) and reloads the
 * likes LIKE_MODAL_RELOAD_MS later, so the counters and the likes pages show it. A match on screen
 * stays: it matters more.
 */
export async function openNewLikeModal(profile?: ModalProfile): Promise<void> {
  if (profile) {
    if (state?.kind !== 'match') show({ kind: 'new-like', profile });
    return;
  }
  if (autoLikeLoading) return;
  autoLikeLoading = true;
  try {
    const liker = await api.request('autoLike');
    if (!liker) return;
    if (state?.kind !== 'match') show({ kind: 'new-like', profile: liker });
    setTimeout(() => void reloadLikes(), LIKE_MODAL_RELOAD_MS);
  } catch {
    // The pop-up is a nicety: a failed auto-like shows nothing rather than an error.
  } finally {
    autoLikeLoading = false;
  }
}

export function closeLikeModal(): void {
  if (state !== null) show(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

export function useLikeModal(): LikeModalState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Several hosts may be mounted (a layout's and a page's own, e.g. the empty layout's signup matches):
 * only the first one shows the modals and listens, so nothing opens twice.
 */
const hosts: symbol[] = [];
const hostListeners = new Set<() => void>();

export function useIsFirstHost(): boolean {
  const [me] = useState(() => Symbol('like-modal-host'));
  const [first, setFirst] = useState(false);
  useEffect(() => {
    const update = () => setFirst(hosts[0] === me);
    hostListeners.add(update);
    hosts.push(me);
    for (const listener of hostListeners) listener();
    return () => {
      hosts.splice(hosts.indexOf(me), 1);
      hostListeners.delete(update);
      for (const listener of hostListeners) listener();
    };
  }, [me]);
  return first;
}
