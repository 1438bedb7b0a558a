/**
 * Member accounts (issue #3): limits, names and keys. No zod here (the schemas are in account.ts): the
 * web app's first load reads some of these.
 */

export const SESSION_COOKIE = 'amora_session';
export const SESSION_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 30;
export const SIGNUP_MESSAGE_MAX_LENGTH = 500;
export const LOGIN_FAILURES_BEFORE_LOCK = 10;
export const LOCK_MINUTES = 15;
export const RESET_TOKEN_MINUTES = 30;
export const RESET_EMAILS_PER_DAY = 3;
export const REACTIVATION_DAYS = 14;
export const USER_REFETCH_MS = 60_000;
export const USER_REFETCH_PUSH_MS = 300_000;
export const USER_REFETCH_START_MS = 5_000;

export const USER_STATUSES = ['not_confirmed', 'active', 'pending_deletion'] as const;
export const PROFILE_STATUSES = ['active', 'disabled'] as const;
export const NOTIFICATIONS_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;

/** Dismissed alerts store a unix timestamp under these localStorage keys (spec §4). */
export const ALERT_STORAGE_KEYS = {
  enrich: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  disabledNotifications: 'hide-disabled-notifications-alert',
  timeBonus: 'hide-time-bonus-modal',
} as const;

/** The query parameters of a traffic source (spec §3), as trackingSchema (tracking.ts) reads them. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** The longest value of each, in UTF-16 code units: trackingSchema's limits, read also by the web app at start. */
export const TRACKING_MAX_LENGTHS = {
  network: 100,
  ref: 100,
  sub1: 200,
  sub2: 200,
  sub3: 200,
} as const satisfies Record<(typeof TRACKING_KEYS)[number], number>;
