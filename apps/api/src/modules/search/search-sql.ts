// one function's module, not date-fns' index of 250 (issue 10: memory at rest)
import { GENDERS } from '@amora/contracts';
import { subYears } from 'date-fns/subYears';
import { LAST_ACTIVE_SQL } from '../profiles/profile-activity.js';
import { ATTRIBUTE_FILTERS, type SearchFilters } from './search-filters.js';
import { isTrait, traitConditions } from './search-indexes.js';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Who searches: the pool they see and, for a member, what VIEWER_SQL read of them beforehand: their place
 * (for a distance filter and the cards' distances) and the profiles hidden from them (their own, blocks
 * both ways). As parameters the planner sees them as values: the box's real bounds pick the index, and the
 * hidden profiles are a constant list. Read inside the statement instead (a CTE), the check against them
 * cost every profile the scan passed an array read again, a quarter of a distance count (bench/search).
 */
export interface Viewer {
  pool: string;
  memberId: number | null;
  profileId: number | null;
  /** A member's place; none: no distance filter, no distances on the cards. */
  place?: GeoPoint;
  /** A member's hidden profiles (VIEWER_SQL), and the exact matches that led similar results. */
  hidden?: number[];
}

/**
 * A member's own place (null latitude or longitude: none) and the profiles hidden from them: their own,
 * those they blocked and those whose members blocked them. $1: member id, $2: profile id (or null).
 */
export const VIEWER_SQL = `SELECT own.latitude, own.longitude, ARRAY(
    SELECT b.profile_id FROM member_block b WHERE b.member_id = $1::int
    UNION
    SELECT bm.profile_id FROM member_block b JOIN member bm ON bm.id = b.member_id
    WHERE b.profile_id = $2::int AND bm.profile_id IS NOT NULL
    UNION
    SELECT $2::int WHERE $2::int IS NOT NULL
  ) AS hidden
  FROM (VALUES (1)) one LEFT JOIN profile own ON own.id = $2::int`;

/** VIEWER_SQL as a prepared statement (preparedQuery): it runs before every page of a member's search. */
export const VIEWER_STATEMENT = { name: 'search_viewer', text: VIEWER_SQL };

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

/**
 * Great-circle kilometres from a point given as two SQL expressions (haversine; least() guards asin), null
 * for a profile without a place: least() passes over a null, which made it half the earth away (20,015 km).
 */
export function distanceSql(lat: string, lon: string): string {
  return `CASE WHEN p.latitude IS NOT NULL AND p.longitude IS NOT NULL THEN
    12742 * asin(least(1, sqrt(power(sin(radians(p.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lon}) / 2), 2)))) END`;
}

const EARTH_DIAMETER_KM = 12742;
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Within `km` of `center`, as cheap per profile as exactness allows: the haversine with each hav(x) written
 * as (1 - cos x) / 2, against the cosine of the radius's angle, so three cosines per profile and nothing
 * else of note (the centre's cosine, the factor and the threshold are parameters; a sine squared by power()
 * per term cost a 500 km count 7% more, asin and sqrt more still). `param` adds a float8 parameter. A square
 * inscribed in the circle let through on comparisons alone was tried: its planning cost more than it saved
 * (bench/search).
 */
export function withinDistanceSql(center: GeoPoint, km: number, param: (value: number) => string): string {
  const radians = param(RADIANS_PER_DEGREE);
  return `cos((p.latitude - ${param(center.latitude)}) * ${radians})
    - ${param(Math.cos(center.latitude * RADIANS_PER_DEGREE))} * cos(p.latitude * ${radians})
      * (1 - cos((p.longitude - ${param(center.longitude)}) * ${radians}))
    >= ${param(Math.cos((2 * km) / EARTH_DIAMETER_KM))}`;
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

/**
 * A search taken apart: the conditions an index walk in id order can hold (`walk`: equalities and the
 * keyset; `matches`: the same for the count) and the others (`rest`: ranges, hidden profiles, the
 * distance), the viewer's place as SQL (its parameters added on first use: a statement must use every
 * parameter it has), and the parameters (numbered from $1).
 */
interface Search {
  walk: string[];
  /** walk's conditions and, for the count, the traits as the traits index holds them (traitConditions). */
  matches: string[];
  rest: string[];
  place: () => { latitude: string; longitude: string } | null;
  params: unknown[];
}

function searchParts(filters: SearchFilters, viewer: Viewer, beforeId?: number, today = new Date()): Search {
  const params: unknown[] = [];
  // text parameters take the column's type (a cast to text would keep varchar columns out of the index)
  const param = (value: unknown, type?: 'int' | 'int[]' | 'text[]' | 'date' | 'float8') => {
    params.push(value);
    return type ? `$${params.length}::${type}` : `$${params.length}`;
  };
  const walk = [`p.pool = ${param(viewer.pool)}`, SEARCHABLE];
  const rest: string[] = [];
  if (viewer.memberId !== null && !viewer.hidden)
    throw new Error("a member's search needs their hidden profiles");
  if (viewer.hidden && viewer.hidden.length > 0) rest.push(`p.id <> ALL(${param(viewer.hidden, 'int[]')})`);
  const own = viewer.place;
  let placeSql: ReturnType<Search['place']> = null;
  const place = () => {
    if (own && !placeSql)
      placeSql = { latitude: param(own.latitude, 'float8'), longitude: param(own.longitude, 'float8') };
    return placeSql;
  };
  if (filters.gender) walk.push(`p.gender = ${param(filters.gender)}`);
  // every gender (the column's check): the indexes led by gender then serve a search without one too
  else rest.push(`p.gender = ANY(${param(GENDERS, 'text[]')})`);
  if (filters.country) walk.push(`p.country = ${param(filters.country)}`);
  if (filters.countryregion !== undefined) walk.push(`p.region = ${param(filters.countryregion)}`);
  // each attribute asked on its column; a trait's also as the traits index holds it, for the count
  const traitParams: Parameters<typeof traitConditions>[0] = {};
  for (const key of ATTRIBUTE_FILTERS) {
    const value = filters.attributes[key];
    if (value === undefined) continue;
    if (key === 'tattoos') {
      walk.push(`${value === 'yes' ? '' : 'NOT '}p.tattoos`);
      continue;
    }
    const placeholder = param(value);
    if (isTrait(key)) traitParams[key] = { value, sql: placeholder };
    walk.push(`p.${key} = ${placeholder}`);
  }
  const matches = [...walk, ...traitConditions(traitParams)];
  if (beforeId !== undefined) {
    const keyset = `p.id < ${param(beforeId, 'int')}`;
    walk.push(keyset);
    matches.push(keyset);
  }
  const births = birthRange(filters, today);
  if (births.latest) rest.push(`p.date_of_birth <= ${param(births.latest, 'date')}`);
  if (births.after) rest.push(`p.date_of_birth > ${param(births.after, 'date')}`);
  if (filters.distance !== undefined) {
    if (!own) throw new Error("a distance needs the viewer's place"); // the service checks first
    const box = boundingBox(own, filters.distance);
    rest.push(`p.latitude BETWEEN ${param(box.minLat, 'float8')} AND ${param(box.maxLat, 'float8')}`);
    if (box.lon) {
      rest.push(`p.longitude BETWEEN ${param(box.lon.min, 'float8')} AND ${param(box.lon.max, 'float8')}`);
    }
    rest.push(withinDistanceSql(own, filters.distance, (value) => param(value, 'float8')));
  }
  return { walk, matches, rest, place, params };
}

const CARD_COLUMNS = `p.id, p.name, p.date_of_birth::text AS date_of_birth, p.city, p.region, p.country,
  p.main_image_filename, p.thumb_filename, p.match_filename, p.is_fictional, ${LAST_ACTIVE_SQL} AS last_active_at`;

/** The columns the walk's filters read: all of them in every search index (index-only walks). */
const WALK_COLUMNS = 'p.id, p.gender, p.date_of_birth, p.latitude, p.longitude';

const and = (conditions: string[]) => (conditions.length > 0 ? conditions.join(' AND ') : 'true');

/**
 * Newest first through an index in id order (the planner picks the one of the equalities), the other
 * conditions checked on the way until `limit` match. OFFSET 0 keeps the planner from taking the ranges
 * into the scan: with them it may misjudge a distance box as small and sort the whole box instead.
 * Cheap when many match: above the count cap at most limit × pool / cap index entries.
 */
const walkSql = (s: Search, limit: number, gate?: string) => `SELECT p.id FROM (
    SELECT ${WALK_COLUMNS} FROM profile p WHERE ${and(s.walk)} ORDER BY p.id DESC OFFSET 0) p
  WHERE ${and([...(gate ? [gate] : []), ...s.rest])} LIMIT ${limit}`;

/** Every match, up to `cap` + 1 (the bounded count), through the index the planner finds narrowest. */
const matchesSql = (s: Search, cap: number) =>
  `SELECT p.id FROM profile p WHERE ${and([...s.matches, ...s.rest])} LIMIT ${cap + 1}`;

const withCtes = (ctes: string[]) => `WITH ${ctes.join(',\n  ')}`;

/** The cards of the page's ids, newest first, with the distance from the viewer's place. */
function cardsSql(s: Search, pageIds: string): string {
  const place = s.place();
  const distance = place ? distanceSql(place.latitude, place.longitude) : 'NULL::float8';
  return `SELECT ${CARD_COLUMNS}, ${distance} AS distance FROM ${pageIds} ids JOIN profile p ON p.id = ids.id`;
}

export interface SearchPage {
  /** One page's statement; its rows: `n` (the count, or null) and a card's columns (null id: none). */
  sql: string;
  params: unknown[];
}

/**
 * One page of a search in one statement, with the viewer's hidden profiles read inside it.
 * `limit` rows at most (one more than a page tells a next page exists), newest first, below `beforeId`.
 *
 * `counted` (page 1, and later pages of a search that matched at most `cap`): the bounded count's scan
 * collects the matches; when it finds at most `cap`, the page is their newest, else an index walk in id
 * order (walkSql) finds it. So the plan never hangs on the planner's guess of how many a filter keeps
 * (a distance box in a city holds thousands where it guesses dozens), and costs at most the count's scan
 * plus a short walk. `walk` (later pages of a search above the cap): the walk alone, without the count.
 */
export function searchSql(
  filters: SearchFilters,
  viewer: Viewer,
  options: { shape: 'counted' | 'walk'; limit: number; cap: number; beforeId?: number },
  today = new Date(),
): SearchPage {
  const s = searchParts(filters, viewer, options.beforeId, today);
  if (options.shape === 'walk') {
    const ctes = [`page AS MATERIALIZED (${walkSql(s, options.limit)})`];
    return {
      sql: `${withCtes(ctes)}
        SELECT NULL::int AS n, card.* FROM (${cardsSql(s, 'page')}) card
        ORDER BY card.id DESC`,
      params: s.params,
    };
  }
  const { cap, limit } = options;
  const ctes = [
    `m AS MATERIALIZED (${matchesSql(s, cap)})`,
    'c AS MATERIALIZED (SELECT count(*)::int AS n FROM m)',
    `page AS MATERIALIZED (
      (SELECT m.id FROM m WHERE (SELECT n FROM c) <= ${cap} ORDER BY m.id DESC LIMIT ${limit})
      UNION ALL
      (${walkSql(s, limit, `(SELECT n FROM c) > ${cap}`)}))`,
  ];
  return {
    sql: `${withCtes(ctes)}
      SELECT c.n, card.* FROM c LEFT JOIN LATERAL (${cardsSql(s, 'page')}) card ON true
      ORDER BY card.id DESC`,
    params: s.params,
  };
}

/** The bounded count alone, as searchSql counts (bench/search times it apart). */
export function countSql(filters: SearchFilters, viewer: Viewer, cap: number, today = new Date()): SqlPart {
  const s = searchParts(filters, viewer, undefined, today);
  return {
    sql: `${withCtes([`m AS MATERIALIZED (${matchesSql(s, cap)})`])} SELECT count(*)::int AS n FROM m`,
    params: s.params,
  };
}
