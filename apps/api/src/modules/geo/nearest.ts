import type KDBush from 'kdbush';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Points indexed by a KDBush over (lon, lat), with their exact coordinates. */
export interface PointSet {
  index: KDBush;
  lat: ArrayLike<number>;
  lon: ArrayLike<number>;
}

/**
 * The indices of every point within `km` of (lat, lon), with their exact distances: a lon/lat
 * bounding box that surely holds the circle (split at the antimeridian), then haversine.
 */
export function pointsWithin(
  set: PointSet,
  lat: number,
  lon: number,
  km: number,
): { i: number; km: number }[] {
  const dLat = km / KM_PER_DEGREE;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const cosLat = Math.cos(toRad(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const dLon = cosLat < 1e-6 ? 360 : km / (KM_PER_DEGREE * cosLat);
  const candidates: number[] = [];
  for (const [from, to] of lonRanges(lon, dLon))
    candidates.push(...set.index.range(from, minLat, to, maxLat));
  const found: { i: number; km: number }[] = [];
  for (const i of candidates) {
    const d = haversineKm(lat, lon, set.lat[i], set.lon[i]);
    if (d <= km) found.push({ i, km: d });
  }
  return found;
}

function lonRanges(lon: number, dLon: number): [number, number][] {
  if (dLon >= 180) return [[-180, 180]];
  const from = lon - dLon;
  const to = lon + dLon;
  if (from < -180)
    return [
      [from + 360, 180],
      [-180, to],
    ];
  if (to > 180)
    return [
      [from, 180],
      [-180, to - 360],
    ];
  return [[from, to]];
}

/** The nearest point within `maxKm`, searching outwards in growing circles. */
export function nearestPoint(
  set: PointSet,
  lat: number,
  lon: number,
  maxKm = 20_100,
): { i: number; km: number } | null {
  for (let km = Math.min(10, maxKm); ; km = Math.min(km * 4, maxKm)) {
    const found = pointsWithin(set, lat, lon, km);
    if (found.length > 0) return found.reduce((best, p) => (p.km < best.km ? p : best));
    if (km >= maxKm) return null;
  }
}

/**
 * The nearest indexed point by a flat-earth distance (longitude scaled at the query's latitude):
 * branch and bound over KDBush's implicit tree. Good enough to pick a neighbour within a country,
 * and ~50× faster than growing circles when neighbours are sparse.
 */
export function nearestFlat(index: KDBush, lat: number, lon: number): number {
  const { ids, coords, nodeSize } = index;
  const scaleX = Math.max(Math.cos(toRad(lat)), 0.01);
  const distSq = (i: number) => ((coords[2 * i] - lon) * scaleX) ** 2 + (coords[2 * i + 1] - lat) ** 2;
  let best = -1;
  let bestD = Number.POSITIVE_INFINITY;
  const consider = (i: number) => {
    const d = distSq(i);
    if (d < bestD) [best, bestD] = [ids[i], d];
  };
  // [left, right, axis, the least squared distance any point of that node can have]
  const stack: number[] = [0, ids.length - 1, 0, 0];
  while (stack.length > 0) {
    const bound = stack.pop() ?? 0;
    const axis = stack.pop() ?? 0;
    const right = stack.pop() ?? 0;
    const left = stack.pop() ?? 0;
    if (bound >= bestD) continue;
    if (right - left <= nodeSize) {
      for (let i = left; i <= right; i++) consider(i);
      continue;
    }
    const m = (left + right) >> 1;
    consider(m);
    const diff = axis === 0 ? (lon - coords[2 * m]) * scaleX : lat - coords[2 * m + 1];
    const farBound = Math.max(bound, diff * diff);
    // the far side first, so the near side is searched first
    if (diff <= 0) stack.push(m + 1, right, 1 - axis, farBound, left, m - 1, 1 - axis, bound);
    else stack.push(left, m - 1, 1 - axis, farBound, m + 1, right, 1 - axis, bound);
  }
  return best;
}
