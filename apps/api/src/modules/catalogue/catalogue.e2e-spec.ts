import { INTEREST_KEYS, interestsSchema, regionsSchema } from '@amora/contracts';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('catalogue calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/interests.php answers the whole catalogue, cacheable', async () => {
    const { host } = await createTenant(t.dataSource);
    const res = await t.http.get('/api/interests.php').set('Host', host).expect(200);
    const { interests } = interestsSchema.parse(res.body);
    expect(interests.map((i) => i.key)).toEqual([...INTEREST_KEYS]);
    expect(new Set(interests.map((i) => i.id)).size).toBe(INTEREST_KEYS.length);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("GET /api/regions.php answers the regions of the tenant's countries only", async () => {
    const nl = await createTenant(t.dataSource, { countries: ['NL', 'BE'] });
    const de = await createTenant(t.dataSource, { countries: ['DE'] });

    const res = await t.http.get('/api/regions.php').set('Host', nl.host).expect(200);
    const { countries } = regionsSchema.parse(res.body);
    expect(countries.map((c) => c.country)).toEqual(['NL', 'BE']);
    expect(countries[0].regions).toHaveLength(12);
    expect(countries[0].regions).toContainEqual({ code: 'UT', name: 'Utrecht' });

    const german = await t.http.get('/api/regions.php').set('Host', de.host).expect(200);
    expect(german.body.countries.map((c: { country: string }) => c.country)).toEqual(['DE']);
    expect(german.body.countries[0].regions).toContainEqual({ code: 'BY', name: 'Bayern' });

    // spelled right, where the dataset misspells it ("Andalucìa")
    const es = await createTenant(t.dataSource, { countries: ['ES'] });
    const spanish = await t.http.get('/api/regions.php').set('Host', es.host).expect(200);
    expect(spanish.body.countries[0].regions).toContainEqual({ code: 'AN', name: 'Andalucía' });
  });

  it('refuses other methods with 405', async () => {
    const { host } = await createTenant(t.dataSource);
    for (const path of ['/api/interests.php', '/api/regions.php', '/api/companyinfo.php']) {
      const res = await t.http.delete(path).set('Host', host).expect(405);
      expect(res.body.error.code).toBe('method_not_allowed');
    }
  });
});
