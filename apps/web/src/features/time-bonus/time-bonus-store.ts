import { ALERT_STORAGE_KEYS, type ApiResponse, TIME_BONUS } from '@amora/contracts';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useUser } from '../../app/providers/SessionContext';
import { type ApiError, api } from '../../lib/api';

export const TIME_BONUS_HIDE_KEY = ALERT_STORAGE_KEYS.timeBonus;

/** The routes of the members area where the banner and the modal appear (spec §6). */
export const MEMBERS_AREA_ROUTES = new Set([
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-m-id',
  'premium',
]);

/**
 * The active discount of the logged-in member (GET discountcode.php, no parameters): loaded when the
 * member is known, dropped on logout and once they paid (the key goes null).
 */
export function useActiveDiscount() {
  const user = useUser();
  const key = user && !user.paid_user ? ['active-discount', user.id] : null;
  return useSWR<ApiResponse<'discountCode'>, ApiError>(key, () => api.get('discountCode'), {
    revalidateOnFocus: false,
  });
}

/** Seconds left counted down each second from the answer's `seconds_left`, never below zero. */
function useCountdown(initial: number | null, since: unknown): number | null {
  const [start, setStart] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (`since`) restarts the count from its seconds_left
  useEffect(() => {
    const at = Date.now();
    setStart(at);
    setNow(at);
    if (initial === null) return;
    const timer = setInterval(() => setNow(Date.now()), TIME_BONUS.tickMs);
    return () => clearInterval(timer);
  }, [initial, since]);
  if (initial === null) return null;
  return Math.max(0, initial - Math.floor((now - start) / 1000));
}

export interface TimeBonus {
  percentage: number;
  secondsLeft: number;
}

/** The time bonus while it is visible (a time_bonus discount with time left), else null. */
export function useTimeBonus(): TimeBonus | null {
  const { data } = useActiveDiscount();
  const discount = data?.discount?.kind === 'time_bonus' ? data.discount : null;
  const secondsLeft = useCountdown(discount?.seconds_left ?? null, data);
  if (!discount || secondsLeft === null || secondsLeft <= 0) return null;
  return { percentage: discount.value_percentage, secondsLeft };
}

/** 14400 → "04:00:00": two digits for hours, minutes and seconds (spec §4). */
export function formatCountdown(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}
