import {
  likeModalProfileSchema,
  likesAnswerSchema,
  SWIPE_LIKES_PER_DAY,
  suggestionsAnswerSchema,
  swipeAnswerSchema,
  swipeResultSchema,
} from '@amora/contracts';
import { EventBus } from '../../common/events/event-bus.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, as, insertProfile } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const HOUR = 3_600_000;

/** The start of today in a zone without daylight saving, `offsetHours` from UTC. */
function localMidnight(offsetHours: number, now = Date.now()): Date {
  const local = new Date(now + offsetHours * HOUR);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetHours * HOUR,
  );
}

describe('the swipe game, suggestions and the automatic like', () => {
  let t: TestApp;
  let niche = 40;
  const events: { memberId: number; type: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    t.app.get(EventBus).subscribe('member.event', ({ memberId, type }) => events.push({ memberId, type }));
  });
  afterAll(() => t.close());

  /** A site of its own (a pool of its own) and one member on it: a woman seeking men. */
  async function setUp(overrides: Partial<Tenant> = {}) {
    const site = await createTenant(t.dataSource, { niche: niche++, ...overrides });
    const me = await activeMember(t.http, t.dataSource, site.host);
    await t.dataSource.query(
      `UPDATE profile SET gender = 'female', sexuality = 'hetero', latitude = 52.37, longitude = 4.89
       WHERE id = $1`,
      [me.profileId],
    );
    const api = () => as(t.http, site.host, me);
    /** An active, visible man of the pool (fictional unless told), with a photo unless told. */
    const man = (values: Record<string, unknown> = {}) =>
      insertProfile(t.dataSource, site.tenant.id, {
        gender: 'male',
        main_image_filename: 'p/main.jpg',
        match_filename: 'p/match.jpg',
        ...values,
      });
    return { site, me, api, man };
  }

  const swipe = (api: ReturnType<typeof as>, profileId: number, like = true) =>
    api.post('/api/swipe.php', { profile_id: profileId, like });

  describe('GET /api/suggestions.php and the swipe stack', () => {
    it('deal suitable profiles only: the sought gender, none met, none hidden, photos and the nearest first', async () => {
      const { site, me, api, man } = await setUp();
      const near = await man({ latitude: 52.38, longitude: 4.9 });
      const far = await man({ latitude: 50.85, longitude: 4.35 });
      const placeless = await man({ latitude: null, longitude: null });
      const noPhoto = await man({
        latitude: 52.37,
        longitude: 4.89,
        main_image_filename: null,
        match_filename: null,
      });
      const member = await activeMember(t.http, t.dataSource, site.host); // a woman: not sought
      const excluded = [
        await insertProfile(t.dataSource, site.tenant.id, { gender: 'female' }),
        await man({ invisible: true }),
        await man({ status: 'disabled' }),
        await man(), // liked below
        await man(), // passed below
        await man(), // blocked below
        await man(), // its member blocked me: below
        await insertProfile(t.dataSource, (await createTenant(t.dataSource, { niche: niche++ })).tenant.id, {
          gender: 'male',
        }),
        member.profileId,
        me.profileId,
      ];
      const [liked, passed, blocked, blocker] = excluded.slice(3, 7);
      await api().post('/api/likes.php', { profile_id: liked }).expect(200);
      await swipe(api(), passed, false).expect(200);
      await api().post('/api/blocks.php', { profile_id: blocked }).expect(200);
      const blockerMember = await activeMember(t.http, t.dataSource, site.host);
      await t.dataSource.query('UPDATE member SET profile_id = $1 WHERE id = $2', [
        blocker,
        blockerMember.memberId,
      ]);
      await t.dataSource.query('UPDATE profile SET is_fictional = false WHERE id = $1', [blocker]);
      await t.dataSource.query(
        'INSERT INTO member_block (tenant_id, member_id, profile_id) VALUES ($1, $2, $3)',
        [site.tenant.id, blockerMember.memberId, me.profileId],
      );

      const { profiles } = suggestionsAnswerSchema.parse(
        (await api().get('/api/suggestions.php').expect(200)).body,
      );
      expect(profiles.map((p) => p.id)).toEqual([near, far, placeless, noPhoto]);
      expect(profiles[0].distance).toBe(1);
      const stack = swipeAnswerSchema.parse((await api().get('/api/swipe.php').expect(200)).body);
      expect(stack.profiles.map((p) => p.id)).toEqual([near, far, placeless, noPhoto]);

      const two = suggestionsAnswerSchema.parse(
        (await api().get('/api/suggestions.php?limit=2').expect(200)).body,
      );
      expect(two.profiles).toHaveLength(2);
      for (const limit of ['0', '49', 'x']) {
        const refused = await api().get(`/api/suggestions.php?limit=${limit}`).expect(400);
        expect(refused.body.error.code).toBe('validation_failed');
      }
    });

    it('deal the most recently active first to a member without a place, photos first', async () => {
      const { me, api, man } = await setUp();
      await t.dataSource.query('UPDATE profile SET latitude = NULL, longitude = NULL WHERE id = $1', [
        me.profileId,
      ]);
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const idle = await man({ last_active_at: ago(600) });
      const noPhoto = await man({ last_active_at: ago(1), main_image_filename: null, match_filename: null });
      const active = await man({ last_active_at: ago(5) });
      const { profiles } = suggestionsAnswerSchema.parse(
        (await api().get('/api/suggestions.php').expect(200)).body,
      );
      expect(profiles.map((p) => [p.id, p.distance])).toEqual([
        [active, null],
        [idle, null],
        [noPhoto, null],
      ]);
    });

    it("deal a member without a place their own country's profiles first: a pool may span countries", async () => {
      const { me, api, man } = await setUp();
      await t.dataSource.query(
        `UPDATE profile SET latitude = NULL, longitude = NULL, country = 'GB' WHERE id = $1`,
        [me.profileId],
      );
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const dutch = await man({ country: 'NL', last_active_at: ago(1) });
      const british = await man({ country: 'GB', last_active_at: ago(30) });
      const britishNoPhoto = await man({
        country: 'GB',
        last_active_at: ago(2),
        main_image_filename: null,
        match_filename: null,
      });
      const { profiles } = suggestionsAnswerSchema.parse(
        (await api().get('/api/suggestions.php').expect(200)).body,
      );
      // a photo still counts for more than the country
      expect(profiles.map((p) => p.id)).toEqual([british, dutch, britishNoPhoto]);
    });

    it('deal both genders to a bisexual member and the same gender to a gay one', async () => {
      const { site, me, api, man } = await setUp();
      const aMan = await man();
      const aWoman = await insertProfile(t.dataSource, site.tenant.id, { gender: 'female' });
      const ids = async () =>
        suggestionsAnswerSchema
          .parse((await api().get('/api/suggestions.php').expect(200)).body)
          .profiles.map((p) => p.id)
          .sort();
      await t.dataSource.query(`UPDATE profile SET sexuality = 'bi' WHERE id = $1`, [me.profileId]);
      expect(await ids()).toEqual([aMan, aWoman].sort());
      await t.dataSource.query(`UPDATE profile SET sexuality = 'lesbian' WHERE id = $1`, [me.profileId]);
      expect(await ids()).toEqual([aWoman]);
    });
  });

  describe('POST /api/swipe.php', () => {
    it(`allows ${SWIPE_LIKES_PER_DAY} likes a day, then answers swipe_limit_reached; passes stay free`, async () => {
      const { me, api, man } = await setUp();
      const men = await Promise.all(Array.from({ length: 7 }, () => man()));
      for (let i = 0; i < SWIPE_LIKES_PER_DAY; i++) {
        const result = swipeResultSchema.parse((await swipe(api(), men[i]).expect(200)).body);
        expect(result).toEqual({ likes_left: SWIPE_LIKES_PER_DAY - 1 - i, match: false });
      }
      const refused = await swipe(api(), men[4]).expect(429);
      expect(refused.body.error).toMatchObject({
        code: 'swipe_limit_reached',
        params: { limit: SWIPE_LIKES_PER_DAY },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await swipe(api(), men[5], false).expect(200)).body).toEqual({ likes_left: 0, match: false });

      const rows: { liked_profile_id: number; source: string }[] = await t.dataSource.query(
        'SELECT liked_profile_id, source FROM profile_like WHERE liker_profile_id = $1 ORDER BY id',
        [me.profileId],
      );
      expect(rows).toEqual(men.slice(0, 4).map((id) => ({ liked_profile_id: id, source: 'swipe' })));
      const stack = swipeAnswerSchema.parse((await api().get('/api/swipe.php').expect(200)).body);
      expect(stack.likes_left).toBe(0);
      expect(stack.profiles.map((p) => p.id)).toEqual(expect.arrayContaining([men[4], men[6]]));
      expect(stack.profiles.map((p) => p.id)).not.toContain(men[5]);
      // the likes page is not the game: liking there is not limited
      await api().post('/api/likes.php', { profile_id: men[6] }).expect(200);
    });

    it(`lets exactly ${SWIPE_LIKES_PER_DAY} of 8 parallel likes through`, async () => {
      const { me, api, man } = await setUp();
      const men = await Promise.all(Array.from({ length: 8 }, () => man()));
      const answers = await Promise.all(men.map((id) => swipe(api(), id)));
      const outcomes = answers.map((a) => a.body.likes_left ?? a.body.error.code).sort();
      expect(outcomes).toEqual([0, 1, 2, 3, ...Array(8 - SWIPE_LIKES_PER_DAY).fill('swipe_limit_reached')]);
      const [{ n }]: { n: number }[] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM profile_like WHERE liker_profile_id = $1',
        [me.profileId],
      );
      expect(n).toBe(SWIPE_LIKES_PER_DAY);
    });

    it('counts the day in the tenant’s time zone', async () => {
      for (const [timeZone, offset] of [
        ['Pacific/Kiritimati', 14],
        ['Pacific/Pago_Pago', -11],
      ] as const) {
        const { me, api, man } = await setUp({ timeZone });
        const midnight = localMidnight(offset);
        const stored = async (id: number, at: Date) =>
          t.dataSource.query(
            `INSERT INTO profile_like (tenant_id, liker_profile_id, liked_profile_id, source, created_at)
             SELECT tenant_id, $1, $2, 'swipe', $3 FROM profile WHERE id = $1`,
            [me.profileId, id, at],
          );
        // yesterday's likes, up to a minute before midnight here, do not count
        for (let i = 0; i < SWIPE_LIKES_PER_DAY; i++)
          await stored(await man(), new Date(midnight.getTime() - 60_000));
        let stack = swipeAnswerSchema.parse((await api().get('/api/swipe.php').expect(200)).body);
        expect(stack.likes_left).toBe(SWIPE_LIKES_PER_DAY);
        expect(stack.resets_at).toBe(new Date(midnight.getTime() + 24 * HOUR).toISOString());
        // a like a second after midnight does
        await stored(await man(), new Date(midnight.getTime() + 1_000));
        stack = swipeAnswerSchema.parse((await api().get('/api/swipe.php').expect(200)).body);
        expect(stack.likes_left).toBe(SWIPE_LIKES_PER_DAY - 1);
        expect((await swipe(api(), await man()).expect(200)).body.likes_left).toBe(SWIPE_LIKES_PER_DAY - 2);
      }
    });

    it('refuses what a like refuses: oneself, another pool, a block', async () => {
      const { me, api, man } = await setUp();
      const own = await swipe(api(), me.profileId).expect(400);
      expect(own.body.error.code).toBe('cannot_like_self');
      const stranger = await insertProfile(
        t.dataSource,
        (await createTenant(t.dataSource, { niche: niche++ })).tenant.id,
      );
      for (const like of [true, false]) {
        const response = await swipe(api(), stranger, like).expect(404);
        expect(response.body.error.code).toBe('profile_not_found');
      }
      const blocked = await man();
      await api().post('/api/blocks.php', { profile_id: blocked }).expect(200);
      expect((await swipe(api(), blocked).expect(403)).body.error.code).toBe('contact_blocked');
      expect((await api().post('/api/swipe.php', { profile_id: blocked }).expect(400)).body.error.code).toBe(
        'validation_failed',
      );
      const [{ n }]: { n: number }[] = await t.dataSource.query(
        'SELECT (SELECT count(*) FROM profile_like WHERE liker_profile_id = $1) + (SELECT count(*) FROM profile_pass WHERE profile_id = $1) AS n',
        [me.profileId],
      );
      expect(Number(n)).toBe(0);
    });

    it('answers the match when the swiped profile liked the member first', async () => {
      const { site, me, api, man } = await setUp();
      const admirer = await man();
      await t.dataSource.query(
        `INSERT INTO profile_like (tenant_id, liker_profile_id, liked_profile_id) VALUES ($1, $2, $3)`,
        [site.tenant.id, admirer, me.profileId],
      );
      events.length = 0;
      expect((await swipe(api(), admirer).expect(200)).body).toEqual({
        likes_left: SWIPE_LIKES_PER_DAY - 1,
        match: true,
      });
      expect(events).toEqual([{ memberId: me.memberId, type: 'match' }]);
    });
  });

  describe('GET /api/auto-like.php', () => {
    it('brings one fictional admirer a day, suitable and with a photo', async () => {
      const { site, me, api, man } = await setUp();
      const admirer = await man({ name: 'Bram', city: 'Haarlem', date_of_birth: '1990-01-01' });
      await man({ main_image_filename: null, match_filename: null }); // no photo
      await man({ is_fictional: false }); // a member's
      await man({ date_of_birth: '1955-06-01' }); // far older than the member (born 1990)
      await insertProfile(t.dataSource, site.tenant.id, { gender: 'female', main_image_filename: 'x.jpg' });
      events.length = 0;

      const first = likeModalProfileSchema.parse((await api().get('/api/auto-like.php').expect(200)).body);
      expect(first).toMatchObject({ id: admirer, name: 'Bram', city: 'Haarlem', fictional: true });
      expect(first.main_image).toEqual({ match: 'p/match.jpg' });
      expect(events).toEqual([{ memberId: me.memberId, type: 'likes' }]);
      const likes = likesAnswerSchema.parse((await api().get('/api/likes.php').expect(200)).body);
      expect(likes.liked_by).toEqual([expect.objectContaining({ id: admirer, like_new: true })]);

      // the same day: nothing more, even with another admirer waiting
      const next = await man();
      const again = await api().get('/api/auto-like.php').expect(200);
      expect(again.body).toBeNull();
      // a new day (the earlier one moved to yesterday): the next admirer
      await t.dataSource.query(
        `UPDATE profile_like SET created_at = now() - interval '1 day' WHERE liked_profile_id = $1`,
        [me.profileId],
      );
      expect((await api().get('/api/auto-like.php').expect(200)).body.id).toBe(next);
      await t.dataSource.query(
        `UPDATE profile_like SET created_at = now() - interval '1 day' WHERE liked_profile_id = $1`,
        [me.profileId],
      );
      // nobody left who has not liked the member yet
      expect((await api().get('/api/auto-like.php').expect(200)).body).toBeNull();
    });

    it('gives one like to tabs asking at the same moment', async () => {
      const { me, api, man } = await setUp();
      await Promise.all(Array.from({ length: 5 }, () => man()));
      const answers = await Promise.all(Array.from({ length: 6 }, () => api().get('/api/auto-like.php')));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(answers.filter((a) => a.body !== null)).toHaveLength(1);
      const [{ n }]: { n: number }[] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM profile_like WHERE liked_profile_id = $1 AND source = 'auto'`,
        [me.profileId],
      );
      expect(n).toBe(1);
    });
  });
});
