import { profileAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, as, insertProfile, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/profile.php', () => {
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  let other: { tenant: Tenant; host: string };
  let viewer: TestMember;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    site = await createTenant(t.dataSource, {
      niche: 3,
      visibleProfileFields: ['gender', 'hair', 'interests', 'age', 'city', 'region', 'country'],
      visibleProfileNotes: true,
    });
    other = await createTenant(t.dataSource, { niche: 3 });
    viewer = await activeMember(t.http, t.dataSource, site.host);
  });
  afterAll(() => t.close());

  const view = (host: string, id: number | string, who?: TestMember) =>
    as(t.http, host, who).get('/api/profile.php', { id });
  const expectNotFound = async (host: string, id: number, who?: TestMember) => {
    const response = await view(host, id, who).expect(404);
    expect(response.body.error.code).toBe('profile_not_found');
  };

  it('shows a profile of the pool to visitors and members, fields as the tenant allows', async () => {
    const id = await insertProfile(t.dataSource, site.tenant.id, { about: 'Loves hiking' });
    for (const who of [undefined, viewer]) {
      const { profile } = profileAnswerSchema.parse((await view(site.host, id, who).expect(200)).body);
      expect(profile).toMatchObject({ id, gender: 'female', hair: 'brown', interests: ['travel'] });
      expect(profile).toMatchObject({ city: 'Utrecht', region: 'UT', country: 'NL', about: 'Loves hiking' });
      expect(profile.fictional).toBe(true);
      expect(profile.blocked).toBe(false);
      for (const hidden of ['sexuality', 'relationship_status', 'eye_colour', 'body_type', 'tattoos']) {
        expect(profile).not.toHaveProperty(hidden);
      }
    }
  });

  it('leaves out what visible_profile_fields and visible_profile_notes do not list', async () => {
    // the factory's tenant shows gender, age and city only, and no notes
    const id = await insertProfile(t.dataSource, other.tenant.id, { about: 'secret notes' });
    const response = await view(other.host, id).expect(200);
    const { profile } = profileAnswerSchema.parse(response.body);
    expect(profile).toMatchObject({ gender: 'female', city: 'Utrecht', region: '', country: '' });
    for (const hidden of ['hair', 'interests', 'about', 'sexuality'])
      expect(profile).not.toHaveProperty(hidden);
    expect(JSON.stringify(response.body)).not.toContain('secret notes');
  });

  it('gives the distance when both places are known', async () => {
    await t.dataSource.query('UPDATE profile SET latitude = 52.37403, longitude = 4.88969 WHERE id = $1', [
      viewer.profileId,
    ]);
    const id = await insertProfile(t.dataSource, site.tenant.id); // Utrecht, ~35 km
    const { profile } = profileAnswerSchema.parse((await view(site.host, id, viewer).expect(200)).body);
    expect(profile.distance).toBeGreaterThan(30);
    expect(profile.distance).toBeLessThan(40);
    const { profile: seenByVisitor } = profileAnswerSchema.parse(
      (await view(site.host, id).expect(200)).body,
    );
    expect(seenByVisitor.distance).toBeNull();
  });

  it('hides invisible and disabled profiles, but not from their owner', async () => {
    const invisible = await insertProfile(t.dataSource, site.tenant.id, { invisible: true });
    const disabled = await insertProfile(t.dataSource, site.tenant.id, { status: 'disabled' });
    await expectNotFound(site.host, invisible, viewer);
    await expectNotFound(site.host, disabled);
    await t.dataSource.query('UPDATE profile SET invisible = true WHERE id = $1', [viewer.profileId]);
    await view(site.host, viewer.profileId, viewer).expect(200);
    await t.dataSource.query('UPDATE profile SET invisible = false WHERE id = $1', [viewer.profileId]);
  });

  it('refuses to block a hidden profile as unknown, so that blocks tell no more than search', async () => {
    const invisible = await insertProfile(t.dataSource, site.tenant.id, { invisible: true });
    const disabled = await insertProfile(t.dataSource, site.tenant.id, { status: 'disabled' });
    for (const profile_id of [invisible, disabled]) {
      const refused = await as(t.http, site.host, viewer).post('/api/blocks.php', { profile_id }).expect(404);
      expect(refused.body.error.code).toBe('profile_not_found');
    }
    const { blocks } = (await as(t.http, site.host, viewer).get('/api/blocks.php').expect(200)).body;
    expect(blocks.map((block: { profile_id: number }) => block.profile_id)).not.toContain(invisible);
  });

  it('hides a member who turned invisible in the settings, and shows them again', async () => {
    const member = await activeMember(t.http, t.dataSource, site.host);
    await view(site.host, member.profileId, viewer).expect(200);
    await as(t.http, site.host, member).put('/api/account-settings.php', { invisible: true }).expect(200);
    await expectNotFound(site.host, member.profileId, viewer);
    await as(t.http, site.host, member).put('/api/account-settings.php', { invisible: false }).expect(200);
    await view(site.host, member.profileId, viewer).expect(200);
  });

  it('hides the profile of an account awaiting deletion', async () => {
    const member = await activeMember(t.http, t.dataSource, site.host);
    await view(site.host, member.profileId).expect(200);
    const deleted = await t.http
      .delete('/api/user.php')
      .set('Host', site.host)
      .set('Cookie', member.cookie)
      .set('X-Request-Type', 'web')
      .send({ password: 'velvet-sunrise-42' });
    expect(deleted.status).toBe(200);
    await expectNotFound(site.host, member.profileId, viewer);
  });

  it('refuses the blocker’s profile to the blocked member, and marks it for the blocker', async () => {
    const blocker = await activeMember(t.http, t.dataSource, site.host);
    const blocked = await activeMember(t.http, t.dataSource, site.host);
    await as(t.http, site.host, blocker)
      .post('/api/blocks.php', { profile_id: blocked.profileId })
      .expect(200);
    const refused = await view(site.host, blocker.profileId, blocked).expect(403);
    expect(refused.body.error.code).toBe('profile_blocked');
    const { profile } = profileAnswerSchema.parse(
      (await view(site.host, blocked.profileId, blocker).expect(200)).body,
    );
    expect(profile.blocked).toBe(true);
    // a visitor and other members still see both
    await view(site.host, blocker.profileId).expect(200);
    await view(site.host, blocker.profileId, viewer).expect(200);
  });

  it('never finds a profile of another pool, not even by its exact id', async () => {
    const foreign = await insertProfile(t.dataSource, other.tenant.id);
    await view(other.host, foreign).expect(200);
    await expectNotFound(site.host, foreign);
    await expectNotFound(site.host, foreign, viewer);
    await expectNotFound(other.host, viewer.profileId);
    await expectNotFound(site.host, 2_000_000_000);
  });

  it('refuses bad ids with validation_failed', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const response = await view(site.host, id).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/profile.php on shared profile pools', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('shows the profiles of tenants sharing their niche’s pool, and only those', async () => {
    const first = await createTenant(t.dataSource, { niche: 6, shareProfilePool: true });
    const second = await createTenant(t.dataSource, { niche: 6, shareProfilePool: true });
    const alone = await createTenant(t.dataSource, { niche: 6, shareProfilePool: false });
    const otherNiche = await createTenant(t.dataSource, { niche: 7, shareProfilePool: true });
    const ofSecond = await insertProfile(t.dataSource, second.tenant.id);
    const ofAlone = await insertProfile(t.dataSource, alone.tenant.id);
    const ofOtherNiche = await insertProfile(t.dataSource, otherNiche.tenant.id);
    const member = await activeMember(t.http, t.dataSource, first.host);

    const shared = await as(t.http, first.host, member).get('/api/profile.php', { id: ofSecond }).expect(200);
    expect(shared.body.profile.id).toBe(ofSecond);
    await as(t.http, second.host).get('/api/profile.php', { id: member.profileId }).expect(200);
    for (const id of [ofAlone, ofOtherNiche]) {
      await as(t.http, first.host, member).get('/api/profile.php', { id }).expect(404);
    }
    await as(t.http, alone.host).get('/api/profile.php', { id: ofSecond }).expect(404);
    await as(t.http, alone.host).get('/api/profile.php', { id: member.profileId }).expect(404);

    // a tenant leaving the shared pool takes its profiles with it
    await t.dataSource.query('UPDATE tenant SET share_profile_pool = false WHERE id = $1', [
      second.tenant.id,
    ]);
    await as(t.http, first.host, member).get('/api/profile.php', { id: ofSecond }).expect(404);
  });

  it('applies blocks across the tenants of a shared pool', async () => {
    const first = await createTenant(t.dataSource, { niche: 5, shareProfilePool: true });
    const second = await createTenant(t.dataSource, { niche: 5, shareProfilePool: true });
    const a = await activeMember(t.http, t.dataSource, first.host);
    const b = await activeMember(t.http, t.dataSource, second.host);
    await as(t.http, first.host, a).get('/api/profile.php', { id: b.profileId }).expect(200);
    // b blocks a profile of another tenant of the pool, through the API
    await as(t.http, second.host, b).post('/api/blocks.php', { profile_id: a.profileId }).expect(200);
    const refused = await as(t.http, first.host, a).get('/api/profile.php', { id: b.profileId }).expect(403);
    expect(refused.body.error.code).toBe('profile_blocked');
  });
});
