import KDBush from 'kdbush';
import { readDatasetCities } from './cities-dataset.js';
import { placeNamesTable } from './local-place-names.js';
import { haversineKm, nearestFlat, nearestPoint } from './nearest.js';
import { largestPlaces, nearestPlace, placeById, searchPlaces } from './place-index.js';
import { foldPlaceName } from './place-names.js';
import { countryRegions, regionName } from './regions.js';

describe('place index', () => {
  it('builds once, in reasonable time', () => {
    const started = performance.now();
    expect(placeById(2759794)?.city).toBe('Amsterdam');
    // ~1.2 s in plain Node; jest's module loader makes it slower
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it.each([
    ['Amsterdam', 52.3731, 4.8922, 'NL', 'NH', 'Noord-Holland'],
    ['Berlin', 52.52, 13.405, 'DE', 'BE', 'Berlin'],
    ['Urk', 52.662, 5.601, 'NL', 'FL', 'Flevoland'],
    ['Zaandam', 52.4385, 4.8264, 'NL', 'NH', 'Noord-Holland'],
    ['Kraków', 50.0614, 19.9366, 'PL', '12', 'Małopolskie'],
    ['Paris', 48.8566, 2.3522, 'FR', 'IDF', 'Île-de-France'],
    // Great Britain and Ireland: by the nearest subdivision centre (their cities are filed by nation/province)
    ['Edinburgh', 55.95, -3.19, 'GB', 'EDH', 'Edinburgh, City of'],
    ['Manchester', 53.48, -2.24, 'GB', 'MAN', 'Manchester'],
    ['Belfast', 54.6, -5.93, 'GB', 'BFS', 'Belfast City'],
    ['Dublin', 53.35, -6.26, 'IE', 'D', 'Dublin'],
    ['Cork', 51.9, -8.47, 'IE', 'CO', 'Cork'],
    // by their local names, not the dataset's English ones
    ['Wien', 48.2082, 16.3738, 'AT', '9', 'Wien'],
    ['Den Haag', 52.0799, 4.3113, 'NL', 'ZH', 'Zuid-Holland'],
    ['Sevilla', 37.3886, -5.9823, 'ES', 'AN', 'Andalucía'],
  ])('geocodes %s with its ISO region', (city, lat, lon, country, region, regionName) => {
    const found = nearestPlace(lat, lon);
    expect(found?.place).toMatchObject({ city, country, region, region_name: regionName });
    expect(found?.distanceKm).toBeLessThan(5);
  });

  it('prefers the big city over a smaller place slightly nearer, within the city’s reach', () => {
    // in Amsterdam's east: Diemen's centre is nearer than Amsterdam's
    expect(nearestPlace(52.35, 4.95, 3)?.place.city).toBe('Diemen');
    expect(nearestPlace(52.35, 4.95)?.place.city).toBe('Amsterdam');
    // but a town's own centre stays that town, however big its neighbour
    expect(nearestPlace(52.3008, 4.8639)?.place.city).toBe('Amstelveen');
  });

  it('answers null at sea and beyond maxKm', () => {
    expect(nearestPlace(54.5, 3.5)).toBeNull(); // North Sea
    expect(nearestPlace(0, -30)).toBeNull(); // Atlantic
    expect(nearestPlace(52.3731, 4.8922, 0.01)).toBeNull();
  });

  it('finds places by id, null for unknown ids', () => {
    expect(placeById(2950159)).toMatchObject({ city: 'Berlin', country: 'DE', region: 'BE' });
    expect(placeById(1)).toBeNull();
    expect(placeById(-5)).toBeNull();
  });

  it('searches by accent- and case-insensitive prefix, biggest first', () => {
    expect(searchPlaces('krakow')[0]).toMatchObject({ city: 'Kraków', country: 'PL' });
    expect(searchPlaces('KÖLN')[0]?.city).toBe('Köln');
    expect(searchPlaces('lodz')[0]?.city).toBe('Łódź');
    expect(searchPlaces("'s-Hert")[0]?.city).toBe("'s-Hertogenbosch");
    const ams = searchPlaces('ams', { limit: 3 });
    expect(ams.map((p) => p.city)).toEqual(['Amsterdam', 'Amstelveen', 'Amsterdam']);
    expect(ams[0].population).toBeGreaterThan(ams[1].population);
  });

  it('filters search by country and honours the limit', () => {
    const dutch = searchPlaces('a', { country: 'NL', limit: 4 });
    expect(dutch).toHaveLength(4);
    expect(dutch.every((p) => p.country === 'NL' && foldPlaceName(p.city).startsWith('a'))).toBe(true);
    expect(dutch[0].city).toBe('Amsterdam');
    expect(searchPlaces('berlin', { country: 'US' }).every((p) => p.country === 'US')).toBe(true);
    expect(searchPlaces('berlin', { country: 'XX' })).toEqual([]);
    expect(searchPlaces('  ')).toEqual([]);
    expect(searchPlaces('zzzzqqq')).toEqual([]);
  });

  it('lists the largest places of a country', () => {
    const nl = largestPlaces('NL', 5);
    expect(nl.map((p) => p.city)).toEqual(['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven']);
    expect(largestPlaces('XX', 5)).toEqual([]);
  });
});

describe('local place names', () => {
  it.each([
    ['Den Haag', 'Den Haag', 'NL', 2747373],
    ["'s-Gravenhage", 'Den Haag', 'NL', 2747373],
    ['the hague', 'Den Haag', undefined, 2747373],
    ['München', 'München', 'DE', 2867714],
    ['munchen', 'München', undefined, 2867714],
    ['Munich', 'München', undefined, 2867714],
    ['Wien', 'Wien', 'AT', 2761369],
    ['Vienna', 'Wien', undefined, 2761369],
    ['Genf', 'Genève', undefined, 2660646],
    ['Geneva', 'Genève', 'CH', 2660646],
    ['Köln', 'Köln', undefined, 2886242],
    ['Cologne', 'Köln', undefined, 2886242],
    ['Copenhagen', 'København', undefined, 2618425],
    ['Bruxelles', 'Brussel', undefined, 2800866],
    ['Warsaw', 'Warszawa', undefined, 756135],
    ['Milan', 'Milano', 'IT', 3173435],
    ['Lisbon', 'Lisboa', undefined, 2267057],
    ['Lontoo', 'London', 'GB', 2643743],
    ['Londyn', 'London', undefined, 2643743],
    ['Kööpenhamina', 'København', undefined, 2618425],
    ['Tukholma', 'Stockholm', 'SE', 2673730],
    ['Nowy Jork', 'New York City', 'US', 5128581],
  ])('finds %s as %s', (query, city, country, id) => {
    expect(searchPlaces(query, { country })[0]).toMatchObject({ id, city });
    expect(placeById(id)?.city).toBe(city);
  });

  it('renames no same-named town elsewhere', () => {
    expect(placeById(3178287)).toMatchObject({ city: 'Cologne', country: 'IT' });
    expect(searchPlaces('Cologne', { country: 'IT' })[0]).toMatchObject({ id: 3178287, city: 'Cologne' });
    const virginia = searchPlaces('Vienna', { country: 'US' });
    expect(virginia[0]?.city).toBe('Vienna');
    expect(virginia.some((p) => p.city === 'Wien')).toBe(false);
    expect(searchPlaces('Wien', { country: 'US' }).some((p) => p.city.startsWith('Vienna'))).toBe(false);
  });

  it('lists a place found by several of its names once', () => {
    const found = searchPlaces('bru', { country: 'BE' });
    expect(found[0].city).toBe('Brussel');
    expect(new Set(found.map((p) => p.id)).size).toBe(found.length);
  });

  it('finds places by their other names on a short prefix too (searched by population)', () => {
    expect(searchPlaces('v', { country: 'AT' })[0]?.city).toBe('Wien');
    expect(searchPlaces('c', { country: 'DE' })[0]?.city).toBe('Köln');
  });

  it('has table rows that name the right place: its dataset name is among them', () => {
    const rows = placeNamesTable();
    const datasetNames = new Map<number, string>();
    const ids = new Set(rows.map(([id]) => id));
    readDatasetCities((city) => {
      if (ids.has(city.id)) datasetNames.set(city.id, city.name);
    });
    const wrong = rows.filter(([id, ...names]) => {
      const datasetName = datasetNames.get(id);
      return datasetName === undefined || !names.includes(datasetName) || placeById(id)?.city !== names[0];
    });
    expect(wrong).toEqual([]);
    expect(ids.size).toBe(rows.length);
  });
});

describe('region names', () => {
  it('corrects the dataset’s misspellings', () => {
    expect(regionName('ES', 'AN')).toBe('Andalucía');
    expect(regionName('ES', 'AR')).toBe('Aragón');
    const spanish = countryRegions('ES').map((r) => r.name);
    expect(spanish).toEqual(expect.arrayContaining(['Andalucía', 'Aragón', 'Valencia/València']));
    expect(spanish).not.toContain('Andalucìa');
    expect(placeById(2510911)).toMatchObject({ city: 'Sevilla', region: 'AN', region_name: 'Andalucía' });
    expect(countryRegions('ES')).toHaveLength(55);
  });
});

describe('nearest point search', () => {
  const random = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('nearestFlat and nearestPoint agree with a brute-force search', () => {
    const next = random(7);
    const n = 2000;
    const lat = Float64Array.from({ length: n }, () => 45 + next() * 10);
    const lon = Float64Array.from({ length: n }, () => next() * 20);
    const index = new KDBush(n, 16);
    for (let i = 0; i < n; i++) index.add(lon[i], lat[i]);
    index.finish();
    for (let q = 0; q < 60; q++) {
      const qLat = 44 + next() * 12;
      const qLon = -1 + next() * 22;
      const distances = Array.from(lat, (_, i) => haversineKm(qLat, qLon, lat[i], lon[i]));
      const best = distances.indexOf(Math.min(...distances));
      expect(nearestPoint({ index, lat, lon }, qLat, qLon)?.i).toBe(best);
      const flat = nearestFlat(index, qLat, qLon);
      // a flat-earth nearest may differ only between near-equal candidates
      expect(distances[flat]).toBeLessThan(distances[best] * 1.05 + 0.5);
    }
  });

  it('finds points across the antimeridian', () => {
    const index = new KDBush(1, 16);
    index.add(-179.99, 0);
    index.finish();
    const found = nearestPoint({ index, lat: [0], lon: [-179.99] }, 0, 179.99, 50);
    expect(found?.i).toBe(0);
    expect(found?.km).toBeLessThan(3);
  });
});
