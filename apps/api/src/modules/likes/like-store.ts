import type { EntityManager } from 'typeorm';
import type { LikeSource } from './profile-like.entity.js';

export interface AddedLike {
  /** False when the like was there already (liking twice is fine and changes nothing). */
  inserted: boolean;
  /** The other profile likes the actor too. */
  match: boolean;
  likedAt: Date;
}

/** The profile that likes (a member's, or a fictional one for an automatic like) and its site. */
export interface Liker {
  tenantId: number;
  profileId: number;
}

/**
 * Stores the liker's like of `likedId` (tenant = the liker's site). Two members liking each other at
 * the same moment must see exactly one match between them: a lock on the pair serialises the two.
 */
export async function addLike(
  db: EntityManager,
  liker: Liker,
  likedId: number,
  source: LikeSource,
): Promise<AddedLike> {
  await lockPair(db, liker.profileId, likedId);
  const inserted: { created_at: Date }[] = await db.query(
    `INSERT INTO profile_like (tenant_id, liker_profile_id, liked_profile_id, source) VALUES ($1, $2, $3, $4)
     ON CONFLICT (liker_profile_id, liked_profile_id) DO NOTHING RETURNING created_at`,
    [liker.tenantId, liker.profileId, likedId, source],
  );
  const [state]: { liked_at: Date; match: boolean }[] = await db.query(
    `SELECT l.created_at AS liked_at,
       EXISTS (SELECT 1 FROM profile_like r WHERE r.liker_profile_id = $2 AND r.liked_profile_id = $1) AS match
     FROM profile_like l WHERE l.liker_profile_id = $1 AND l.liked_profile_id = $2`,
    [liker.profileId, likedId],
  );
  // liking back answers the other's like: it is no longer new (seen, as when its profile is opened)
  if (inserted.length > 0 && state.match) {
    await db.query(
      'UPDATE profile_like SET is_new = false WHERE liker_profile_id = $1 AND liked_profile_id = $2 AND is_new',
      [likedId, liker.profileId],
    );
  }
  return { inserted: inserted.length > 0, match: state.match, likedAt: state.liked_at };
}

/** Withdraws the liker's like of `likedId`; answers whether there was one. */
export async function removeLike(db: EntityManager, liker: Liker, likedId: number): Promise<boolean> {
  await lockPair(db, liker.profileId, likedId);
  const [, removed]: [unknown, number] = await db.query(
    'DELETE FROM profile_like WHERE tenant_id = $1 AND liker_profile_id = $2 AND liked_profile_id = $3',
    [liker.tenantId, liker.profileId, likedId],
  );
  return removed > 0;
}

/** Likes of a pair of profiles change one at a time (held until the transaction ends). */
async function lockPair(db: EntityManager, a: number, b: number): Promise<void> {
  const key = `profile_like:${Math.min(a, b)}:${Math.max(a, b)}`;
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
