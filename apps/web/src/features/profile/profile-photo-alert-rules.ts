import type { User } from '@amora/contracts';

/** Spec §6: the pages that never show the profile-photo alert (by their WEB_ROUTES name). */
export const PAGES_WITHOUT_PHOTO_ALERT = [
  'profile',
  'signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
] as const;

/** A dismissal (unix seconds) silences the alert for a week; after that it reminds again. */
export const PHOTO_ALERT_QUIET_SECONDS = 7 * 24 * 60 * 60;

export function dismissedRecently(stored: string | null, nowSeconds = Date.now() / 1000): boolean {
  const at = Number(stored);
  return Number.isFinite(at) && at > 0 && nowSeconds - at < PHOTO_ALERT_QUIET_SECONDS;
}

/** Spec §6: logged in, no main image, not on one of the excluded pages, not dismissed lately. */
export function showsPhotoAlert(
  user: User | null,
  routeName: string | null,
  dismissedAt: string | null,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (!user || user.profile === null || user.profile.main_image) return false;
  if (routeName !== null && (PAGES_WITHOUT_PHOTO_ALERT as readonly string[]).includes(routeName))
    return false;
  return !dismissedRecently(dismissedAt, nowSeconds);
}
