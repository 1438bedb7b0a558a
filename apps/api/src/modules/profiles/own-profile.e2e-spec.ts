import { ABOUT_MAX_LENGTH, ownProfileAnswerSchema, profileAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, as, insertProfile, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const AMSTERDAM = 2759794;

describe('own profile, locked photos, complaints', () => {
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  let other: { tenant: Tenant; host: string };
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    site = await createTenant(t.dataSource, {
      minAge: 21,
      visibleProfileFields: ['gender', 'age', 'city', 'relationship_status', 'tattoos'],
    });
    other = await createTenant(t.dataSource);
  });
  afterAll(() => t.close());

  const profileRow = async (id: number) =>
    (await t.dataSource.query('SELECT * FROM profile WHERE id = $1', [id]))[0];

  describe('GET/PUT /api/my-profile.php', () => {
    let me: TestMember;
    beforeAll(async () => {
      me = await activeMember(t.http, t.dataSource, site.host);
    });

    it('answers every field, and the photo limit of a free or premium member', async () => {
      const { profile } = ownProfileAnswerSchema.parse(
        (await as(t.http, site.host, me).get('/api/my-profile.php').expect(200)).body,
      );
      expect(profile).toMatchObject({ id: me.profileId, place: null, photo_limit: 3, photos: [] });
      await t.dataSource.query('UPDATE member SET paid_user = true WHERE id = $1', [me.memberId]);
      const premium = await as(t.http, site.host, me).get('/api/my-profile.php').expect(200);
      expect(premium.body.profile.photo_limit).toBe(25);
      await t.dataSource.query('UPDATE member SET paid_user = false WHERE id = $1', [me.memberId]);
    });

    it('leaves unsaid what signup does not ask, and shows it nowhere', async () => {
      const fresh = await activeMember(t.http, t.dataSource, site.host);
      const own = await as(t.http, site.host, fresh).get('/api/my-profile.php').expect(200);
      expect(own.body.profile).toMatchObject({ relationship_status: null, tattoos: null, hair: null });
      const viewed = await as(t.http, site.host, me)
        .get(`/api/profile.php?id=${fresh.profileId}`)
        .expect(200);
      const { profile } = profileAnswerSchema.parse(viewed.body);
      expect(profile).not.toHaveProperty('relationship_status');
      expect(profile).not.toHaveProperty('tattoos');
      expect(profile).toHaveProperty('gender', own.body.profile.gender);
    });

    it('needs a login', async () => {
      const response = await as(t.http, site.host).get('/api/my-profile.php').expect(403);
      expect(response.body.error.code).toBe('authentication_required');
    });

    it('changes fields and sets the place from the dataset', async () => {
      const change = {
        hair: 'red',
        eye_colour: 'blue',
        body_type: 'athletic',
        relationship_status: 'divorced',
        interests: ['music', 'travel', 'music'],
        tattoos: true,
        about: 'Hello there',
        date_of_birth: '1990-01-02',
        place_id: AMSTERDAM,
      };
      const response = await as(t.http, site.host, me).put('/api/my-profile.php', change).expect(200);
      const { profile } = ownProfileAnswerSchema.parse(response.body);
      expect(profile).toMatchObject({ hair: 'red', interests: ['music', 'travel'], about: 'Hello there' });
      expect(profile.place).toEqual({
        id: AMSTERDAM,
        city: 'Amsterdam',
        region: 'NH',
        region_name: 'Noord-Holland',
        country: 'NL',
      });
      const row = await profileRow(me.profileId);
      expect(row).toMatchObject({ place_id: AMSTERDAM, city: 'Amsterdam', region: 'NH', country: 'NL' });
      expect(row.latitude).toBeCloseTo(52.374, 2);
      const [member] = await t.dataSource.query('SELECT date_of_birth FROM member WHERE id = $1', [
        me.memberId,
      ]);
      expect(new Date(member.date_of_birth).getFullYear()).toBe(1990);
      const again = await as(t.http, site.host, me).put('/api/my-profile.php', { hair: null }).expect(200);
      expect(again.body.profile.hair).toBeNull();
      const unsaid = { relationship_status: null, tattoos: null };
      const taken = await as(t.http, site.host, me).put('/api/my-profile.php', unsaid).expect(200);
      expect(taken.body.profile).toMatchObject(unsaid);
      expect(await profileRow(me.profileId)).toMatchObject(unsaid);
    });

    it.each([
      [{ place_id: 1, about: 'half' }, 404, 'place_not_found'],
      [{ date_of_birth: new Date().toISOString().slice(0, 10), about: 'half' }, 400, 'too_young'],
      [{ date_of_birth: '2010-05-05' }, 400, 'too_young'],
      [{ date_of_birth: '2090-05-05' }, 400, 'date_of_birth_required'],
      [{ date_of_birth: '1850-05-05' }, 400, 'date_of_birth_required'],
      [{ date_of_birth: '1990-02-31' }, 400, 'validation_failed'],
      [{ interests: ['knitting-with-cats'], about: 'half' }, 400, 'validation_failed'],
      [{ hair: 'purple' }, 400, 'validation_failed'],
      [{ place_id: -3 }, 400, 'validation_failed'],
      [{ tattoos: 'yes' }, 400, 'validation_failed'],
      [{ about: 'x'.repeat(ABOUT_MAX_LENGTH + 1) }, 400, 'validation_failed'],
      [{}, 400, 'nothing_to_change'],
      [{ unknown_field: 1 }, 400, 'nothing_to_change'],
    ])('refuses bad input #%# with its code and saves nothing', async (body, status, code) => {
      const before = await profileRow(me.profileId);
      const response = await as(t.http, site.host, me).put('/api/my-profile.php', body).expect(status);
      expect(response.body.error.code).toBe(code);
      expect(await profileRow(me.profileId)).toEqual(before);
    });
  });

  describe('locked photos', () => {
    let owner: TestMember;
    let keys: { key: string; blur: string }[];
    beforeAll(async () => {
      owner = await activeMember(t.http, t.dataSource, site.host);
      keys = Array.from({ length: 5 }, (_, i) => ({
        key: `origkey${i}x${owner.profileId}`,
        blur: `blurkey${i}x${owner.profileId}`,
      }));
      for (const [position, { key, blur }] of keys.entries()) {
        await t.dataSource.query(
          `INSERT INTO profile_photo (tenant_id, profile_id, position, key, blur_key, width, height)
           VALUES ($1, $2, $3, $4, $5, 800, 1000)`,
          [site.tenant.id, owner.profileId, position, key, blur],
        );
      }
      await t.dataSource.query(
        'UPDATE profile SET main_image_filename = $2, thumb_filename = $3, match_filename = $4 WHERE id = $1',
        [
          owner.profileId,
          `p/${keys[0].key}/full.webp`,
          `p/${keys[0].key}/thumb.webp`,
          `p/${keys[0].key}/match.webp`,
        ],
      );
    });
    const view = (who?: TestMember, host = site.host) =>
      as(t.http, host, who).get('/api/profile.php', { id: owner.profileId });

    it('never sends a free member or a visitor the original of a locked photo', async () => {
      const free = await activeMember(t.http, t.dataSource, site.host);
      for (const who of [free, undefined]) {
        const response = await view(who).expect(200);
        const { profile } = profileAnswerSchema.parse(response.body);
        const json = JSON.stringify(response.body);
        expect(profile.locked_photos).toBe(3);
        expect(profile.photos.map((photo) => photo.locked)).toEqual([false, false, true, true, true]);
        for (const { key } of keys.slice(2)) expect(json).not.toContain(key);
        for (const { key } of keys.slice(0, 2)) expect(json).toContain(`p/${key}/full.webp`);
        for (const { blur } of keys.slice(2)) expect(json).toContain(`p/${blur}/blur.webp`);
        expect(profile.main_image?.filename).toBe(`p/${keys[0].key}/full.webp`);
      }
    });

    it('gives a premium member and the owner every photo', async () => {
      const premium = await activeMember(t.http, t.dataSource, site.host);
      await t.dataSource.query('UPDATE member SET paid_user = true WHERE id = $1', [premium.memberId]);
      for (const who of [premium, owner]) {
        const { profile } = profileAnswerSchema.parse((await view(who).expect(200)).body);
        expect(profile.locked_photos).toBe(0);
        expect(profile.photos.map((photo) => photo.filename)).toEqual(
          keys.map(({ key }) => `p/${key}/full.webp`),
        );
      }
      const own = await as(t.http, site.host, owner).get('/api/my-profile.php').expect(200);
      expect(own.body.profile.photos).toHaveLength(5);
    });

    it('gives a member of a tenant outside the pool nothing at all', async () => {
      const stranger = await activeMember(t.http, t.dataSource, other.host);
      const response = await view(stranger, other.host).expect(404);
      expect(response.body.error.code).toBe('profile_not_found');
      expect(JSON.stringify(response.body)).not.toContain('key');
    });
  });

  describe('POST /api/complaints.php', () => {
    it('stores a complaint about a profile of the pool', async () => {
      const reporter = await activeMember(t.http, t.dataSource, site.host);
      const target = await insertProfile(t.dataSource, site.tenant.id);
      const response = await as(t.http, site.host, reporter)
        .post('/api/complaints.php', {
          profile_id: target,
          reason: 'fake_profile',
          text: 'Not a real person',
        })
        .expect(200);
      const [row] = await t.dataSource.query('SELECT * FROM complaint WHERE id = $1', [response.body.id]);
      expect(row).toMatchObject({
        tenant_id: site.tenant.id,
        member_id: reporter.memberId,
        profile_id: target,
        reason: 'fake_profile',
        text: 'Not a real person',
        status: 'open',
      });
    });

    it('refuses the own profile, other pools, bad reasons and visitors', async () => {
      const reporter = await activeMember(t.http, t.dataSource, site.host);
      const foreign = await insertProfile(t.dataSource, other.tenant.id);
      const count = async () =>
        Number((await t.dataSource.query('SELECT count(*) AS n FROM complaint'))[0].n);
      const before = await count();
      const report = (body: object, who: TestMember | null = reporter) =>
        as(t.http, site.host, who ?? undefined).post('/api/complaints.php', body);
      expect(
        (await report({ profile_id: reporter.profileId, reason: 'spam_or_scam' }).expect(400)).body.error
          .code,
      ).toBe('cannot_report_self');
      expect(
        (await report({ profile_id: foreign, reason: 'spam_or_scam' }).expect(404)).body.error.code,
      ).toBe('profile_not_found');
      expect((await report({ profile_id: foreign, reason: 'because' }).expect(400)).body.error.code).toBe(
        'validation_failed',
      );
      expect(
        (await report({ profile_id: foreign, reason: 'other', text: 'Odd' }, null).expect(403)).body.error
          .code,
      ).toBe('authentication_required');
      // "Other" needs words: alone it tells support nothing
      const target = await insertProfile(t.dataSource, site.tenant.id);
      for (const text of [undefined, '   ']) {
        const refused = await report({ profile_id: target, reason: 'other', text }).expect(400);
        expect(refused.body.error.code).toBe('validation_failed');
      }
      expect(await count()).toBe(before);
    });
  });

  it('keeps last_active_at fresh for a member who is seen, without a write per request', async () => {
    const member = await activeMember(t.http, t.dataSource, site.host);
    const lastActive = async () => {
      const [row]: { last_active_at: Date }[] = await t.dataSource.query(
        'SELECT last_active_at FROM profile_activity WHERE profile_id = $1',
        [member.profileId],
      );
      return row.last_active_at.getTime();
    };
    const twoHoursAgo = () =>
      t.dataSource.query(
        `UPDATE profile_activity SET last_active_at = now() - interval '2 hours' WHERE profile_id = $1`,
        [member.profileId],
      );
    await twoHoursAgo();
    await as(t.http, site.host, member).get('/api/user.php').expect(200);
    const seen = await lastActive();
    expect(Date.now() - seen).toBeLessThan(60_000);
    await twoHoursAgo();
    await as(t.http, site.host, member).get('/api/user.php').expect(200);
    const again = await lastActive();
    expect(Date.now() - again).toBeGreaterThan(60 * 60_000); // within the minute: no second write
  });
});
