// No zod here: the admin app's first load may read these.

/** The staff's cookie: its own name and path, never sent to a member site's calls. */
export const STAFF_COOKIE = 'amora_staff';
export const STAFF_COOKIE_PATH = '/api/admin';
/** A staff session ends 12 hours after sign-in (members keep theirs for 30 days). */
export const STAFF_SESSION_HOURS = 12;
/** Five wrong passwords or codes in a row lock a staff account for 15 minutes. */
export const STAFF_FAILURES_BEFORE_LOCK = 5;
export const STAFF_LOCK_MINUTES = 15;

/**
 * What a staff member may do; each role is given for one tenant or for all (tenant_id null). Owners
 * are always global: they manage staff and read the whole audit log.
 */
export const STAFF_ROLES = ['owner', 'operator', 'support', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Rows per page of the staff list and the audit log. */
export const STAFF_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 100;
