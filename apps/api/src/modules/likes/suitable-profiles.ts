import type { DataSource, EntityManager } from 'typeorm';
import { distanceSql } from '../search/search-sql.js';
import {
  type Actor,
  CARD_COLUMNS,
  type CardRow,
  REACHABLE,
  reachableParams,
  soughtGenders,
} from './like-actor.js';

export interface SuitableOptions {
  limit: number;
  /** Candidates for the automatic like: operator-run, with a main photo, not liking the actor yet. */
  autoLikers?: boolean;
  /** Pick at random among the nearest rather than in a fixed order. */
  shuffle?: boolean;
}

/** Nearby means within this many kilometres: closer than that, the more recently active come first. */
const NEAR_KM = 50;

/**
 * Profiles of the pool that suit the actor (the gender their profile seeks) and that the actor has
 * neither liked nor passed over yet, reachable (not own, visible, active, no block). Those with a main photo first, then the nearest, then the most recently
 * active.
 */
export function suitableProfiles(
  db: DataSource | EntityManager,
  actor: Actor,
  options: SuitableOptions,
): Promise<(CardRow & { tenant_id: number })[]> {
  const params: unknown[] = [...reachableParams(actor), soughtGenders(actor), options.limit];
  const near =
    actor.latitude === null || actor.longitude === null
      ? 'NULL::int'
      : `floor(${distanceSql(`$${params.push(actor.latitude)}`, `$${params.push(actor.longitude)}`)} / ${NEAR_KM})`;
  const autoLikers = options.autoLikers
    ? `AND p.is_fictional AND p.main_image_filename IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM profile_like l WHERE l.liker_profile_id = p.id AND l.liked_profile_id = $4)`
    : '';
  const tiebreak = options.shuffle ? 'random()' : 'p.last_active_at DESC, p.id DESC';
  return db.query(
    `SELECT ${CARD_COLUMNS}, p.tenant_id FROM profile p
     WHERE ${REACHABLE} AND p.gender = ANY($5::text[]) ${autoLikers}
       AND NOT EXISTS (SELECT 1 FROM profile_like l WHERE l.liker_profile_id = $4 AND l.liked_profile_id = p.id)
       AND NOT EXISTS (SELECT 1 FROM profile_pass x WHERE x.profile_id = $4 AND x.passed_profile_id = p.id)
     ORDER BY p.main_image_filename IS NULL, ${near} NULLS LAST, ${tiebreak}
     LIMIT $6`,
    params,
  );
}
