import type { PushState } from './push-state';

/** Spec §2 "Members area": the pages where the push-notifications alert may appear. */
export const MEMBERS_AREA = [
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-type',
  'likes-m-id',
  'premium',
];

/** A dismissal (unix seconds) keeps the alert away this long: asking for notifications often annoys. */
export const PUSH_ALERT_QUIET_SECONDS = 30 * 24 * 60 * 60;

export function dismissedRecently(stored: string | null, nowSeconds = Date.now() / 1000): boolean {
  const at = Number(stored);
  return Number.isFinite(at) && at > 0 && nowSeconds - at < PUSH_ALERT_QUIET_SECONDS;
}

/** The alert offers push in the members area while the browser could have it and nobody said no. */
export function showsPushAlert(
  state: PushState | null,
  routeName: string | null,
  dismissedAt: string | null,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (state !== 'unknown') return false;
  if (routeName === null || !MEMBERS_AREA.includes(routeName)) return false;
  return !dismissedRecently(dismissedAt, nowSeconds);
}
