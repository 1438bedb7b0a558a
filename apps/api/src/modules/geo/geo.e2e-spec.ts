import { geocodeAnswerSchema, placesAnswerSchema } from '@amora/contracts';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('geocode and places', () => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    ({ host } = await createTenant(t.dataSource));
  });
  afterAll(() => t.close());

  let caller = 0;
  const get = (path: string, query: Record<string, string | number | undefined>) =>
    t.http
      .get(path)
      .query(query)
      .set('Host', host)
      .set('X-Forwarded-For', `10.9.0.${++caller % 250}`);

  it.each([
    [52.3731, 4.8922, 'Amsterdam', 'NL', 'NH', 'Noord-Holland'],
    [52.52, 13.405, 'Berlin', 'DE', 'BE', 'Berlin'],
    [51.5072, -0.1276, 'London', 'GB', 'LND', 'London'],
    [52.662, 5.601, 'Urk', 'NL', 'FL', 'Flevoland'],
    // by the names their people use, not the dataset's English ones
    [48.2082, 16.3738, 'Wien', 'AT', '9', 'Wien'],
    [52.0799, 4.3113, 'Den Haag', 'NL', 'ZH', 'Zuid-Holland'],
    [37.3886, -5.9823, 'Sevilla', 'ES', 'AN', 'Andalucía'],
  ])('answers the place at %s, %s', async (lat, lon, city, country, region, regionName) => {
    const response = await get('/api/geocode.php', { lat, lon }).expect(200);
    const answer = geocodeAnswerSchema.parse(response.body);
    expect(answer.place).toMatchObject({ city, country, region, region_name: regionName });
    expect(answer.distance).toBeLessThan(5);
  });

  it('answers null, not an error, at sea', async () => {
    for (const [lat, lon] of [
      [54.5, 3.5],
      [0, -30],
      [-60, 100],
    ]) {
      const response = await get('/api/geocode.php', { lat, lon }).expect(200);
      expect(response.body).toEqual({ place: null, distance: null });
    }
  });

  it('refuses coordinates out of range, missing or empty with validation_failed', async () => {
    const queries = [
      { lat: 91, lon: 0 },
      { lat: 0, lon: -181 },
      { lat: 'north', lon: 0 },
      { lat: 52 },
      // an empty value is no coordinate, not 0 (a real place off Africa)
      { lat: '', lon: '' },
      { lat: 52, lon: '' },
    ];
    for (const query of queries) {
      const response = await get('/api/geocode.php', query).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
  });

  it('completes place names, accents and case aside, biggest first', async () => {
    const response = await get('/api/places.php', { q: 'AMST' }).expect(200);
    const { places } = placesAnswerSchema.parse(response.body);
    expect(places[0]).toMatchObject({ city: 'Amsterdam', country: 'NL', region: 'NH' });
    expect(places.length).toBeLessThanOrEqual(10);
    const krakow = placesAnswerSchema.parse((await get('/api/places.php', { q: 'krakow' }).expect(200)).body);
    expect(krakow.places[0]).toMatchObject({ city: 'Kraków', country: 'PL' });
  });

  it.each([
    ['Den Haag', 'Den Haag', 'NL'],
    ["'s-Gravenhage", 'Den Haag', 'NL'],
    ['München', 'München', 'DE'],
    ['Munich', 'München', 'DE'],
    ['Wien', 'Wien', 'AT'],
    ['Genf', 'Genève', 'CH'],
    ['Köln', 'Köln', 'DE'],
    ['Cologne', 'Köln', undefined],
  ])('completes %s to the place by its local name, %s', async (q, city, country) => {
    const response = await get('/api/places.php', { q, country }).expect(200);
    expect(placesAnswerSchema.parse(response.body).places[0]?.city).toBe(city);
  });

  it("offers the places of the site's countries first, then the world's", async () => {
    const site = await createTenant(t.dataSource, { countries: ['NL', 'BE'] });
    const response = await t.http.get('/api/places.php').query({ q: 'ber' }).set('Host', site.host);
    const countries = placesAnswerSchema.parse(response.body).places.map((place) => place.country);
    const served = countries.filter((country) => ['NL', 'BE'].includes(country)).length;
    expect(served).toBeGreaterThan(0);
    expect(countries.slice(0, served).every((country) => ['NL', 'BE'].includes(country))).toBe(true);
  });

  it('narrows places to a country and answers an empty list for nothing', async () => {
    const { places } = placesAnswerSchema.parse(
      (await get('/api/places.php', { q: 'berlin', country: 'US' }).expect(200)).body,
    );
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.country === 'US')).toBe(true);
    const none = await get('/api/places.php', { q: 'qqqxzz' }).expect(200);
    expect(none.body).toEqual({ places: [] });
  });

  it('refuses an empty query or a bad country', async () => {
    for (const query of [{ q: '   ' }, { q: 'a', country: 'nl' }, { q: 'x'.repeat(101) }]) {
      const response = await get('/api/places.php', query).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
  });

  it('limits geocode requests per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await t.http
        .get('/api/geocode.php')
        .query({ lat: 52.37, lon: 4.89 })
        .set('Host', host)
        .set('X-Forwarded-For', '10.99.99.99');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
