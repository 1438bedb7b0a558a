/** A profile `p`'s last activity, as a column of a query on profile (no join to write). */
export const LAST_ACTIVE_SQL = '(SELECT a.last_active_at FROM profile_activity a WHERE a.profile_id = p.id)';

/** last_active_at is written at most once a minute per session and process. */
const TOUCH_EVERY_MS = 60_000;
const MAX_REMEMBERED = 50_000;
const touchedAt = new Map<string, number>();

/**
 * Whether the request of session `key` should write its member's `last_active_at` (the online dot,
 * "recently active"): at most once a minute per session and process, remembered as done when it says
 * yes. The session lookup writes it in the same statement (withTouchSql), which writes nothing when
 * another process or session has just done so.
 */
export function touchDue(key: string, now = Date.now()): boolean {
  const last = touchedAt.get(key);
  if (last !== undefined && now - last < TOUCH_EVERY_MS) return false;
  if (touchedAt.size >= MAX_REMEMBERED) touchedAt.clear();
  touchedAt.set(key, now);
  return true;
}

/** Forgets `key` (a session that was not found): a made-up cookie takes no room. */
export function forgetTouch(key: string): void {
  touchedAt.delete(key);
}

/**
 * The member found by `memberSql` (a query whose row names the member's columns as Member's
 * properties), with their profile's last activity written when the SQL boolean `touch` is true. The request does not
 * wait for the write's WAL flush (synchronous_commit off for the statement's own transaction): a crash
 * of PostgreSQL may forget a minute's "seen", nothing more, while a slow flush of the disk held every
 * request that touched (bench/chat, 10,000 members: 167 a second). One statement, not a lookup and an
 * UPDATE: the session lookup runs on every member request, and a round trip costs the API more than
 * the query (bench/chat: a third of the sends touched).
 */
export function withTouchSql(memberSql: string, touch: string, tenant: string): string {
  return `WITH found AS (${memberSql}),
    touched AS (
      UPDATE profile_activity a SET last_active_at = now()
      FROM found, (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
      WHERE ${touch} AND a.profile_id = found."profileId" AND a.tenant_id = ${tenant}
        AND found.status <> 'deleted' AND a.last_active_at < now() - interval '1 minute'
    )
    SELECT * FROM found`;
}
