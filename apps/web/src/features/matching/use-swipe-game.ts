import type { ProfileCard } from '@amora/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUser } from '../../app/providers/SessionContext';
import { api, errorCodeOf } from '../../lib/api';
import { openMatchModal } from '../likes/like-modal-store';
import { reloadLikes } from '../live/live-data';

/** How long a decided card flies off before the next one is on top. */
export const LEAVE_MS = 320;

interface Game {
  profiles: ProfileCard[];
  likesLeft: number;
  resetsAt: string;
}

export interface Leaving {
  id: number;
  like: boolean;
}

/**
 * The swipe game's state: the stack from GET /api/swipe.php, the card on top, the likes left today.
 * A like counts at once (the hearts drop) and is corrected by the API's answer; `swipe_limit_reached`
 * ends the day's game like a count of 0 does, and the refused card comes back.
 */
export function useSwipeGame(onError: (messageId: string) => void) {
  const userId = useUser()?.id;
  const [game, setGame] = useState<Game | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [reloading, setReloading] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const load = useCallback(async () => {
    setError(null);
    setReloading(true);
    try {
      const answer = await api.request('swipe');
      setGame({ profiles: answer.profiles, likesLeft: answer.likes_left, resetsAt: answer.resets_at });
      setIndex(0);
    } catch (failure) {
      setError(failure);
    } finally {
      setReloading(false);
    }
  }, []);

  useEffect(() => {
    if (userId !== undefined) void load();
  }, [userId, load]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const setLikesLeft = (update: (left: number) => number) =>
    setGame((current) => current && { ...current, likesLeft: update(current.likesLeft) });

  const decide = (like: boolean) => {
    const profile = game?.profiles[index];
    if (!game || !profile || leaving) return;
    if (like && game.likesLeft <= 0) return;
    const position = index;
    let refused = false;
    setLeaving({ id: profile.id, like });
    if (like) setLikesLeft((left) => left - 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setLeaving(null);
      if (refused) return;
      setIndex(position + 1);
      // the last card of this stack: the API deals the next profiles (an empty stack: no one new)
      if (position + 1 >= game.profiles.length) void load();
    }, LEAVE_MS);
    timers.current.add(timer);

    api
      .request('swipeAnswer', { body: { profile_id: profile.id, like } })
      .then((result) => {
        setLikesLeft(() => result.likes_left);
        if (result.match) openMatchModal(profile);
        if (like) void reloadLikes();
      })
      .catch((failure: unknown) => {
        refused = true;
        setIndex(position);
        setLeaving(null);
        const code = errorCodeOf(failure);
        if (code === 'swipe_limit_reached') setLikesLeft(() => 0);
        else {
          if (like) setLikesLeft((left) => left + 1);
          onErrorRef.current(`error.${code}`);
        }
      });
  };

  const profiles = game?.profiles ?? [];
  return {
    /** The first stack, or the next one after the last card, is on its way. */
    loading: (game === null && error === null) || (reloading && index >= profiles.length),
    error,
    retry: load,
    /** The cards from the top down (the top one first). */
    stack: profiles.slice(index, index + 3),
    /** Every card has been decided and no new ones are on their way. */
    exhausted: game !== null && index >= profiles.length && leaving === null && !reloading,
    likesLeft: game?.likesLeft ?? null,
    resetsAt: game?.resetsAt ?? null,
    leaving,
    decide,
  };
}
