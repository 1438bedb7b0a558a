import { existsSync, readFileSync } from 'node:fs';
import { settingsSchema } from '@amora/contracts';
import { dataPath } from '../../config/paths.js';
import { Profile } from '../../modules/profiles/profile.entity.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_MEMBER } from './demo-members.js';
import { DEMO_PROFILES_PER_TENANT, DemoSeeder } from './demo-seeder.js';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: '1' });
  });
  afterAll(() => t.close());

  it('seeds three demo tenants in different niches, languages and palettes on the first start', async () => {
    const tenants = await t.dataSource
      .getRepository(Tenant)
      .find({ relations: { domains: true }, order: { id: 'ASC' } });
    expect(tenants.map((x) => x.slug)).toEqual(['vonk', 'herz', 'spark']);
    expect(new Set(tenants.map((x) => x.niche)).size).toBe(3);
    expect(tenants.map((x) => x.domainLanguage.slice(0, 2))).toEqual(['nl', 'de', 'en']);
    expect(new Set(tenants.map((x) => x.theme.primary)).size).toBe(3);
    expect(tenants.flatMap((x) => x.domains.filter((d) => d.isPrimary).map((d) => d.host))).toEqual([
      'vonk.localhost',
      'herz.localhost',
      'spark.localhost',
    ]);
  });

  it('answers valid settings for each demo host', async () => {
    for (const host of ['vonk.localhost', 'herz.localhost', 'spark.localhost']) {
      const res = await t.http.get('/api/settings.php').set('Host', host).expect(200);
      expect(() => settingsSchema.parse(res.body)).not.toThrow();
    }
  });

  it('gives each tenant a few hundred localized profiles with generated portraits, some fictional', async () => {
    const profiles = t.dataSource.getRepository(Profile);
    const herz = await t.dataSource.getRepository(Tenant).findOneByOrFail({ slug: 'herz' });
    const rows = await profiles.findBy({ tenantId: herz.id });
    // the generated profiles and the demo member's own
    expect(rows).toHaveLength(DEMO_PROFILES_PER_TENANT + 1);
    expect(rows.every((p) => ['DE', 'AT', 'CH'].includes(p.country))).toBe(true);
    const fictional = rows.filter((p) => p.isFictional).length;
    expect(fictional).toBeGreaterThan(0);
    expect(fictional).toBeLessThan(rows.length / 2);
    const ages = rows.map((p) => new Date().getFullYear() - Number(p.dateOfBirth.slice(0, 4)));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(herz.minAge);

    const file = dataPath(t.env, 'uploads', rows[0].mainImageFilename ?? '');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg/);
    const served = await t.http
      .get(`/media/${rows[0].mainImageFilename}`)
      .set('Host', 'herz.localhost')
      .expect(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
  });

  it('has a demo member who can log in on every demo host', async () => {
    for (const host of ['vonk.localhost', 'herz.localhost', 'spark.localhost']) {
      const res = await t.http
        .post('/api/user.php')
        .set('Host', host)
        .set('X-Request-Type', 'web')
        .send({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
        .expect(200);
      expect(res.body.user).toMatchObject({
        email: DEMO_MEMBER.email,
        status: 'active',
        credits: expect.any(Number),
      });
      expect(res.body.user.credits).toBeGreaterThan(0);
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
  });
});
