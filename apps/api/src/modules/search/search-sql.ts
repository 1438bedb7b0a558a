import { subYears } from 'date-fns';
import { ATTRIBUTE_FILTERS, type SearchFilters } from './search-filters.js';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Who searches: the pool they see, the profiles hidden from them (their own, blocks both ways), their place. */
export interface Viewer {
  pool: string;
  hidden: number[];
  place: GeoPoint | null;
}

export interface SqlPart {
  sql: string;
  params: unknown[];
}

const KM_PER_DEGREE = 111.045;

/**
 * Only searchable profiles, written exactly as the partial search indexes' predicate (migration
 * 1764200000000), so the planner can use them.
 */
const SEARCHABLE = `p.status = 'active' AND NOT p.invisible`;

/** Great-circle kilometres from a point given as two parameters (haversine; least() guards asin). */
export function distanceSql(lat: string, lon: string): string {
  return `12742 * asin(least(1, sqrt(power(sin(radians(p.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lon}) / 2), 2))))`;
}

/** A latitude/longitude box around a point that holds every place within `km` (btree-friendly). */
export function boundingBox(center: GeoPoint, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const cosLat = Math.cos((center.latitude * Math.PI) / 180);
  const dLon = km / (KM_PER_DEGREE * Math.max(cosLat, 1e-6));
  const wraps = dLon >= 180 || center.longitude - dLon < -180 || center.longitude + dLon > 180;
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    // near the poles or across the antimeridian the latitude band alone bounds the scan
    lon: wraps ? null : { min: center.longitude - dLon, max: center.longitude + dLon },
  };
}

/** Dates of birth for an age range on `today` (UTC): older than min_age years, younger than max_age + 1. */
export function birthRange(filters: Pick<SearchFilters, 'min_age' | 'max_age'>, today = new Date()) {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    latest: filters.min_age === undefined ? undefined : day(subYears(today, filters.min_age)),
    after: filters.max_age === undefined ? undefined : day(subYears(today, filters.max_age + 1)),
  };
}

/** The WHERE clause (without the keyset) of a search; parameters numbered from $1. */
export function whereSql(filters: SearchFilters, viewer: Viewer, today = new Date()): SqlPart {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.pool = ${param(viewer.pool)}`, SEARCHABLE];
  if (viewer.hidden.length > 0) where.push(`p.id <> ALL(${param(viewer.hidden)}::int[])`);
  if (filters.gender) where.push(`p.gender = ${param(filters.gender)}`);
  if (filters.country) where.push(`p.country = ${param(filters.country)}`);
  if (filters.countryregion !== undefined) where.push(`p.region = ${param(filters.countryregion)}`);
  const births = birthRange(filters, today);
  if (births.latest) where.push(`p.date_of_birth <= ${param(births.latest)}::date`);
  if (births.after) where.push(`p.date_of_birth > ${param(births.after)}::date`);
  for (const key of ATTRIBUTE_FILTERS) {
    const value = filters.attributes[key];
    if (value === undefined) continue;
    where.push(
      key === 'tattoos' ? `${value === 'yes' ? '' : 'NOT '}p.tattoos` : `p.${key} = ${param(value)}`,
    );
  }
  if (filters.distance !== undefined && viewer.place) {
    const box = boundingBox(viewer.place, filters.distance);
    where.push(`p.latitude BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`);
    if (box.lon) where.push(`p.longitude BETWEEN ${param(box.lon.min)} AND ${param(box.lon.max)}`);
    const distance = distanceSql(param(viewer.place.latitude), param(viewer.place.longitude));
    where.push(`${distance} <= ${param(filters.distance)}`);
  }
  return { sql: where.join(' AND '), params };
}

const CARD_COLUMNS = `p.id, p.name, p.date_of_birth::text AS date_of_birth, p.city, p.region, p.country,
  p.main_image_filename, p.thumb_filename, p.match_filename, p.is_fictional, p.last_active_at`;

/** One page, newest first, below `beforeId` when given; one row more than `limit` tells a next page exists. */
export function pageSql(where: SqlPart, viewer: Viewer, limit: number, beforeId?: number): SqlPart {
  const params = [...where.params];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const distance = viewer.place
    ? `${distanceSql(param(viewer.place.latitude), param(viewer.place.longitude))} AS distance`
    : 'NULL::float8 AS distance';
  const keyset = beforeId === undefined ? '' : ` AND p.id < ${param(beforeId)}`;
  return {
    sql: `SELECT ${CARD_COLUMNS}, ${distance} FROM profile p WHERE ${where.sql}${keyset}
      ORDER BY p.id DESC LIMIT ${param(limit + 1)}`,
    params,
  };
}

/** The number of matches up to `cap` + 1 (a bounded count: never a walk over the whole pool). */
export function countSql(where: SqlPart, cap: number): SqlPart {
  return {
    sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM profile p WHERE ${where.sql} LIMIT ${cap + 1}) s`,
    params: where.params,
  };
}

/** The viewer's own place and the profiles hidden from them: their own and blocks either way. */
export const VIEWER_SQL = `
  SELECT own.latitude, own.longitude,
    ARRAY(
      SELECT b.profile_id FROM member_block b WHERE b.member_id = $1
      UNION
      SELECT m.profile_id FROM member_block b JOIN member m ON m.id = b.member_id
      WHERE b.profile_id = $2::int AND m.profile_id IS NOT NULL
    ) AS hidden
  FROM (VALUES (1)) one LEFT JOIN profile own ON own.id = $2::int`;
