import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../persistence/prepared-query.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';

/** A profile `p`'s last activity, as a column of a query on profile (no join to write). */
export const LAST_ACTIVE_SQL = '(SELECT a.last_active_at FROM profile_activity a WHERE a.profile_id = p.id)';

/** last_active_at is written at most once a minute per profile and process. */
const TOUCH_EVERY_MS = 60_000;
const MAX_REMEMBERED = 50_000;
const touchedAt = new Map<number, number>();

/**
 * Keeps a member's `last_active_at` (profile_activity) fresh (the online dot, "recently active"). Cheap enough
 * for every request: a map lookup, and at most one UPDATE a minute, which writes nothing when another
 * process has just done so. The request does not wait for the UPDATE's WAL flush (synchronous_commit
 * off for its transaction): a crash of PostgreSQL may forget a minute's "seen", nothing more, while a
 * slow flush of the disk held every request that touched (bench/chat, 10,000 members: 167 a second).
 */
export async function touchLastActive(
  db: DataSource,
  tenant: TenantRef,
  profileId: number,
  { prepared }: { prepared: boolean },
  now = Date.now(),
): Promise<void> {
  const last = touchedAt.get(profileId);
  if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
  if (touchedAt.size >= MAX_REMEMBERED) touchedAt.clear();
  touchedAt.set(profileId, now);
  await preparedQuery(
    db,
    {
      name: 'profile_touch_last_active',
      text: `UPDATE "profile_activity" SET "last_active_at" = now()
        FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
        WHERE "profile_id" = $1 AND "tenant_id" = $2 AND "last_active_at" < now() - interval '1 minute'`,
      values: [profileId, tenant.id],
    },
    { prepared },
  );
}
