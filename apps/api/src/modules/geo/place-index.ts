import { type ForkOptions, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import KDBush from 'kdbush';
import { type DatasetCity, readDatasetCities, readStateCentres, readStateCities } from './cities-dataset.js';
import { otherPlaceNames, shownPlaceName } from './local-place-names.js';
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

/**
 * A column of ~135k strings as one UTF-8 buffer and where each starts: as many heap strings would cost
 * ~10 MB more and stay in the old generation for the life of the process.
 */
interface TextColumn {
  bytes: Buffer;
  /** Row i's text is bytes[offsets[i], offsets[i + 1]). */
  offsets: Uint32Array;
}

/** The places as columns: ~135k of them, so no object per place is kept. */
interface PlaceTable extends PointSet {
  ids: Int32Array;
  /** The names places are shown by (local-place-names.ts). */
  names: TextColumn;
  population: Uint32Array;
  country: Uint16Array;
  region: Uint16Array;
  countries: string[];
  regions: Region[];
  /** Row numbers ordered by id, for placeById. */
  byId: Int32Array;
  /**
   * The names places are found by, folded: row i's shown name at i, then the few other names (the
   * dataset's exonym, other languages' forms) at rows.length + j, which is row otherNameRows[j]'s.
   */
  folded: TextColumn;
  otherNameRows: Int32Array;
  /** Indices into folded, ordered by its UTF-8 bytes, for prefix search. */
  byName: Int32Array;
  /** Row numbers, biggest place first. */
  byPopulation: Int32Array;
}

let table: PlaceTable | undefined;

/** Built on first use, once per process (about a second; see place-index.spec.ts), unless warmPlaceIndex built it. */
function places(): PlaceTable {
  table ??= buildTable();
  return table;
}

/** The table as warmPlaceIndex's child process sends it: its columns' buffers, the index's as one. */
export type PackedPlaceTable = Omit<PlaceTable, 'index'> & { index: ArrayBuffer };

export function packPlaceTable(): PackedPlaceTable {
  const t = buildTable();
  return { ...t, index: t.index.data as ArrayBuffer };
}

function textColumn(texts: string[]): TextColumn {
  const offsets = new Uint32Array(texts.length + 1);
  texts.forEach((text, i) => {
    offsets[i + 1] = offsets[i] + Buffer.byteLength(text);
  });
  const bytes = Buffer.allocUnsafe(offsets[texts.length]);
  for (const [i, text] of texts.entries()) bytes.write(text, offsets[i]);
  return { bytes, offsets };
}

/** A column that came over IPC: copied out of the message (its views would keep all of it). */
const receivedColumn = ({ bytes, offsets }: TextColumn): TextColumn => ({
  bytes: Buffer.from(bytes),
  offsets: offsets.slice(),
});

/** The table out of warmPlaceIndex's message, every column copied out of it. */
function receivedTable(packed: PackedPlaceTable): PlaceTable {
  return {
    ...packed,
    ids: packed.ids.slice(),
    population: packed.population.slice(),
    lat: (packed.lat as Float64Array).slice(),
    lon: (packed.lon as Float64Array).slice(),
    country: packed.country.slice(),
    region: packed.region.slice(),
    byId: packed.byId.slice(),
    byName: packed.byName.slice(),
    byPopulation: packed.byPopulation.slice(),
    otherNameRows: packed.otherNameRows.slice(),
    index: KDBush.from(packed.index.slice(0)),
    names: receivedColumn(packed.names),
    folded: receivedColumn(packed.folded),
  };
}

const textAt = (column: TextColumn, i: number) =>
  column.bytes.toString('utf8', column.offsets[i], column.offsets[i + 1]);

/** Row i's text against `other` (UTF-8), in byte order: < 0, 0 or > 0. */
const compareAt = (column: TextColumn, i: number, other: Buffer) =>
  column.bytes.compare(other, 0, other.length, column.offsets[i], column.offsets[i + 1]);

function startsWithAt(column: TextColumn, i: number, prefix: Buffer): boolean {
  const from = column.offsets[i];
  if (column.offsets[i + 1] - from < prefix.length) return false;
  return column.bytes.compare(prefix, 0, prefix.length, from, from + prefix.length) === 0;
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
    population: new Uint32Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    country: new Uint16Array(n),
    region: new Uint16Array(n),
  };
  rows.forEach((city, i) => {
    t.ids[i] = city.id;
    t.population[i] = city.population;
    t.lat[i] = city.lat;
    t.lon[i] = city.lon;
    t.country[i] = countries.idOf(city.country);
    t.region[i] = regions.idOf(regionFinder.regionOf(city.country, city.lat, city.lon));
    index.add(city.lon, city.lat);
  });
  index.finish();
  const shownNames = rows.map((city) => shownPlaceName(city.id, city.name));
  const other = foldedOtherNames(rows, shownNames);
  const folded = textColumn([...shownNames.map(foldPlaceName), ...other.names]);
  const order = (length: number, compare: (a: number, b: number) => number) =>
    Int32Array.from(Array(length).keys()).sort(compare);
  const { bytes, offsets } = folded;
  return {
    ...t,
    names: textColumn(shownNames),
    index,
    countries: countries.values,
    regions: regions.values,
    folded,
    otherNameRows: Int32Array.from(other.rows),
    byId: order(n, (a, b) => t.ids[a] - t.ids[b]),
    byName: order(folded.offsets.length - 1, (a, b) =>
      bytes.compare(bytes, offsets[b], offsets[b + 1], offsets[a], offsets[a + 1]),
    ),
    byPopulation: order(n, (a, b) => t.population[b] - t.population[a] || a - b),
  };
}

/** The folded names each row is found by besides its shown one (none twice), and their rows. */
function foldedOtherNames(rows: DatasetCity[], shownNames: string[]): { names: string[]; rows: number[] } {
  const other = { names: [] as string[], rows: [] as number[] };
  rows.forEach((city, row) => {
    const names = otherPlaceNames(city.id, city.name);
    if (names.length === 0) return;
    const shown = foldPlaceName(shownNames[row]);
    for (const name of new Set(names.map(foldPlaceName))) {
      if (name === shown || name === '') continue;
      other.names.push(name);
      other.rows.push(row);
    }
  });
  return other;
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
    city: textAt(t.names, i),
    region: region.code,
    region_name: region.name,
    country: t.countries[t.country[i]],
    lat: t.lat[i],
    lon: t.lon[i],
    population: t.population[i],
  };
}

/**
 * warmPlaceIndex's fork: none of this process's flags (an --inspect port, a preloaded module), whether
 * on its command line or in NODE_OPTIONS, which a child reads too: it only builds.
 */
export function placeChildOptions(env: NodeJS.ProcessEnv): ForkOptions {
  const { NODE_OPTIONS: _flags, ...rest } = env;
  return {
    serialization: 'advanced',
    execArgv: [],
    env: rest,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  };
}

/**
 * Builds the index now rather than in the first member's geocode or place search, in a child process:
 * building it reads two datasets (some 100 MB of objects, gone once the columns are made), and a heap
 * that grew that far stays that big. A worker thread's heap goes with it, but not all it allocated
 * (the process kept ~20 MB more than the table); a process's memory all goes when it exits. Its
 * failure leaves the build to the first use.
 */
export function warmPlaceIndex(): void {
  if (table) return;
  const child = fork(
    fileURLToPath(new URL('./place-index.worker.js', import.meta.url)),
    placeChildOptions(process.env),
  );
  child.unref();
  child.channel?.unref();
  child.once('message', (packed: PackedPlaceTable) => {
    table ??= receivedTable(packed);
    child.disconnect();
  });
  child.once('error', () => child.kill());
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

/** Places one of whose names starts with `prefix` (accents and case ignored), biggest first. */
export function searchPlaces(
  prefix: string,
  options: { country?: string; limit?: number } = {},
): PlaceRecord[] {
  const t = places();
  const folded = Buffer.from(foldPlaceName(prefix));
  const limit = options.limit ?? 10;
  if (folded.length === 0 || limit <= 0) return [];
  const countryId = options.country === undefined ? undefined : t.countries.indexOf(options.country);
  if (countryId === -1) return [];
  const fits = (i: number) => countryId === undefined || t.country[i] === countryId;
  const [from, to] = nameRange(t, folded);
  let rows: number[];
  if (to - from <= 5000) {
    // a place found by two of its names ("bru": Brussel, Bruxelles) once
    const found = new Set(Array.from(t.byName.subarray(from, to), (name) => rowOfName(t, name)));
    rows = [...found].filter(fits);
    rows.sort((a, b) => t.population[b] - t.population[a] || a - b);
    rows = rows.slice(0, limit);
  } else {
    // a short prefix: the biggest places come first in population order, so stop early
    const foundByOtherName = rowsByOtherName(t, folded);
    rows = [];
    for (const i of t.byPopulation) {
      if (rows.length >= limit) break;
      if (fits(i) && (startsWithAt(t.folded, i, folded) || foundByOtherName.has(i))) rows.push(i);
    }
  }
  return rows.map((i) => record(t, i));
}

/** The row of a name in folded (see PlaceTable). */
const rowOfName = (t: PlaceTable, name: number) =>
  name < t.ids.length ? name : t.otherNameRows[name - t.ids.length];

/** The rows one of whose other names starts with `prefix`: a few hundred names to look at. */
function rowsByOtherName(t: PlaceTable, prefix: Buffer): Set<number> {
  const rows = new Set<number>();
  t.otherNameRows.forEach((row, j) => {
    if (startsWithAt(t.folded, t.ids.length + j, prefix)) rows.add(row);
  });
  return rows;
}

/** The range of byName whose folded names start with `prefix` (UTF-8). */
function nameRange(t: PlaceTable, prefix: Buffer): [number, number] {
  const lowerBound = (accept: (name: number) => boolean) => {
    let lo = 0;
    let hi = t.byName.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (accept(t.byName[mid])) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const before = (name: number) => compareAt(t.folded, name, prefix) < 0;
  const from = lowerBound(before);
  const to = lowerBound((name) => before(name) || startsWithAt(t.folded, name, prefix));
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
