import { randomUUID } from 'node:crypto';
import {
  API_ROUTES,
  type ApiRoute,
  fictionalProfileAnswerSchema,
  INBOX_PAGE_SIZE,
  inboxAnswerSchema,
  inboxConversationAnswerSchema,
  inboxReplyAnswerSchema,
  messagesAnswerSchema,
  type StaffRole,
  sendMessageAnswerSchema,
  staffMessagesAnswerSchema,
  staffWritersAnswerSchema,
} from '@amora/contracts';
import sharp from 'sharp';
import { signUp, WEB } from '../../test/accounts.js';
import { type ReceivedEvent, recordLiveEvents } from '../../test/chat.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, insertProfile, type TestMember } from '../../test/profiles.js';
import { ADMIN, ADMIN_HOST, asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

interface Site {
  tenant: { id: number };
  host: string;
}

type Who = 'owner' | 'moderator' | 'moderator2' | 'operator' | 'support' | 'otherModerator' | 'otherOperator';

describe('the moderator inbox, the staff message trail and fictional profiles in the console', () => {
  let t: TestApp;
  let site: Site;
  let other: Site;
  let events: ReceivedEvent[] = [];
  const cookies = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', REDIS_URL: process.env.REDIS_URL ?? '' });
    site = await createTenant(t.dataSource, { messageCredits: 10, messageLength: 200 });
    other = await createTenant(t.dataSource, { messageCredits: 10 });
    const grants: [Who, StaffRole, number | null][] = [
      ['owner', 'owner', null],
      ['moderator', 'moderator', site.tenant.id],
      ['moderator2', 'moderator', site.tenant.id],
      ['operator', 'operator', site.tenant.id],
      ['support', 'support', site.tenant.id],
      ['otherModerator', 'moderator', other.tenant.id],
      ['otherOperator', 'operator', other.tenant.id],
    ];
    for (const [who, role, tenantId] of grants) {
      const staff = await createStaff(t, [[role, tenantId]]);
      ids[who] = staff.id;
      cookies[who] = await signInStaff(t, staff);
    }
    events = recordLiveEvents(t);
  });
  afterAll(() => t.close());

  const as = (who: Who) => asStaff(t, cookies[who]);

  async function member(at = site): Promise<TestMember> {
    return activeMember(t.http, t.dataSource, at.host, { confirmed: true, paid: true });
  }

  const memberCall = (who: TestMember, at: Site, method: 'get' | 'post') =>
    t.http[method]('/api/messages.php')
      .set('Host', at.host)
      .set(WEB)
      .set('Cookie', who.cookie)
      .set('X-Forwarded-For', who.ip);

  async function write(who: TestMember, profileId: number, text: string, at = site): Promise<number> {
    const res = await memberCall(who, at, 'post')
      .send({ profile_id: profileId, text, client_id: randomUUID() })
      .expect(200);
    return sendMessageAnswerSchema.parse(res.body).message.conversation_id;
  }

  /** A member of `at` who wrote to a new fictional profile: the conversation waits. */
  async function waiting(at = site, text = 'Hello?') {
    const ann = await member(at);
    const fictional = await insertProfile(t.dataSource, at.tenant.id);
    const conversation = await write(ann, fictional, text, at);
    return { ann, fictional, conversation };
  }

  const claim = (who: Who, conversation: number) =>
    as(who).post('/api/admin/inbox-claim.php', { conversation_id: conversation });
  const reply = (who: Who, conversation: number, text: string) =>
    as(who).post('/api/admin/inbox-reply.php', { conversation_id: conversation, text });

  it('is for moderators of the tenant and owners, on the admin host with a staff session', async () => {
    const path = `/api/admin/inbox.php?tenant_id=${site.tenant.id}`;
    expect((await as('owner').get(path)).status).toBe(200);
    expect((await as('moderator').get(path)).status).toBe(200);
    for (const who of ['support', 'otherModerator'] as const) {
      const refused = await as(who).get(path);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'staff_forbidden']);
    }
    const visitor = await signUp(t.http, site.host);
    const withMemberCookie = await t.http.get(path).set('Host', ADMIN_HOST).set('Cookie', visitor.cookie);
    expect([withMemberCookie.status, withMemberCookie.body.error.code]).toEqual([
      403,
      'authentication_required',
    ]);
    const onTenantHost = await t.http.get(path).set('Host', site.host).set(WEB).set('Cookie', cookies.owner);
    expect(onTenantHost.status).toBe(404);
    const { conversation } = await waiting();
    const foreign = await claim('otherModerator', conversation);
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'staff_forbidden']);
    const foreignContext = await as('otherModerator').get(
      `/api/admin/inbox-conversation.php?conversation_id=${conversation}`,
    );
    expect(foreignContext.body.error.code).toBe('staff_forbidden');
  });

  it('refuses every route of the inbox, the trail and fictional profiles to members and on tenant hosts', async () => {
    const routes = Object.values(API_ROUTES as Record<string, ApiRoute>).filter((route) =>
      /\/api\/admin\/(inbox|notes|staff-messages|fictional-)/.test(route.path),
    );
    expect(routes.length).toBe(16);
    const visitor = await signUp(t.http, site.host);
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
      const asMember = await t.http[method](route.path)
        .set('Host', ADMIN_HOST)
        .set(ADMIN)
        .set('Accept', 'text/event-stream')
        .set('Cookie', visitor.cookie)
        .send({});
      expect([route.path, asMember.status, asMember.body.error?.code]).toEqual([
        route.path,
        403,
        'authentication_required',
      ]);
      const onTenantHost = await t.http[method](route.path)
        .set('Host', site.host)
        .set(WEB)
        .set('Cookie', cookies.owner)
        .send({});
      expect([route.path, onTenantHost.status]).toEqual([route.path, 404]);
    }
  });

  it("lists the moderator's tenants' waiting conversations oldest first; no other tenant's", async () => {
    const first = await waiting(site, 'first');
    const second = await waiting(site, 'second');
    const elsewhere = await waiting(other, 'elsewhere');
    await t.dataSource.query(
      `UPDATE moderator_queue SET waiting_since = now() - interval '1 day' WHERE conversation_id = $1`,
      [second.conversation],
    );
    const page = inboxAnswerSchema.parse(
      (await as('moderator').get('/api/admin/inbox.php').expect(200)).body,
    );
    const listed = page.conversations.map((c) => c.conversation_id);
    expect(listed).not.toContain(elsewhere.conversation);
    expect(listed.indexOf(second.conversation)).toBeLessThan(listed.indexOf(first.conversation));
    const times = page.conversations.map((c) => c.waiting_since);
    expect([...times].sort()).toEqual(times);
    expect(page.conversations.find((c) => c.conversation_id === first.conversation)).toMatchObject({
      tenant_id: site.tenant.id,
      claim: null,
      member: { id: first.ann.memberId, profile: { id: first.ann.profileId } },
      fictional_profile: { id: first.fictional, fictional: true },
      last_message: { text: 'first' },
    });
    const all = inboxAnswerSchema.parse((await as('owner').get('/api/admin/inbox.php').expect(200)).body);
    expect(all.conversations.map((c) => c.conversation_id)).toContain(elsewhere.conversation);
  });

  it('pages the inbox on the server, oldest first, with a cursor', async () => {
    const north = await createTenant(t.dataSource);
    const moderator = await createStaff(t, [['moderator', north.tenant.id]]);
    const cookie = await signInStaff(t, moderator);
    const conversations: number[] = [];
    for (let i = 0; i < 3; i++) conversations.push((await waiting(north, `n${i}`)).conversation);
    // past a page (INBOX_PAGE_SIZE): 50 more of one member with 50 profiles, by hand and older
    const ann = await member(north);
    const older: { id: number }[] = await t.dataSource.query(
      `WITH fictional AS (
         INSERT INTO profile (tenant_id, name, gender, sexuality, relationship_status, date_of_birth, city, region, country, is_fictional)
         SELECT $1, 'f' || n, 'female', 'hetero', 'single', '1990-01-01', 'Utrecht', 'UT', 'NL', true
         FROM generate_series(1, $3::int) n RETURNING id
       ), opened AS (
         INSERT INTO conversation (tenant_id, profile_low_id, profile_high_id, started_by_profile_id)
         SELECT $1, least(id, $2), greatest(id, $2), $2 FROM fictional RETURNING id, profile_low_id + profile_high_id - $2 AS fictional_id
       ), sides AS (
         INSERT INTO conversation_participant (tenant_id, conversation_id, profile_id, member_id)
         SELECT $1, id, $2, $4 FROM opened
       )
       INSERT INTO moderator_queue (tenant_id, conversation_id, member_id, fictional_profile_id, waiting_since)
       SELECT $1, id, $4, fictional_id, now() - interval '2 days' + id * interval '1 microsecond' FROM opened
       RETURNING conversation_id AS id`,
      [north.tenant.id, ann.profileId, INBOX_PAGE_SIZE, ann.memberId],
    );
    conversations.unshift(...older.map((row) => row.id).sort((a, b) => a - b));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      pages++;
      const path: string = `/api/admin/inbox.php?tenant_id=${north.tenant.id}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = inboxAnswerSchema.parse((await asStaff(t, cookie).get(path).expect(200)).body);
      seen.push(...page.conversations.map((c) => c.conversation_id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(conversations);
    expect(pages).toBe(2);
    const bad = await asStaff(t, cookie).get(`/api/admin/inbox.php?tenant_id=${north.tenant.id}&cursor=abc`);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('lets exactly one of two moderators claiming at once win; the other gets conversation_claimed', async () => {
    const { conversation } = await waiting();
    const [a, b] = await Promise.all([claim('moderator', conversation), claim('moderator2', conversation)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const winner = a.status === 200 ? 'moderator' : 'moderator2';
    expect(won.body.claim.by.id).toBe(ids[winner]);
    expect(lost.body.error).toMatchObject({
      code: 'conversation_claimed',
      params: { by: { id: ids[winner] }, until: won.body.claim.until },
    });
    const listed = inboxAnswerSchema.parse(
      (await as('owner').get(`/api/admin/inbox.php?tenant_id=${site.tenant.id}`).expect(200)).body,
    );
    expect(listed.conversations.find((c) => c.conversation_id === conversation)?.claim?.by.id).toBe(
      ids[winner],
    );
  });

  it('lets another moderator claim once the lock expired, and refuses a reply without the claim', async () => {
    const { conversation } = await waiting();
    expect((await claim('moderator', conversation)).status).toBe(200);
    const meanwhile = await reply('moderator2', conversation, 'me first');
    expect([meanwhile.status, meanwhile.body.error.code]).toEqual([409, 'conversation_claimed']);
    await t.dataSource.query(
      `UPDATE moderator_queue SET claimed_until = now() - interval '1 second' WHERE conversation_id = $1`,
      [conversation],
    );
    // the expired holder may not answer either: they claim again first
    const late = await reply('moderator', conversation, 'sorry, late');
    expect([late.status, late.body.error.code]).toEqual([409, 'conversation_not_claimed']);
    expect((await claim('moderator2', conversation)).status).toBe(200);
    const [{ claimed_by }] = await t.dataSource.query(
      'SELECT claimed_by FROM moderator_queue WHERE conversation_id = $1',
      [conversation],
    );
    expect(claimed_by).toBe(ids.moderator2);
    // a release gives it back; only the holder's release counts
    await as('moderator').post('/api/admin/inbox-release.php', { conversation_id: conversation }).expect(200);
    expect((await claim('moderator', conversation)).status).toBe(409);
    await as('moderator2')
      .post('/api/admin/inbox-release.php', { conversation_id: conversation })
      .expect(200);
    expect((await claim('moderator', conversation)).status).toBe(200);
    const nobody = await reply('moderator2', conversation, 'hi');
    expect(nobody.body.error.code).toBe('conversation_claimed');
    const missing = await claim('moderator', 2_000_000_000);
    expect([missing.status, missing.body.error.code]).toEqual([404, 'conversation_not_found']);
  });

  it('sends the reply as the fictional profile, free, attributed to its writer, live to the member', async () => {
    const { ann, fictional, conversation } = await waiting(site, 'Anyone home?');
    const [{ credits: before }] = await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [
      ann.memberId,
    ]);
    expect((await claim('moderator', conversation)).status).toBe(200);
    events.length = 0;
    const res = await reply('moderator', conversation, '  Hi! Nice to meet you.  ');
    expect(res.status).toBe(200);
    const { message } = inboxReplyAnswerSchema.parse(res.body);
    expect(message).toMatchObject({
      text: 'Hi! Nice to meet you.',
      staff: { id: ids.moderator },
      from_member: false,
    });
    const [row] = await t.dataSource.query(
      'SELECT sender_profile_id, staff_id, credits FROM chat_message WHERE id = $1',
      [message.id],
    );
    expect(row).toEqual({ sender_profile_id: fictional, staff_id: ids.moderator, credits: 0 });
    const [{ credits: after }] = await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [
      ann.memberId,
    ]);
    expect(after).toBe(before);
    expect(events).toEqual([
      {
        memberId: ann.memberId,
        event: {
          type: 'message',
          profile_id: fictional,
          message: expect.objectContaining({ id: message.id, from_me: false, text: 'Hi! Nice to meet you.' }),
        },
      },
    ]);
    const page = messagesAnswerSchema.parse(
      (await memberCall(ann, site, 'get').query({ conversation_id: conversation }).expect(200)).body,
    );
    expect(page.messages.map((m) => [m.text, m.from_me])).toEqual([
      ['Anyone home?', true],
      ['Hi! Nice to meet you.', false],
    ]);
    // answered: out of the inbox, and the context names the writer
    const [entry] = await t.dataSource.query('SELECT 1 FROM moderator_queue WHERE conversation_id = $1', [
      conversation,
    ]);
    expect(entry).toBeUndefined();
    const context = inboxConversationAnswerSchema.parse(
      (
        await as('moderator2')
          .get(`/api/admin/inbox-conversation.php?conversation_id=${conversation}`)
          .expect(200)
      ).body,
    );
    expect(context.waiting).toBe(false);
    expect(context.messages.map((m) => [m.text, m.from_member, m.staff?.id ?? null])).toEqual([
      ['Anyone home?', true, null],
      ['Hi! Nice to meet you.', false, ids.moderator],
    ]);
    const again = await reply('moderator', conversation, 'still there?');
    expect(again.body.error.code).toBe('conversation_not_found');
    const empty = await reply('moderator', conversation, '');
    expect(empty.body.error.code).toBe('conversation_not_found');
  });

  it("shows the member's profile, credits and notes and the profile's notes; notes are audited", async () => {
    const { ann, fictional, conversation } = await waiting();
    await as('moderator')
      .patch('/api/admin/notes.php', { subject: 'member', id: ann.memberId, notes: 'Likes sailing' })
      .expect(200);
    await as('operator')
      .patch('/api/admin/notes.php', { subject: 'profile', id: fictional, notes: 'Nurse, two cats' })
      .expect(200);
    const foreign = await as('otherModerator').patch('/api/admin/notes.php', {
      subject: 'member',
      id: ann.memberId,
      notes: 'x',
    });
    expect(foreign.body.error.code).toBe('staff_forbidden');
    const notFictional = await as('moderator').patch('/api/admin/notes.php', {
      subject: 'profile',
      id: ann.profileId,
      notes: 'x',
    });
    expect(notFictional.body.error.code).toBe('profile_not_found');
    const context = inboxConversationAnswerSchema.parse(
      (
        await as('moderator')
          .get(`/api/admin/inbox-conversation.php?conversation_id=${conversation}`)
          .expect(200)
      ).body,
    );
    expect(context).toMatchObject({
      waiting: true,
      claim: null,
      member: { id: ann.memberId, notes: 'Likes sailing', profile: { id: ann.profileId } },
      fictional_profile: { id: fictional, notes: 'Nurse, two cats', fictional: true },
    });
    expect(typeof context.member.credits).toBe('number');
    const audits = await t.dataSource.query(
      `SELECT staff_id, action, before, after FROM audit_log WHERE entity_id = $1 AND action LIKE '%note.update' ORDER BY id`,
      [String(ann.memberId)],
    );
    expect(audits).toEqual([
      {
        staff_id: ids.moderator,
        action: 'member_note.update',
        before: { notes: '' },
        after: { notes: 'Likes sailing' },
      },
    ]);
  });

  it('lists every message staff wrote, per staff member, per profile and per member, to operators', async () => {
    const one = await waiting();
    const two = await waiting();
    for (const [who, { conversation }] of [
      ['moderator', one],
      ['moderator2', two],
    ] as const) {
      await claim(who, conversation).expect(200);
      await reply(who, conversation, `from ${who}`).expect(200);
    }
    const trail = async (who: Who, query: string) =>
      staffMessagesAnswerSchema.parse(
        (await as(who).get(`/api/admin/staff-messages.php?${query}`).expect(200)).body,
      ).messages;
    const byStaff = await trail('operator', `tenant_id=${site.tenant.id}&staff_id=${ids.moderator2}`);
    expect(byStaff.length).toBeGreaterThan(0);
    expect(byStaff.every((m) => m.staff?.id === ids.moderator2)).toBe(true);
    expect(byStaff[0]).toMatchObject({
      text: 'from moderator2',
      member_id: two.ann.memberId,
      fictional_profile_id: two.fictional,
    });
    const [{ name: profileName }] = await t.dataSource.query('SELECT name FROM profile WHERE id = $1', [
      two.fictional,
    ]);
    expect(byStaff[0].fictional_profile_name).toBe(profileName);
    expect((await trail('owner', `profile_id=${one.fictional}`)).map((m) => m.text)).toEqual([
      'from moderator',
    ]);
    expect((await trail('owner', `member_id=${two.ann.memberId}`)).map((m) => m.text)).toEqual([
      'from moderator2',
    ]);
    // an operator without a tenant named sees their tenants; another tenant's operator sees none of it
    expect((await trail('operator', `member_id=${two.ann.memberId}`)).length).toBe(1);
    expect(await trail('otherOperator', `member_id=${two.ann.memberId}`)).toEqual([]);
    const refused = await as('otherOperator').get(
      `/api/admin/staff-messages.php?tenant_id=${site.tenant.id}`,
    );
    expect(refused.body.error.code).toBe('staff_forbidden');
    const moderator = await as('moderator').get('/api/admin/staff-messages.php');
    expect(moderator.body.error.code).toBe('staff_forbidden');
  });

  it("names the trail's possible writers per tenant: given a role there, and owners", async () => {
    const writers = async (who: Who, query = '') =>
      staffWritersAnswerSchema
        .parse((await as(who).get(`/api/admin/staff-writers.php${query}`).expect(200)).body)
        .staff.map((s) => s.id);
    const here = await writers('operator', `?tenant_id=${site.tenant.id}`);
    for (const who of ['owner', 'moderator', 'moderator2', 'operator', 'support'] as const)
      expect(here).toContain(ids[who]);
    expect(here).not.toContain(ids.otherModerator);
    expect(here).not.toContain(ids.otherOperator);
    // without a tenant: the caller's tenants
    expect(await writers('operator')).toEqual(here);
    expect(await writers('owner')).toEqual(expect.arrayContaining([ids.otherModerator, ids.moderator]));
    const foreign = await as('otherOperator').get(`/api/admin/staff-writers.php?tenant_id=${site.tenant.id}`);
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'staff_forbidden']);
    const moderator = await as('moderator').get('/api/admin/staff-writers.php');
    expect([moderator.status, moderator.body.error.code]).toEqual([403, 'staff_forbidden']);
  });

  describe('fictional profiles', () => {
    const body = (extra: object = {}) => ({
      tenant_id: site.tenant.id,
      name: 'Sanne',
      gender: 'female',
      sexuality: 'hetero',
      relationship_status: 'single',
      date_of_birth: '1994-05-06',
      city: 'Utrecht',
      country: 'NL',
      about: 'Loves long walks',
      interests: ['travel'],
      notes: 'Works nights',
      ...extra,
    });

    it('creates, lists and edits them, each change audited with before and after', async () => {
      const created = await as('operator').post('/api/admin/fictional-profiles.php', body());
      expect(created.status).toBe(200);
      const { profile } = fictionalProfileAnswerSchema.parse(created.body);
      expect(profile).toMatchObject({
        tenant_id: site.tenant.id,
        pool: `tenant:${site.tenant.id}`,
        name: 'Sanne',
        status: 'active',
        notes: 'Works nights',
        main_image: null,
      });
      const [row] = await t.dataSource.query('SELECT is_fictional FROM profile WHERE id = $1', [profile.id]);
      expect(row.is_fictional).toBe(true);
      const list = await as('operator').get(
        `/api/admin/fictional-profiles.php?tenant_id=${site.tenant.id}&q=san`,
      );
      expect(list.body.profiles.map((p: { id: number }) => p.id)).toContain(profile.id);
      const edited = await as('operator').patch('/api/admin/fictional-profiles.php', {
        id: profile.id,
        city: 'Amersfoort',
        status: 'disabled',
        notes: 'Works days now',
      });
      expect(edited.body.profile).toMatchObject({
        city: 'Amersfoort',
        status: 'disabled',
        notes: 'Works days now',
      });
      const audits = await t.dataSource.query(
        `SELECT staff_id, action, tenant_id, before, after FROM audit_log WHERE entity = 'profile' AND entity_id = $1 ORDER BY id`,
        [String(profile.id)],
      );
      expect(audits.map((a: { action: string }) => a.action)).toEqual([
        'fictional_profile.create',
        'fictional_profile.update',
      ]);
      expect(audits[1]).toEqual({
        staff_id: ids.operator,
        action: 'fictional_profile.update',
        tenant_id: site.tenant.id,
        before: { city: 'Utrecht', status: 'active', notes: 'Works nights' },
        after: { city: 'Amersfoort', status: 'disabled', notes: 'Works days now' },
      });
    });

    it('refuses other tenants, moderators, minors and members, and changes nothing then', async () => {
      const foreign = await as('otherOperator').post('/api/admin/fictional-profiles.php', body());
      expect(foreign.body.error.code).toBe('staff_forbidden');
      expect((await as('moderator').post('/api/admin/fictional-profiles.php', body())).body.error.code).toBe(
        'staff_forbidden',
      );
      const young = await as('operator').post(
        '/api/admin/fictional-profiles.php',
        body({ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }),
      );
      expect(young.body.error.code).toBe('too_young');
      const { profile } = fictionalProfileAnswerSchema.parse(
        (
          await as('owner')
            .post('/api/admin/fictional-profiles.php', body({ name: 'Owned' }))
            .expect(200)
        ).body,
      );
      const edit = await as('otherOperator').patch('/api/admin/fictional-profiles.php', {
        id: profile.id,
        name: 'Taken',
      });
      expect(edit.body.error.code).toBe('staff_forbidden');
      const memberProfile = (await member()).profileId;
      const notFictional = await as('owner').patch('/api/admin/fictional-profiles.php', {
        id: memberProfile,
        name: 'Nope',
      });
      expect(notFictional.body.error.code).toBe('profile_not_found');
      const nothing = await as('owner').patch('/api/admin/fictional-profiles.php', { id: profile.id });
      expect(nothing.body.error.code).toBe('nothing_to_change');
      const [{ name }] = await t.dataSource.query('SELECT name FROM profile WHERE id = $1', [profile.id]);
      expect(name).toBe('Owned');
    });

    it('are read one at a time for their editor, by the operators who may manage them', async () => {
      const { profile } = fictionalProfileAnswerSchema.parse(
        (
          await as('operator')
            .post('/api/admin/fictional-profiles.php', body({ name: 'Eline' }))
            .expect(200)
        ).body,
      );
      const one = await as('operator').get(`/api/admin/fictional-profile.php?id=${profile.id}`).expect(200);
      expect(fictionalProfileAnswerSchema.parse(one.body).profile).toMatchObject({
        id: profile.id,
        name: 'Eline',
        notes: 'Works nights',
        photo_count: 0,
      });
      const foreign = await as('otherOperator').get(`/api/admin/fictional-profile.php?id=${profile.id}`);
      expect(foreign.body.error.code).toBe('staff_forbidden');
      const memberProfile = (await member()).profileId;
      const notFictional = await as('owner').get(`/api/admin/fictional-profile.php?id=${memberProfile}`);
      expect(notFictional.body.error.code).toBe('profile_not_found');
      const moderator = await as('moderator').get(`/api/admin/fictional-profile.php?id=${profile.id}`);
      expect(moderator.body.error.code).toBe('staff_forbidden');
    });

    it("are answered in the inbox: a member's message to a created profile waits there", async () => {
      const { profile } = fictionalProfileAnswerSchema.parse(
        (
          await as('operator')
            .post('/api/admin/fictional-profiles.php', body({ name: 'Mila' }))
            .expect(200)
        ).body,
      );
      const ann = await member();
      const conversation = await write(ann, profile.id, 'Hi Mila');
      const page = inboxAnswerSchema.parse(
        (await as('moderator').get(`/api/admin/inbox.php?tenant_id=${site.tenant.id}`).expect(200)).body,
      );
      expect(page.conversations.find((c) => c.conversation_id === conversation)?.fictional_profile.id).toBe(
        profile.id,
      );
    });

    it("live in a niche's shared pool: the operators of every tenant sharing it manage them", async () => {
      const shared = { niche: 6, shareProfilePool: true };
      const [north, south] = [
        await createTenant(t.dataSource, shared),
        await createTenant(t.dataSource, shared),
      ];
      const northOperator = await signInStaff(t, await createStaff(t, [['operator', north.tenant.id]]));
      const southOperator = await signInStaff(t, await createStaff(t, [['operator', south.tenant.id]]));
      const created = await asStaff(t, northOperator)
        .post('/api/admin/fictional-profiles.php', body({ tenant_id: north.tenant.id, name: 'Pooled' }))
        .expect(200);
      const { profile } = fictionalProfileAnswerSchema.parse(created.body);
      expect(profile).toMatchObject({ tenant_id: north.tenant.id, pool: 'niche:6' });
      const southList = await asStaff(t, southOperator)
        .get(`/api/admin/fictional-profiles.php?tenant_id=${south.tenant.id}`)
        .expect(200);
      expect(southList.body.profiles.map((p: { id: number }) => p.id)).toEqual([profile.id]);
      await asStaff(t, southOperator)
        .patch('/api/admin/fictional-profiles.php', { id: profile.id, about: 'Edited in the south' })
        .expect(200);
      const outside = await as('operator').patch('/api/admin/fictional-profiles.php', {
        id: profile.id,
        about: 'Not mine',
      });
      expect(outside.body.error.code).toBe('staff_forbidden');
      const own = await as('operator').get(`/api/admin/fictional-profiles.php?tenant_id=${site.tenant.id}`);
      expect(own.body.profiles.map((p: { id: number }) => p.id)).not.toContain(profile.id);
    });

    it('take photos through the photo pipeline: added, made the main one, deleted, each audited', async () => {
      const { profile } = fictionalProfileAnswerSchema.parse(
        (
          await as('operator')
            .post('/api/admin/fictional-profiles.php', body({ name: 'Foto' }))
            .expect(200)
        ).body,
      );
      const path = `/api/admin/fictional-photos.php?profile_id=${profile.id}`;
      const upload = async (who: Who, colour: string) =>
        t.http
          .post(path)
          .set('Host', ADMIN_HOST)
          .set(ADMIN)
          .set('Cookie', cookies[who])
          .attach(
            'photo',
            await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
              .jpeg()
              .toBuffer(),
            { filename: 'me.jpg', contentType: 'image/jpeg' },
          );
      const first = await upload('operator', '#c00');
      expect(first.status).toBe(200);
      const second = (await upload('operator', '#0c0')).body;
      expect(second.photos).toHaveLength(2);
      const [main, other] = second.photos;
      expect((await upload('otherOperator', '#00c')).body.error.code).toBe('staff_forbidden');
      const text = await t.http
        .post(path)
        .set('Host', ADMIN_HOST)
        .set(ADMIN)
        .set('Cookie', cookies.operator)
        .attach('photo', Buffer.from('not a photo'), { filename: 'a.jpg', contentType: 'image/jpeg' });
      expect(text.body.error.code).toBe('photo_not_image');
      const mainOf = async () =>
        (await t.dataSource.query('SELECT main_image_filename FROM profile WHERE id = $1', [profile.id]))[0]
          .main_image_filename;
      expect(await mainOf()).toBe(main.filename);
      const swapped = await as('operator').patch('/api/admin/fictional-photos.php', {
        profile_id: profile.id,
        main_photo_id: other.id,
      });
      expect(swapped.body.photos.map((p: { id: number }) => p.id)).toEqual([other.id, main.id]);
      expect(await mainOf()).toBe(other.filename);
      const removed = await t.http
        .delete('/api/admin/fictional-photos.php')
        .set('Host', ADMIN_HOST)
        .set(ADMIN)
        .set('Cookie', cookies.operator)
        .send({ profile_id: profile.id, id: other.id });
      expect(removed.body.photos.map((p: { id: number }) => p.id)).toEqual([main.id]);
      expect(await mainOf()).toBe(main.filename);
      const listed = await as('operator').get(path).expect(200);
      expect(listed.body.photos).toHaveLength(1);
      const counted = await as('operator').get(`/api/admin/fictional-profile.php?id=${profile.id}`);
      expect(counted.body.profile.photo_count).toBe(1);
      const actions = await t.dataSource.query(
        `SELECT action FROM audit_log WHERE entity = 'profile' AND entity_id = $1 ORDER BY id`,
        [String(profile.id)],
      );
      expect(actions.map((a: { action: string }) => a.action)).toEqual([
        'fictional_profile.create',
        'fictional_profile.photo_add',
        'fictional_profile.photo_add',
        'fictional_profile.photo_main',
        'fictional_profile.photo_delete',
      ]);
    });
  });
});
