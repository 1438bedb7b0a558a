import * as regionData from 'country-region-data';
import KDBush from 'kdbush';
import type { StateCity } from './cities-dataset.js';
import { haversineKm, nearestFlat } from './nearest.js';

type CountryRow = [name: string, code: string, regions: [name: string, code: string][]];
const COUNTRIES = regionData as unknown as Record<string, CountryRow | undefined>;

/** Beyond this, a country-state-city neighbour says nothing about a place's region. */
const MAX_NEIGHBOUR_KM = 150;
/**
 * A country most of whose country-state-city cities carry codes country-region-data lacks (Great
 * Britain files them under ENG, SCT, WLS; Ireland under its provinces) takes the region of the
 * nearest subdivision centre instead: the few cities that map would claim whole nations.
 */
const MIN_MAPPED_SHARE = 0.5;

/**
 * Codes the two datasets spell differently: Poland's ISO codes changed from numbers to letters in
 * 2018 (country-region-data keeps the numbers); Corsica is one region in country-region-data.
 */
const CODE_ALIASES: Record<string, Record<string, string>> = {
  PL: {
    DS: '02',
    KP: '04',
    LU: '06',
    LB: '08',
    LD: '10',
    MA: '12',
    MZ: '14',
    OP: '16',
    PK: '18',
    PD: '20',
    PM: '22',
    SL: '24',
    SK: '26',
    WN: '28',
    WP: '30',
    ZP: '32',
  },
  FR: { '20R': 'COR' },
};

/**
 * Names country-region-data (4.1.0) misspells, or gives in English where every other region (and every
 * place, place-names.ts) goes by what its own people call it.
 */
const NAME_FIXES: Record<string, Record<string, string>> = {
  BE: { BRU: 'Brussel', VLG: 'Vlaanderen', WAL: 'Wallonie' },
  ES: { AN: 'Andalucía', AR: 'Aragón' },
  CH: { AI: 'Appenzell Innerrhoden' },
  LU: { CL: 'Clervaux' },
};

export interface Region {
  code: string;
  name: string;
}
const UNKNOWN: Region = { code: '', name: '' };

interface CountryCities {
  index: KDBush;
  lat: Float64Array;
  lon: Float64Array;
  regions: Region[];
}

/**
 * Finds the region of a place as country-region-data (so GET /api/regions.php) has it: the
 * subdivision of the nearest country-state-city city of the same country whose `stateCode` is one
 * of country-region-data's codes (cities filed under e.g. "ENG" are left out).
 */
export class RegionFinder {
  private readonly byCountry = new Map<string, CountryCities>();

  constructor(cities: StateCity[], stateCentres: StateCity[]) {
    const byCities = mappedByCountry(cities);
    const byCentres = mappedByCountry(stateCentres);
    for (const [country, { all, list: fromCities }] of byCities) {
      const list =
        fromCities.length >= all * MIN_MAPPED_SHARE ? fromCities : (byCentres.get(country)?.list ?? []);
      if (list.length === 0) continue;
      const index = new KDBush(list.length, 16, Float32Array);
      for (const { city } of list) index.add(city.lon, city.lat);
      index.finish();
      this.byCountry.set(country, {
        index,
        lat: Float64Array.from(list, ({ city }) => city.lat),
        lon: Float64Array.from(list, ({ city }) => city.lon),
        regions: list.map(({ region }) => region),
      });
    }
  }

  regionOf(country: string, lat: number, lon: number): Region {
    const cities = this.byCountry.get(country);
    if (!cities) return UNKNOWN;
    const i = nearestFlat(cities.index, lat, lon);
    if (i < 0 || haversineKm(lat, lon, cities.lat[i], cities.lon[i]) > MAX_NEIGHBOUR_KM) return UNKNOWN;
    return cities.regions[i];
  }
}

interface Mapped {
  city: StateCity;
  region: Region;
}

/** Per country: how many rows it has, and those whose state code is a country-region-data region. */
function mappedByCountry(rows: StateCity[]): Map<string, { all: number; list: Mapped[] }> {
  const grouped = new Map<string, { all: number; list: Mapped[] }>();
  for (const city of rows) {
    const entry = grouped.get(city.country) ?? { all: 0, list: [] };
    entry.all++;
    const region = regionFor(city.country, city.stateCode);
    if (region) entry.list.push({ city, region });
    grouped.set(city.country, entry);
  }
  return grouped;
}

/** country-region-data's regions of a country, in its order, with its misspellings corrected. */
export function countryRegions(country: string): Region[] {
  return (COUNTRIES[country]?.[2] ?? []).map(([name, code]) => ({
    code,
    name: NAME_FIXES[country]?.[code] ?? name,
  }));
}

const regionTables = new Map<string, Map<string, Region>>();

/** country-region-data's region for a country-state-city state code, if it has one. */
function regionFor(country: string, stateCode: string): Region | undefined {
  let table = regionTables.get(country);
  if (!table) {
    table = new Map(countryRegions(country).map((region) => [region.code, region]));
    regionTables.set(country, table);
  }
  const alias = CODE_ALIASES[country]?.[stateCode];
  return table.get(alias ?? stateCode) ?? table.get(`${country}-${stateCode}`);
}

/** The name country-region-data gives a region code, '' when it has none. */
export function regionName(country: string, code: string): string {
  return code ? (regionFor(country, code)?.name ?? '') : '';
}
