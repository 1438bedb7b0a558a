import type { DataSource, EntityManager } from 'typeorm';
import { boundingBox, distanceSql } from '../search/search-sql.js';
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
  /** At random among the nearest rather than the most recently active first. */
  shuffle?: boolean;
}

export type SuitableRow = CardRow & { tenant_id: number };

/** Nearby means within this many kilometres: closer than that, the more recently active come first. */
const NEAR_KM = 25;
/** Search rings around the actor's place, widened while too few profiles are found. */
const RINGS_KM = [NEAR_KM, 100, 500];
/** Without a place, the newest profiles this many deep are ordered (never a sort of the whole pool). */
const WINDOW_WITHOUT_PLACE = 2000;

/**
 * Profiles of the pool that suit the actor (the gender their profile seeks) and that the actor has
 * neither liked nor passed over yet, reachable (not own, visible, active, no block). Those with a main
 * photo first, then the nearest, then the most recently active. A pool holds 200,000 profiles: the
 * rings read a box of the place index each, and only a pool too sparse to fill them is read whole.
 */
export async function suitableProfiles(
  db: DataSource | EntityManager,
  actor: Actor,
  options: SuitableOptions,
): Promise<SuitableRow[]> {
  if (actor.latitude === null || actor.longitude === null) return db.query(...withoutPlace(actor, options));
  let rows: SuitableRow[] = [];
  for (const km of [...RINGS_KM, null]) {
    rows = await db.query(
      ...nearPlace(actor, { latitude: actor.latitude, longitude: actor.longitude }, km, options),
    );
    if (rows.length >= options.limit) break;
  }
  return rows;
}

type Query = [string, unknown[]];

/** An automatic like comes from someone of about the member's age. */
const AUTO_LIKE_AGE_YEARS = 12;

/** The conditions every suitable profile meets; parameters $1 to $6. */
function suitable(actor: Actor, options: SuitableOptions): Query {
  const autoLikers = options.autoLikers
    ? `AND p.is_fictional AND p.main_image_filename IS NOT NULL
       AND p.date_of_birth BETWEEN $6::date - interval '${AUTO_LIKE_AGE_YEARS} years'
                               AND $6::date + interval '${AUTO_LIKE_AGE_YEARS} years'
       AND p.id NOT IN (SELECT a.liker_profile_id FROM profile_like a WHERE a.liked_profile_id = $4)`
    : '';
  // NOT IN over small sets becomes a hashed filter inside the scan, so the sort above it stays a top-N
  const sql = `${REACHABLE} AND p.gender = ANY($5::text[]) ${autoLikers}
    AND p.id NOT IN (SELECT l.liked_profile_id FROM profile_like l WHERE l.liker_profile_id = $4
                     UNION ALL
                     SELECT x.passed_profile_id FROM profile_pass x WHERE x.profile_id = $4)`;
  const params = [...reachableParams(actor), soughtGenders(actor)];
  return [sql, options.autoLikers ? [...params, actor.dateOfBirth] : params];
}

const tiebreak = (options: SuitableOptions) =>
  options.shuffle ? 'random()' : 'last_active_at DESC NULLS LAST, p.id DESC'; // the output column (CARD_COLUMNS)

function nearPlace(
  actor: Actor,
  place: { latitude: number; longitude: number },
  km: number | null,
  options: SuitableOptions,
): Query {
  const [where, params] = suitable(actor, options);
  const param = (value: unknown) => `$${params.push(value)}`;
  const distance = distanceSql(param(place.latitude), param(place.longitude));
  let ring = '';
  if (km !== null) {
    const box = boundingBox(place, km);
    ring = `AND p.latitude BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}
      ${box.lon ? `AND p.longitude BETWEEN ${param(box.lon.min)} AND ${param(box.lon.max)}` : ''}
      AND ${distance} <= ${param(km)}`;
  }
  const sql = `SELECT ${CARD_COLUMNS}, p.tenant_id FROM profile p WHERE ${where} ${ring}
    ORDER BY p.main_image_filename IS NULL, floor(${distance} / ${NEAR_KM}) NULLS LAST, ${tiebreak(options)}
    LIMIT ${param(options.limit)}`;
  return [sql, params];
}

/**
 * Without a place: the newest of the pool, those of the member's own country first (a pool may be
 * shared with sites of other countries, whose profiles would otherwise fill a new member's first matches).
 */
function withoutPlace(actor: Actor, options: SuitableOptions): Query {
  const [where, params] = suitable(actor, options);
  const country = `$${params.push(actor.country)}`;
  const sql = `SELECT * FROM (
      SELECT ${CARD_COLUMNS}, p.tenant_id FROM profile p WHERE ${where}
      ORDER BY p.id DESC LIMIT ${WINDOW_WITHOUT_PLACE}) p
    ORDER BY p.main_image_filename IS NULL, p.country IS DISTINCT FROM ${country}, ${tiebreak(options)}
    LIMIT $${params.push(options.limit)}`;
  return [sql, params];
}
