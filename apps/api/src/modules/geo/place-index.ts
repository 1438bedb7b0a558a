import { Worker } from 'node:worker_threads';
import KDBush from 'kdbush';
import { type DatasetCity, readDatasetCities, readStateCentres, readStateCities } from './cities-dataset.js';
import { nearestPoint, type PointSet, pointsWithin } from './nearest.js';
import { foldPlaceName } from './place-names.js';
import { type Region, RegionFinder } from './regions.js';

export interface PlaceRecord {
  /** GeoNames id. */
  id: number;
  city: string;
  /** ISO 3166-2 subdivision code without the country (as GET /api/regions.php), '' when unknown. */
  region: string;
  region_name: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
}

/** Historical, abandoned or destroyed places, and sections of a city (the city itself is there). */
const SKIPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH', 'PPLX']);
export const DEFAULT_GEOCODE_KM = 50;

/** The places as columns: ~135k of them, so no object per place is kept. */
interface PlaceTable extends PointSet {
  ids: Int32Array;
  names: string[];
  population: Uint32Array;
  country: Uint16Array;
  region: Uint16Array;
  countries: string[];
  regions: Region[];
  /** Row numbers ordered by id, for placeById. */
  byId: Int32Array;
  /** Row numbers ordered by folded name, for prefix search. */
  byName: Int32Array;
  folded: string[];
  /** Row numbers, biggest place first. */
  byPopulation: Int32Array;
}

let table: PlaceTable | undefined;

/** Built on first use, once per process (about a second; see place-index.spec.ts), unless warmPlaceIndex built it. */
function places(): PlaceTable {
  table ??= buildTable();
  return table;
}

/**
 * The table as a worker thread sends it: the columns' buffers move; the names go as one string each
 * (one string copied and split is quicker for the receiving event loop than 135k copied one by one).
 */
export type PackedPlaceTable = Omit<PlaceTable, 'index' | 'names' | 'folded'> & {
  index: ArrayBuffer;
  names: string;
  folded: string;
};

/** Place names hold no line breaks: they part the names in a packed table. */
const NAME_SEPARATOR = '\n';

export function packPlaceTable(): { packed: PackedPlaceTable; transfer: ArrayBuffer[] } {
  const t = buildTable();
  const packed = {
    ...t,
    index: t.index.data as ArrayBuffer,
    names: t.names.join(NAME_SEPARATOR),
    folded: t.folded.join(NAME_SEPARATOR),
  };
  const columns = [t.ids, t.population, t.lat, t.lon, t.country, t.region, t.byId, t.byName, t.byPopulation];
  const buffers = columns.map((column) => (column as Int32Array | Float64Array).buffer as ArrayBuffer);
  return { packed, transfer: [packed.index, ...buffers] };
}

function buildTable(): PlaceTable {
  const rows: DatasetCity[] = [];
  readDatasetCities((city) => {
    if (!SKIPPED_FEATURES.has(city.featureCode)) rows.push(city);
  });
  const regionFinder = new RegionFinder(readStateCities(), readStateCentres());
  const countries = new Interner<string>((c) => c);
  const regions = new Interner<Region>((r) => `${r.code}\u0000${r.name}`);
  const n = rows.length;
  const index = new KDBush(n, 64, Float32Array);
  const t = {
    ids: new Int32Array(n),
    names: new Array<string>(n),
    population: new Uint32Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    country: new Uint16Array(n),
    region: new Uint16Array(n),
  };
  rows.forEach((city, i) => {
    t.ids[i] = city.id;
    t.names[i] = city.name;
    t.population[i] = city.population;
    t.lat[i] = city.lat;
    t.lon[i] = city.lon;
    t.country[i] = countries.idOf(city.country);
    t.region[i] = regions.idOf(regionFinder.regionOf(city.country, city.lat, city.lon));
    index.add(city.lon, city.lat);
  });
  index.finish();
  const folded = rows.map((city) => foldPlaceName(city.name));
  const order = (compare: (a: number, b: number) => number) => Int32Array.from(rows.keys()).sort(compare);
  return {
    ...t,
    index,
    countries: countries.values,
    regions: regions.values,
    folded,
    byId: order((a, b) => t.ids[a] - t.ids[b]),
    byName: order((a, b) => (folded[a] < folded[b] ? -1 : folded[a] > folded[b] ? 1 : 0)),
    byPopulation: order((a, b) => t.population[b] - t.population[a] || a - b),
  };
}

class Interner<T> {
  readonly values: T[] = [];
  private readonly ids = new Map<string, number>();
  constructor(private readonly keyOf: (value: T) => string) {}
  idOf(value: T): number {
    const key = this.keyOf(value);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.push(value) - 1;
      this.ids.set(key, id);
    }
    return id;
  }
}

function record(t: PlaceTable, i: number): PlaceRecord {
  const region = t.regions[t.region[i]];
  return {
    id: t.ids[i],
    city: t.names[i],
    region: region.code,
    region_name: region.name,
    country: t.countries[t.country[i]],
    lat: t.lat[i],
    lon: t.lon[i],
    population: t.population[i],
  };
}

/**
 * Builds the index now rather than in the first member's geocode or place search, in a worker thread:
 * building it reads two datasets (some 100 MB of objects, gone once the columns are made), and a heap
 * that grew that far stays that big; the worker's goes with it. Its failure leaves the build to the
 * first use.
 */
export function warmPlaceIndex(): void {
  if (table) return;
  const worker = new Worker(new URL('./place-index.worker.js', import.meta.url));
  worker.unref();
  worker.once('message', (packed: PackedPlaceTable) => {
    const names = packed.names.split(NAME_SEPARATOR);
    const folded = packed.folded.split(NAME_SEPARATOR);
    // a name with the separator in it would shift the rest: then the first use builds it here
    if (names.length === packed.ids.length && folded.length === packed.ids.length) {
      table ??= { ...packed, index: KDBush.from(packed.index), names, folded };
    }
    void worker.terminate();
  });
  worker.once('error', () => void worker.terminate());
}

export function placeById(id: number): PlaceRecord | null {
  const t = places();
  let lo = 0;
  let hi = t.byId.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = t.byId[mid];
    if (t.ids[row] === id) return record(t, row);
    if (t.ids[row] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}

/** How far a place of this size reaches: a point 5 km from a big city's centre is still that city. */
const reachKm = (population: number) => 0.005 * Math.sqrt(population);

/**
 * The place a position is in: the nearest, except that a big city wins over a village a little
 * nearer when the position lies within the city's reach. Null beyond `maxKm` (at sea).
 */
export function nearestPlace(
  lat: number,
  lon: number,
  maxKm = DEFAULT_GEOCODE_KM,
): { place: PlaceRecord; distanceKm: number } | null {
  const t = places();
  const nearest = nearestPoint(t, lat, lon, maxKm);
  if (!nearest) return null;
  const searchKm = Math.min(maxKm, nearest.km + reachKm(4e7));
  const candidates = pointsWithin(t, lat, lon, searchKm);
  const score = (p: { i: number; km: number }) => p.km - reachKm(t.population[p.i]);
  const best = candidates.reduce((a, b) => (score(b) < score(a) ? b : a), nearest);
  return { place: record(t, best.i), distanceKm: best.km };
}

/** Places whose name starts with `prefix` (accents and case ignored), biggest first. */
export function searchPlaces(
  prefix: string,
  options: { country?: string; limit?: number } = {},
): PlaceRecord[] {
  const t = places();
  const folded = foldPlaceName(prefix);
  const limit = options.limit ?? 10;
  if (!folded || limit <= 0) return [];
  const countryId = options.country === undefined ? undefined : t.countries.indexOf(options.country);
  if (countryId === -1) return [];
  const fits = (i: number) => countryId === undefined || t.country[i] === countryId;
  const [from, to] = nameRange(t, folded);
  let rows: number[];
  if (to - from <= 5000) {
    rows = Array.from(t.byName.subarray(from, to)).filter(fits);
    rows.sort((a, b) => t.population[b] - t.population[a] || a - b);
    rows = rows.slice(0, limit);
  } else {
    // a short prefix: the biggest places come first in population order, so stop early
    rows = [];
    for (const i of t.byPopulation) {
      if (rows.length >= limit) break;
      if (fits(i) && t.folded[i].startsWith(folded)) rows.push(i);
    }
  }
  return rows.map((i) => record(t, i));
}

/** The range of byName whose folded names start with `prefix`. */
function nameRange(t: PlaceTable, prefix: string): [number, number] {
  const lowerBound = (accept: (name: string) => boolean) => {
    let lo = 0;
    let hi = t.byName.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (accept(t.folded[t.byName[mid]])) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const from = lowerBound((name) => name < prefix);
  const to = lowerBound((name) => name < prefix || name.startsWith(prefix));
  return [from, to];
}

export function largestPlaces(country: string, count: number): PlaceRecord[] {
  const t = places();
  const countryId = t.countries.indexOf(country);
  const rows: number[] = [];
  if (countryId === -1) return [];
  for (const i of t.byPopulation) {
    if (rows.length >= count) break;
    if (t.country[i] === countryId) rows.push(i);
  }
  return rows.map((i) => record(t, i));
}
