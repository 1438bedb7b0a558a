import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRouteName } from '../../app/router/route-handle';
import { openNewLikeModal } from './like-modal-store';

/** spec §2 "members area": where the `t` pop-up may open. */
const MEMBERS_AREA = new Set([
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-type',
  'likes-m-id',
  'premium',
]);
/** A longer wait than an hour is no pop-up anyone will see. */
const MAX_SECONDS = 3600;

/** `t` in seconds (spec §3), or null when absent or not a sane number. */
export function likePopUpDelay(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_SECONDS ? seconds : null;
}

/**
 * The `t` query parameter (spec §3, §9): on a members-area page, the new-like modal opens t seconds
 * later with an automatic like. The wait goes on while the member moves to another page of the layout;
 * it stops when the member logs out or the layout goes.
 */
export function useLikeModalFromQuery(enabled: boolean): void {
  const location = useLocation();
  const routeName = useRouteName();
  const seconds = likePopUpDelay(location.search);
  const inArea = routeName !== null && MEMBERS_AREA.has(routeName);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival on a page with `t` starts one wait
  useEffect(() => {
    if (!enabled || !inArea || seconds === null) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void openNewLikeModal(), seconds * 1000);
  }, [enabled, inArea, seconds, location.key]);

  useEffect(() => {
    if (!enabled) clearTimeout(timer.current);
  }, [enabled]);
  useEffect(() => () => clearTimeout(timer.current), []);
}
