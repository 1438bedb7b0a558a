import { likeAnswerSchema, likesAnswerSchema, liveEventSchema } from '@amora/contracts';
import { EventBus } from '../../common/events/event-bus.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, insertProfile, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

interface Received {
  memberId: number;
  type: string;
  data: unknown;
}

describe('likes: GET, POST and DELETE /api/likes.php', () => {
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  const events: Received[] = [];

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    site = await createTenant(t.dataSource, { niche: 11 });
    t.app.get(EventBus).subscribe('member.event', ({ memberId, type, data }) => {
      events.push({ memberId, type, data: liveEventSchema.parse(data) });
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    events.length = 0;
  });

  const call = (
    host: string,
    who: TestMember | undefined,
    method: 'get' | 'post' | 'delete' | 'put',
    path: string,
  ) => {
    const request = t.http[method](path).set('Host', host).set(WEB);
    if (who) request.set('Cookie', who.cookie).set('X-Forwarded-For', who.ip);
    return request;
  };
  const like = (who: TestMember, profileId: unknown, host = site.host) =>
    call(host, who, 'post', '/api/likes.php').send({ profile_id: profileId });
  const unlike = (who: TestMember, profileId: unknown, host = site.host) =>
    call(host, who, 'delete', '/api/likes.php').send({ profile_id: profileId });
  const likesOf = async (who: TestMember, host = site.host) =>
    likesAnswerSchema.parse((await call(host, who, 'get', '/api/likes.php').expect(200)).body);
  const member = () => activeMember(t.http, t.dataSource, site.host);
  const eventsOf = (who: TestMember) => events.filter((event) => event.memberId === who.memberId);
  const expectError = async (
    response: Promise<{ status: number; body: { error: { code: string } } }>,
    status: number,
    code: string,
  ) => {
    const { status: got, body } = await response;
    expect({ status: got, code: body.error?.code }).toEqual({ status, code });
  };

  it('likes, answers the match when mutual, and tells both members live', async () => {
    const [ann, bob] = [await member(), await member()];
    const first = likeAnswerSchema.parse((await like(ann, bob.profileId).expect(200)).body);
    expect(first).toEqual({ liked: true, match: false });
    expect(eventsOf(bob)).toEqual([
      expect.objectContaining({
        type: 'like',
        data: { type: 'like', profile: expect.objectContaining({ id: ann.profileId, like_new: true }) },
      }),
    ]);
    expect(eventsOf(ann).map((e) => e.type)).toEqual(['likes']);

    const sent = await likesOf(ann);
    expect(sent.profiles.map((p) => p.id)).toEqual([bob.profileId]);
    expect(sent.liked_by).toEqual([]);
    const received = await likesOf(bob);
    expect(received.liked_by).toEqual([expect.objectContaining({ id: ann.profileId, like_new: true })]);
    expect(received.profiles).toEqual([]);

    events.length = 0;
    expect((await like(bob, ann.profileId).expect(200)).body).toEqual({ liked: true, match: true });
    expect(eventsOf(ann)).toEqual([
      expect.objectContaining({
        type: 'match',
        data: { type: 'match', profile: expect.objectContaining({ id: bob.profileId }) },
      }),
    ]);
    expect(eventsOf(bob)).toEqual([
      expect.objectContaining({
        data: { type: 'match', profile: expect.objectContaining({ id: ann.profileId }) },
      }),
    ]);
    const stored: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM member_event WHERE member_id = ANY($1) AND type = 'match'`,
      [[ann.memberId, bob.memberId]],
    );
    expect(stored[0].n).toBe(2);
    // liking back answers the like: no longer new (the likes badge counts it no more)
    expect((await likesOf(bob)).liked_by).toEqual([
      expect.objectContaining({ id: ann.profileId, like_new: false }),
    ]);
  });

  it('takes a second like of the same profile as the first: same answer, no second event', async () => {
    const [ann, bob] = [await member(), await member()];
    await like(ann, bob.profileId).expect(200);
    events.length = 0;
    expect((await like(ann, bob.profileId).expect(200)).body).toEqual({ liked: true, match: false });
    expect(events).toEqual([]);
    const rows: { n: number }[] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM profile_like WHERE liker_profile_id = $1',
      [ann.profileId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('makes exactly one match of two members liking each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const [ann, bob] = [await member(), await member()];
      events.length = 0;
      const answers = await Promise.all([like(ann, bob.profileId), like(bob, ann.profileId)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.filter((a) => a.body.match)).toHaveLength(1);
      expect(events.filter((e) => e.type === 'match')).toHaveLength(2);
    }
  });

  it('unlikes: both lists lose the like, both members hear of it; unliking again is fine', async () => {
    const [ann, bob] = [await member(), await member()];
    await like(ann, bob.profileId).expect(200);
    await like(bob, ann.profileId).expect(200);
    events.length = 0;
    expect((await unlike(ann, bob.profileId).expect(200)).body).toEqual({ liked: false, match: false });
    expect(events.map((e) => [e.memberId, e.type])).toEqual(
      expect.arrayContaining([
        [ann.memberId, 'likes'],
        [bob.memberId, 'likes'],
      ]),
    );
    expect((await likesOf(ann)).profiles).toEqual([]);
    expect((await likesOf(bob)).liked_by).toEqual([]);
    expect((await likesOf(ann)).liked_by.map((p) => p.id)).toEqual([bob.profileId]);
    events.length = 0;
    expect((await unlike(ann, bob.profileId).expect(200)).body).toEqual({ liked: false, match: false });
    expect(events).toEqual([]);
  });

  it('lists newest first, and opening the liker’s profile clears its new-like flag', async () => {
    const me = await member();
    const [older, newer] = [await member(), await member()];
    await like(older, me.profileId).expect(200);
    await like(newer, me.profileId).expect(200);
    const before = await likesOf(me);
    expect(before.liked_by.map((p) => [p.id, p.like_new])).toEqual([
      [newer.profileId, true],
      [older.profileId, true],
    ]);

    events.length = 0;
    await call(site.host, me, 'get', `/api/profile.php?id=${older.profileId}`).expect(200);
    const after = await likesOf(me);
    expect(after.liked_by.map((p) => [p.id, p.like_new])).toEqual([
      [newer.profileId, true],
      [older.profileId, false],
    ]);
    expect(eventsOf(me).map((e) => e.type)).toEqual(['likes']);

    // opening it again changes nothing and says nothing; a visitor's view clears no one's flag
    events.length = 0;
    await call(site.host, me, 'get', `/api/profile.php?id=${older.profileId}`).expect(200);
    await call(site.host, undefined, 'get', `/api/profile.php?id=${newer.profileId}`).expect(200);
    expect(events).toEqual([]);
    expect((await likesOf(me)).liked_by.find((p) => p.id === newer.profileId)?.like_new).toBe(true);
  });

  it('refuses to like oneself', async () => {
    const me = await member();
    await expectError(like(me, me.profileId), 400, 'cannot_like_self');
    await expectError(unlike(me, me.profileId), 400, 'cannot_like_self');
  });

  it('refuses bad input and visitors with their codes', async () => {
    const me = await member();
    for (const body of [{}, { profile_id: 'x' }, { profile_id: -1 }, { profile_id: 1.5 }]) {
      await expectError(call(site.host, me, 'post', '/api/likes.php').send(body), 400, 'validation_failed');
    }
    await expectError(like(me, 2_000_000_000), 404, 'profile_not_found');
    const target = await insertProfile(t.dataSource, site.tenant.id);
    await expectError(
      call(site.host, undefined, 'post', '/api/likes.php').send({ profile_id: target }),
      403,
      'authentication_required',
    );
    await expectError(call(site.host, undefined, 'get', '/api/likes.php'), 403, 'authentication_required');
  });

  it('refuses a like across a block, either way, and lists no blocked profile', async () => {
    const [me, blocker, blocked] = [await member(), await member(), await member()];
    await like(blocker, me.profileId).expect(200);
    await like(me, blocked.profileId).expect(200);
    await call(site.host, blocker, 'post', '/api/blocks.php').send({ profile_id: me.profileId }).expect(200);
    await call(site.host, me, 'post', '/api/blocks.php').send({ profile_id: blocked.profileId }).expect(200);

    await expectError(like(me, blocker.profileId), 403, 'contact_blocked');
    await expectError(like(blocker, me.profileId), 403, 'contact_blocked');
    await expectError(like(me, blocked.profileId), 403, 'contact_blocked');
    await expectError(like(blocked, me.profileId), 403, 'contact_blocked');
    const mine = await likesOf(me);
    expect(mine.liked_by).toEqual([]);
    expect(mine.profiles).toEqual([]);
  });

  it('keeps an invisible member’s likes from others, and invisible or disabled profiles unlikeable', async () => {
    const [me, shy] = [await member(), await member()];
    await call(site.host, shy, 'put', '/api/account-settings.php').send({ invisible: true }).expect(200);
    events.length = 0;
    expect((await like(shy, me.profileId).expect(200)).body).toEqual({ liked: true, match: false });
    expect(eventsOf(me)).toEqual([]);
    expect((await likesOf(me)).liked_by).toEqual([]);
    // the invisible member still sees their own like
    expect((await likesOf(shy)).profiles.map((p) => p.id)).toEqual([me.profileId]);
    await expectError(like(me, shy.profileId), 404, 'profile_not_found');

    // visible again: the like shows
    await call(site.host, shy, 'put', '/api/account-settings.php').send({ invisible: false }).expect(200);
    expect((await likesOf(me)).liked_by.map((p) => p.id)).toEqual([shy.profileId]);

    const disabled = await insertProfile(t.dataSource, site.tenant.id, { status: 'disabled' });
    const hidden = await insertProfile(t.dataSource, site.tenant.id, { invisible: true });
    for (const id of [disabled, hidden]) await expectError(like(me, id), 404, 'profile_not_found');
  });

  it('matches with a fictional profile that liked first, telling only the member', async () => {
    const me = await member();
    const fictional = await insertProfile(t.dataSource, site.tenant.id);
    await t.dataSource.query(
      `INSERT INTO profile_like (tenant_id, liker_profile_id, liked_profile_id, source) VALUES ($1, $2, $3, 'auto')`,
      [site.tenant.id, fictional, me.profileId],
    );
    events.length = 0;
    expect((await like(me, fictional).expect(200)).body).toEqual({ liked: true, match: true });
    expect(events).toEqual([
      expect.objectContaining({
        memberId: me.memberId,
        data: { type: 'match', profile: expect.objectContaining({ id: fictional, fictional: true }) },
      }),
    ]);
  });

  describe('tenant isolation', () => {
    it('does not reach a profile of another pool, nor accept a session of another tenant', async () => {
      const other = await createTenant(t.dataSource, { niche: 12 });
      const stranger = await insertProfile(t.dataSource, other.tenant.id);
      const me = await member();
      await expectError(like(me, stranger), 404, 'profile_not_found');
      await expectError(unlike(me, stranger), 404, 'profile_not_found');
      const theirs = await activeMember(t.http, t.dataSource, other.host);
      await expectError(like(me, theirs.profileId), 404, 'profile_not_found');
      // my session is not a session on the other tenant's host
      await expectError(like(me, stranger, other.host), 403, 'authentication_required');
      await expectError(call(other.host, me, 'get', '/api/likes.php'), 403, 'authentication_required');
      const count: { n: number }[] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM profile_like WHERE liker_profile_id = $1',
        [me.profileId],
      );
      expect(count[0].n).toBe(0);
    });

    it('likes across the tenants of a shared pool, telling the member on their own site', async () => {
      const first = await createTenant(t.dataSource, { niche: 13, shareProfilePool: true });
      const second = await createTenant(t.dataSource, { niche: 13, shareProfilePool: true });
      const ann = await activeMember(t.http, t.dataSource, first.host);
      const bob = await activeMember(t.http, t.dataSource, second.host);
      events.length = 0;
      await like(ann, bob.profileId, first.host).expect(200);
      const stored: { tenant_id: number; type: string }[] = await t.dataSource.query(
        'SELECT tenant_id, type FROM member_event WHERE member_id = $1',
        [bob.memberId],
      );
      expect(stored).toEqual([{ tenant_id: second.tenant.id, type: 'like' }]);
      expect((await likesOf(bob, second.host)).liked_by.map((p) => p.id)).toEqual([ann.profileId]);
      expect((await like(bob, ann.profileId, second.host).expect(200)).body.match).toBe(true);
    });
  });
});
