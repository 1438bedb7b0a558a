import type { User } from '@amora/contracts';

/** Phones get the reminder as a modal: narrower than 576 px, or a touch device's user agent. */
export const SMARTPHONE_MAX_WIDTH = 576;

/** Spec §4: unconfirmed e-mail, profile still disabled and no mail blocks (fbl, bounce...). */
export function needsActivationReminder(user: User | null): boolean {
  return (
    user !== null &&
    user.status === 'not_confirmed' &&
    user.profile?.status === 'disabled' &&
    user.notifications_disabled.length === 0
  );
}

export function isSmartphone(width: number, userAgent: string): boolean {
  return (
    width < SMARTPHONE_MAX_WIDTH || /Android.+Mobile|iPhone|iPod|Windows Phone|Mobile Safari/i.test(userAgent)
  );
}

/** A modal right after an API signup on a phone (spec §4); an alert in the default layout otherwise. */
export function reminderKind(search: URLSearchParams, width: number, userAgent: string): 'modal' | 'alert' {
  return search.has('api_signup_complete') && isSmartphone(width, userAgent) ? 'modal' : 'alert';
}
