import { INTEREST_KEYS, PROFILE_ATTRIBUTE_VALUES, regionsSchema, settingsSchema } from '@amora/contracts';
import { largestPlaces, placeById } from '../../modules/geo/place-index.js';
import { Profile } from '../../modules/profiles/profile.entity.js';
import { ageOn, ONLINE_WINDOW_MS } from '../../modules/profiles/profile-card.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_MEMBER } from './demo-members.js';
import { DEMO_PROFILES_PER_TENANT, DemoSeeder } from './demo-seeder.js';

const HOSTS = ['vonk.localhost', 'herz.localhost', 'spark.localhost'];
const DAY_MS = 24 * 3600_000;

describe('demo data', () => {
  let t: TestApp;
  let tenants: Tenant[];
  const profilesOf = (slug: string) =>
    t.dataSource.getRepository(Profile).findBy({ tenantId: tenants.find((x) => x.slug === slug)?.id });

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: '1' });
    tenants = await t.dataSource
      .getRepository(Tenant)
      .find({ relations: { domains: true }, order: { id: 'ASC' } });
    // the first start builds the place index and renders the demo portraits
  }, 120_000);
  afterAll(() => t.close());

  it('seeds three demo tenants in different languages and palettes on the first start', async () => {
    expect(tenants.map((x) => x.slug)).toEqual(['vonk', 'herz', 'spark']);
    expect(tenants.map((x) => x.domainLanguage.slice(0, 2))).toEqual(['nl', 'de', 'en']);
    expect(new Set(tenants.map((x) => x.theme.primary)).size).toBe(3);
    expect(tenants.flatMap((x) => x.domains.filter((d) => d.isPrimary).map((d) => d.host))).toEqual(HOSTS);
  });

  it('lets two tenants of one niche share a profile pool, and keeps the third apart', async () => {
    const [vonk, herz, spark] = tenants;
    expect(vonk.niche).toBe(spark.niche);
    expect(herz.niche).not.toBe(vonk.niche);
    expect([vonk, herz, spark].map((x) => x.shareProfilePool)).toEqual([true, false, true]);
    const poolsOf = async (slug: string) => new Set((await profilesOf(slug)).map((p) => p.pool));
    const [vonkPools, herzPools, sparkPools] = await Promise.all(['vonk', 'herz', 'spark'].map(poolsOf));
    expect([...vonkPools]).toEqual([`niche:${vonk.niche}`]);
    expect([...sparkPools]).toEqual([...vonkPools]);
    expect([...herzPools]).toEqual([`tenant:${herz.id}`]);
  });

  it('answers valid settings for each demo host, with attribute and distance filters', async () => {
    for (const host of HOSTS) {
      const res = await t.http.get('/api/settings.php').set('Host', host).expect(200);
      const settings = settingsSchema.parse(res.body);
      expect(settings.search_fields).toEqual(expect.arrayContaining(['distance', 'body_type']));
      expect(settings.visible_profile_notes).toBe(true);
      expect(settings.photo_credits).toBeGreaterThan(0);
    }
  });

  it('gives each tenant a few hundred profiles with attributes from the enums, interests and an about text', async () => {
    for (const tenant of tenants) {
      const rows = (await profilesOf(tenant.slug)).filter((p) => p.name !== DEMO_MEMBER.name);
      // the generated profiles (the demo member's own is the one more)
      expect(rows).toHaveLength(DEMO_PROFILES_PER_TENANT);
      for (const [attribute, values] of Object.entries(PROFILE_ATTRIBUTE_VALUES)) {
        const column = {
          relationship_status: 'relationshipStatus',
          eye_colour: 'eyeColour',
          body_type: 'bodyType',
        };
        const key = (column[attribute as keyof typeof column] ?? attribute) as keyof Profile;
        const seen = new Set(rows.map((p) => p[key]));
        expect([...seen].filter((value) => !(values as readonly unknown[]).includes(value))).toEqual([]);
        // realistic variety: most values of each attribute occur
        expect(seen.size).toBeGreaterThanOrEqual(Math.min(values.length - 1, 4));
      }
      expect(rows.filter((p) => p.sexuality === 'gay' && p.gender !== 'male')).toEqual([]);
      expect(rows.filter((p) => p.sexuality === 'lesbian' && p.gender !== 'female')).toEqual([]);
      for (const p of rows) {
        expect(p.interests.length).toBeGreaterThanOrEqual(2);
        expect(p.interests.length).toBeLessThanOrEqual(6);
        expect(p.interests.filter((key) => !(INTEREST_KEYS as readonly string[]).includes(key))).toEqual([]);
        expect(p.about.split('. ').length).toBeGreaterThanOrEqual(2);
      }
      // built from phrases, not one text for all
      expect(new Set(rows.map((p) => p.about)).size).toBeGreaterThan(rows.length * 0.9);
    }
  });

  it('writes the about texts in the tenant’s language', async () => {
    const abouts = async (slug: string) => (await profilesOf(slug)).map((p) => p.about).join(' ');
    expect(await abouts('vonk')).toMatch(/\b(ik|een|mijn)\b/);
    expect(await abouts('herz')).toMatch(/\b(ich|und|mein)\b/i);
    expect(await abouts('spark')).toMatch(/\b(I|and|my)\b/);
    expect(await abouts('spark')).not.toMatch(/\b(ik|ich|lorem)\b/i);
  });

  it('spreads ages over the tenant’s minimum age to 65 and last-active times over a month', async () => {
    const now = Date.now();
    for (const tenant of tenants) {
      const rows = await profilesOf(tenant.slug);
      const ages = rows.map((p) => ageOn(p.dateOfBirth));
      expect(Math.min(...ages)).toBeGreaterThanOrEqual(tenant.minAge);
      expect(Math.max(...ages)).toBeLessThanOrEqual(65);
      expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan((65 - tenant.minAge) / 2);
      const activity: { last_active_at: Date }[] = await t.dataSource.query(
        'SELECT last_active_at FROM profile_activity WHERE profile_id = ANY($1::int[])',
        [rows.map((p) => p.id)],
      );
      expect(activity).toHaveLength(rows.length);
      const idle = activity.map((a) => now - a.last_active_at.getTime());
      const online = idle.filter((ms) => ms < ONLINE_WINDOW_MS).length;
      expect(online).toBeGreaterThan(rows.length * 0.03);
      expect(online).toBeLessThan(rows.length * 0.25);
      expect(idle.filter((ms) => ms < 7 * DAY_MS).length).toBeGreaterThan(rows.length / 2);
      expect(Math.max(...idle)).toBeLessThanOrEqual(31 * DAY_MS);
      const fictional = rows.filter((p) => p.isFictional).length;
      expect(fictional).toBeGreaterThan(rows.length / 14);
      expect(fictional).toBeLessThan(rows.length / 4);
    }
  });

  it('places every profile, the demo member’s too, in a city of the dataset with a region GET /api/regions.php knows', async () => {
    for (const [index, tenant] of tenants.entries()) {
      const res = await t.http.get('/api/regions.php').set('Host', HOSTS[index]).expect(200);
      const known = new Set(
        regionsSchema
          .parse(res.body)
          .countries.flatMap((c) => c.regions.map((r) => `${c.country}-${r.code}`)),
      );
      // the dataset leaves a country without regions where its two sources disagree (Great Britain)
      const withoutRegions = new Set(
        tenant.countries.filter((c) => largestPlaces(c, 100).every((place) => place.region === '')),
      );
      const rows = await profilesOf(tenant.slug);
      const problems = rows.flatMap((p) => {
        const place = p.placeId === null ? null : placeById(p.placeId);
        const ok =
          place !== null &&
          tenant.countries.includes(p.country) &&
          [place.city, place.region, place.country, place.lat, place.lon].join() ===
            [p.city, p.region, p.country, p.latitude, p.longitude].join() &&
          (known.has(`${p.country}-${p.region}`) || (p.region === '' && withoutRegions.has(p.country)));
        return ok ? [] : [`${p.id} ${p.city} ${p.country}-${p.region} (${p.placeId})`];
      });
      expect({ tenant: tenant.slug, problems: problems.slice(0, 5), count: problems.length }).toEqual({
        tenant: tenant.slug,
        problems: [],
        count: 0,
      });
      // weighted by population, so big cities come up more than once, but not only one city
      const cities = new Set(rows.map((p) => p.placeId));
      expect(cities.size).toBeGreaterThan(20);
      expect(cities.size).toBeLessThan(rows.length);
      expect(new Set(rows.map((p) => p.country))).toEqual(new Set(tenant.countries));
      expect(withoutRegions.size).toBeLessThan(tenant.countries.length);
    }
  });

  it('serves each generated profile’s main image', async () => {
    const profiles = await profilesOf('herz');
    // all but the demo member's, which has no photo yet
    const withPhoto = profiles.filter((p) => p.mainImageFilename !== null);
    expect(withPhoto).toHaveLength(profiles.length - 1);
    const row = withPhoto[Math.floor(withPhoto.length / 2)];
    const served = await t.http
      .get(`/media/${row.mainImageFilename}`)
      .set('Host', 'herz.localhost')
      .expect(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });

  it('has a demo member with a complete profile who can log in on every demo host', async () => {
    for (const host of HOSTS) {
      const res = await t.http
        .post('/api/user.php')
        .set('Host', host)
        .set('X-Request-Type', 'web')
        .send({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
        .expect(200);
      expect(res.body.user).toMatchObject({ email: DEMO_MEMBER.email, status: 'active' });
      expect(res.body.user.credits).toBeGreaterThan(0);
    }
    for (const tenant of tenants) {
      const own = (await profilesOf(tenant.slug)).find((p) => p.name === DEMO_MEMBER.name);
      expect(own).toMatchObject({
        placeId: expect.any(Number),
        latitude: expect.any(Number),
        about: expect.any(String),
      });
      expect(own?.interests.length).toBeGreaterThan(0);
      expect(own?.about.length).toBeGreaterThan(20);
      expect(tenant.countries).toContain(own?.country);
    }
  });

  it('does not seed again on the next start, and npm run seed re-creates the demo tenants', async () => {
    const seeder = t.app.get(DemoSeeder);
    await seeder.onApplicationBootstrap();
    expect(await t.dataSource.getRepository(Tenant).count()).toBe(3);

    await t.dataSource.getRepository(Tenant).update({ slug: 'vonk' }, { name: 'Changed' });
    await seeder.reseed(5);
    const vonk = await t.dataSource.getRepository(Tenant).findOneByOrFail({ slug: 'vonk' });
    expect(vonk.name).toBe('Vonk');
    // five generated profiles and the demo member's own
    expect(await t.dataSource.getRepository(Profile).countBy({ tenantId: vonk.id })).toBe(6);
    expect(await t.dataSource.getRepository(Tenant).count()).toBe(3);
  }, 120_000);
});
