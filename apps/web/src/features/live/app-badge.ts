/** The Badging API (Chromium browsers, installed web apps), not yet in TypeScript's DOM types. */
interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Spec §4: the app badge shows unread messages plus new likes; nothing where the browser has no badge. */
export function showAppBadge(count: number): void {
  const badging = globalThis.navigator as (Navigator & BadgingNavigator) | undefined;
  if (!badging?.setAppBadge || !badging.clearAppBadge) return;
  // refused when the site is not installed or the permission is missing: the badge is a nicety
  const shown = count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge();
  shown.catch(() => {});
}
