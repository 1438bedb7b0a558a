import type { ProfileCard } from '@amora/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUser } from '../../app/providers/SessionContext';
import { api } from '../../lib/api';
import { likeProfile, unlikeProfile } from '../likes/like-actions';
import { openMatchModal } from '../likes/like-modal-store';
import { reloadLikes } from '../live/live-data';

/** The most GET /api/suggestions.php gives at once (suggestionsQuerySchema). */
const MAX_LIMIT = 48;

/**
 * Suggestions that grow by `pageSize` with `more()`: each call asks for everything shown so far plus a
 * page, and adds the profiles not shown yet (liked ones leave the API's answer, so the count is what
 * the member has not liked). No new profile means there is no one else.
 */
export function useSuggestions(pageSize: number) {
  const userId = useUser()?.id;
  const [profiles, setProfiles] = useState<ProfileCard[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const shown = useRef<ProfileCard[]>([]);

  const fetchPage = useCallback(async () => {
    const limit = Math.min(MAX_LIMIT, shown.current.length + pageSize);
    const answer = await api.request('suggestions', { query: { limit } });
    const known = new Set(shown.current.map((profile) => profile.id));
    const fresh = answer.profiles.filter((profile) => !known.has(profile.id));
    shown.current = [...shown.current, ...fresh];
    setProfiles(shown.current);
    setExhausted(fresh.length === 0 || answer.profiles.length < limit || limit >= MAX_LIMIT);
  }, [pageSize]);

  useEffect(() => {
    if (userId === undefined) return;
    shown.current = [];
    fetchPage().catch(setError);
  }, [userId, fetchPage]);

  const more = async () => {
    setLoadingMore(true);
    setError(null);
    try {
      await fetchPage();
    } catch (failure) {
      setError(failure);
    } finally {
      setLoadingMore(false);
    }
  };

  const mark = (id: number, on: boolean) =>
    setLiked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Likes or (a second tap) unlikes; a match opens the match modal. */
  const toggle = async (profile: ProfileCard) => {
    const on = !liked.has(profile.id);
    mark(profile.id, on);
    try {
      if (on) await likeProfile(profile);
      else await unlikeProfile(profile.id);
    } catch (failure) {
      mark(profile.id, !on);
      throw failure;
    }
  };

  /**
   * Likes every profile shown and not liked yet, one after the other (a dozen requests at once only
   * strain the API for no gain); answers how many likes failed. The first match opens the match modal.
   */
  const likeAll = async (): Promise<number> => {
    const targets = (profiles ?? []).filter((profile) => !liked.has(profile.id));
    for (const profile of targets) mark(profile.id, true);
    let failed = 0;
    let matched = false;
    for (const profile of targets) {
      try {
        const answer = await api.request('like', { body: { profile_id: profile.id } });
        if (answer.match && !matched) {
          matched = true;
          openMatchModal(profile);
        }
      } catch {
        failed++;
        mark(profile.id, false);
      }
    }
    await reloadLikes();
    return failed;
  };

  return { profiles, error, loadingMore, exhausted, liked, toggle, likeAll, more };
}
