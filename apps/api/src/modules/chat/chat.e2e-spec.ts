import { randomUUID } from 'node:crypto';
import {
  chatsAnswerSchema,
  giftsAnswerSchema,
  MESSAGE_PAGE_SIZE,
  messagesAnswerSchema,
  sendMessageAnswerSchema,
} from '@amora/contracts';
import type { Pool, QueryResult } from 'pg';
import type { Test } from 'supertest';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { WEB } from '../../test/accounts.js';
import {
  creditsOf as creditsOfMember,
  type ReceivedEvent,
  recordLiveEvents,
  setCredits,
} from '../../test/chat.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, insertProfile, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

interface Site {
  tenant: Tenant;
  host: string;
}

interface Who extends TestMember {
  site: Site;
}

describe('chat: conversations, messages paid by credits, gifts', () => {
  let t: TestApp;
  let site: Site;
  let foreign: Site;
  let events: ReceivedEvent[] = [];

  beforeAll(async () => {
    // TRUST_PROXY: every member calls from an address of their own, so rate limits count per member
    t = await startTestApp({ TRUST_PROXY: '1' });
    site = await createTenant(t.dataSource, { messageCredits: 10, giftCredits: 25, messageLength: 40 });
    foreign = await createTenant(t.dataSource);
    events = recordLiveEvents(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    events.length = 0;
  });

  /** A confirmed member (an unconfirmed one may not write) with exactly `credits` on the ledger. */
  async function member(at = site, credits = 1000): Promise<Who> {
    const who = { ...(await activeMember(t.http, t.dataSource, at.host, { confirmed: true })), site: at };
    await setCredits(t, at.tenant, who.memberId, credits);
    return who;
  }

  const creditsOf = (who: Who) => creditsOfMember(t, who.memberId);

  const api = (who: Who, host = who.site.host) => {
    const as = (call: Test) =>
      call.set('Host', host).set(WEB).set('Cookie', who.cookie).set('X-Forwarded-For', who.ip);
    return {
      chats: () => as(t.http.get('/api/chats.php')),
      messages: (query: Record<string, unknown>) => as(t.http.get('/api/messages.php').query(query)),
      send: (body: Record<string, unknown>) =>
        as(t.http.post('/api/messages.php')).send({ client_id: randomUUID(), ...body }),
      read: (conversation: number) => as(t.http.put('/api/chat.php')).send({ conversation }),
      remove: (conversation: number) => as(t.http.delete('/api/chat.php')).send({ conversation }),
      typing: (conversation: number) => as(t.http.post('/api/typing.php')).send({ conversation }),
      gifts: () => as(t.http.get('/api/gifts.php')),
      block: (profile_id: number) => as(t.http.post('/api/blocks.php')).send({ profile_id }),
      unblock: (profile_id: number) => as(t.http.delete('/api/blocks.php')).send({ profile_id }),
    };
  };

  /** Sends a text and answers the conversation id. */
  async function write(from: Who, to: Who | number, text = 'Hi there'): Promise<number> {
    const profile_id = typeof to === 'number' ? to : to.profileId;
    const res = await api(from).send({ profile_id, text }).expect(200);
    return sendMessageAnswerSchema.parse(res.body).message.conversation_id;
  }

  async function insertGift(
    at: Site,
    values: {
      slug?: string;
      names?: object;
      credits?: number | null;
      position?: number;
      active?: boolean;
    } = {},
  ) {
    const slug = values.slug ?? `gift-${randomUUID().slice(0, 8)}`;
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO gift (tenant_id, slug, names, image, credits, position, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        at.tenant.id,
        slug,
        JSON.stringify(values.names ?? { en: 'Rose' }),
        `gifts/${slug}.webp`,
        values.credits ?? null,
        values.position ?? 0,
        values.active ?? true,
      ],
    );
    return id as number;
  }

  const chatOf = async (who: Who, conversationId: number) =>
    chatsAnswerSchema
      .parse((await api(who).chats().expect(200)).body)
      .chats.find((chat) => chat.conversation.id === conversationId);
  const errorOf = (res: { body: { error?: { code?: string } } }) => res.body.error?.code;
  const messageRows = async (who: Who): Promise<number> =>
    (
      await t.dataSource.query('SELECT count(*)::int AS n FROM chat_message WHERE sender_profile_id = $1', [
        who.profileId,
      ])
    )[0].n;

  describe('sending and reading', () => {
    it('sends a text to a profile: both see the conversation, the sender pays, the receiver hears of it', async () => {
      const [ann, bob] = [await member(), await member()];
      const res = await api(ann).send({ profile_id: bob.profileId, text: '  Hello Bob  ' }).expect(200);
      const { message, credits } = sendMessageAnswerSchema.parse(res.body);
      expect(message).toMatchObject({
        from_me: true,
        kind: 'text',
        text: 'Hello Bob',
        gift: null,
        seen: false,
      });
      expect(credits).toBe(990);
      expect(await creditsOf(ann)).toBe(990);

      const ledger = await t.dataSource.query(
        `SELECT delta, reason, reference FROM credit_ledger WHERE member_id = $1 AND reason = 'message'`,
        [ann.memberId],
      );
      expect(ledger).toEqual([{ delta: -10, reason: 'message', reference: `message:${message.id}` }]);

      expect(await chatOf(bob, message.conversation_id)).toMatchObject({
        profile: { id: ann.profileId },
        num_unread_messages: 1,
        last_message: { kind: 'text', text: 'Hello Bob', from_me: false },
      });
      expect(await chatOf(ann, message.conversation_id)).toMatchObject({
        profile: { id: bob.profileId },
        num_unread_messages: 0,
        last_message: { from_me: true },
      });

      const toBob = events.filter((e) => e.memberId === bob.memberId);
      expect(toBob).toEqual([
        {
          memberId: bob.memberId,
          event: { type: 'message', profile_id: ann.profileId, message: { ...message, from_me: false } },
        },
      ]);
      const toAnn = events.filter((e) => e.memberId === ann.memberId).map((e) => e.event);
      expect(toAnn).toEqual([
        { type: 'message', profile_id: bob.profileId, message },
        { type: 'credits', credits: 990 },
      ]);

      // the reply goes to the conversation; the messages come oldest first
      await api(bob).send({ conversation_id: message.conversation_id, text: 'Hi Ann' }).expect(200);
      const page = messagesAnswerSchema.parse(
        (await api(ann).messages({ conversation_id: message.conversation_id }).expect(200)).body,
      );
      expect(page).toMatchObject({
        conversation_id: message.conversation_id,
        profile: { id: bob.profileId },
        older: null,
      });
      expect(page.messages.map((m) => [m.text, m.from_me])).toEqual([
        ['Hello Bob', true],
        ['Hi Ann', false],
      ]);
      // by profile, too
      const byProfile = messagesAnswerSchema.parse(
        (await api(ann).messages({ profile_id: bob.profileId }).expect(200)).body,
      );
      expect(byProfile.messages).toEqual(page.messages);
    });

    it('a text to a conversation (written in one statement) is paid, stored and announced as the first one', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob);
      events.length = 0;
      const [{ before }] = await t.dataSource.query(
        'SELECT coalesce(max(id), 0) AS before FROM member_event',
      );
      // the one statement, not the transaction that first messages and refusals take
      const transactions = jest.spyOn(t.dataSource, 'transaction');
      const pool = (t.dataSource.driver as unknown as { master: Pool }).master;
      const queries = jest.spyOn(pool, 'query');
      const res = await api(bob).send({ conversation_id: conversation, text: ' Hi Ann ' }).expect(200);
      expect(transactions).not.toHaveBeenCalled();
      transactions.mockRestore();
      // its commit did not wait for the WAL flush, and the setting ended with its transaction: every
      // connection of the pool commits synchronously again (a payment after it must wait)
      const results = await Promise.all(queries.mock.results.map((r) => r.value as Promise<QueryResult>));
      queries.mockRestore();
      expect(results.flatMap((r) => r.rows.map((row) => row.commit_mode))).toContain('off');
      const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
      try {
        for (const client of clients) {
          expect((await client.query('SHOW synchronous_commit')).rows).toEqual([
            { synchronous_commit: 'on' },
          ]);
        }
      } finally {
        for (const client of clients) client.release();
      }
      const { message, credits } = sendMessageAnswerSchema.parse(res.body);
      expect(credits).toBe(990);
      expect(await creditsOf(bob)).toBe(990);
      const ledger = await t.dataSource.query(
        `SELECT delta, balance_after, reason, reference FROM credit_ledger WHERE member_id = $1 AND reason = 'message'`,
        [bob.memberId],
      );
      expect(ledger).toEqual([
        { delta: -10, balance_after: 990, reason: 'message', reference: `message:${message.id}` },
      ]);
      // the answer is the message as the list shows it
      const page = messagesAnswerSchema.parse(
        (await api(bob).messages({ conversation_id: conversation }).expect(200)).body,
      );
      expect(page.messages.at(-1)).toEqual(message);
      expect(message).toMatchObject({
        conversation_id: conversation,
        from_me: true,
        kind: 'text',
        text: 'Hi Ann',
      });
      expect(await chatOf(ann, conversation)).toMatchObject({
        num_unread_messages: 1,
        last_message: { text: 'Hi Ann', from_me: false },
      });

      const live = [
        {
          memberId: ann.memberId,
          event: { type: 'message', profile_id: bob.profileId, message: { ...message, from_me: false } },
        },
        { memberId: bob.memberId, event: { type: 'message', profile_id: ann.profileId, message } },
        { memberId: bob.memberId, event: { type: 'credits', credits: 990 } },
      ];
      expect(events).toEqual(live);
      // stored as published, for a stream that resumes
      const stored = await t.dataSource.query(
        'SELECT member_id AS "memberId", data AS event FROM member_event WHERE member_id = ANY($1) AND id > $2 ORDER BY id',
        [[ann.memberId, bob.memberId], before],
      );
      expect(stored).toEqual(live);
    });

    it('answers an empty page for a profile never written to', async () => {
      const [ann, bob] = [await member(), await member()];
      const page = messagesAnswerSchema.parse(
        (await api(ann).messages({ profile_id: bob.profileId }).expect(200)).body,
      );
      expect(page).toMatchObject({
        conversation_id: null,
        messages: [],
        older: null,
        profile: { id: bob.profileId },
      });
    });

    it('pages older messages by cursor', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob, 'message 1');
      for (let i = 2; i <= MESSAGE_PAGE_SIZE + 5; i++) {
        await api(i % 2 ? ann : bob)
          .send({ conversation_id: conversation, text: `message ${i}` })
          .expect(200);
      }
      const first = messagesAnswerSchema.parse(
        (await api(ann).messages({ conversation_id: conversation }).expect(200)).body,
      );
      expect(first.messages).toHaveLength(MESSAGE_PAGE_SIZE);
      expect(first.messages[0].text).toBe('message 6');
      expect(first.messages.at(-1)?.text).toBe(`message ${MESSAGE_PAGE_SIZE + 5}`);
      expect(first.older).toBe(first.messages[0].id);

      const second = messagesAnswerSchema.parse(
        (await api(ann).messages({ conversation_id: conversation, before: first.older }).expect(200)).body,
      );
      expect(second.messages.map((m) => m.text)).toEqual([
        'message 1',
        'message 2',
        'message 3',
        'message 4',
        'message 5',
      ]);
      expect(second.older).toBeNull();
    });

    it('marks read: unread 0, the other side sees "seen" and hears of it; own tabs reload the list', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob, 'one');
      await api(ann).send({ conversation_id: conversation, text: 'two' }).expect(200);
      expect((await chatOf(bob, conversation))?.num_unread_messages).toBe(2);
      const before = messagesAnswerSchema.parse(
        (await api(ann).messages({ conversation_id: conversation })).body,
      );
      expect(before.messages.map((m) => m.seen)).toEqual([false, false]);

      events.length = 0;
      await api(bob).read(conversation).expect(200, { ok: true });
      expect((await chatOf(bob, conversation))?.num_unread_messages).toBe(0);
      const after = messagesAnswerSchema.parse(
        (await api(ann).messages({ conversation_id: conversation })).body,
      );
      expect(after.messages.map((m) => m.seen)).toEqual([true, true]);
      // Bob's own messages are not "seen" by anyone yet; "seen" is only for the reader's own messages
      const bobs = messagesAnswerSchema.parse(
        (await api(bob).messages({ conversation_id: conversation })).body,
      );
      expect(bobs.messages.map((m) => m.seen)).toEqual([false, false]);

      expect(events).toEqual(
        expect.arrayContaining([
          {
            memberId: ann.memberId,
            event: { type: 'read', conversation_id: conversation, message_id: after.messages[1].id },
          },
          { memberId: bob.memberId, event: { type: 'chats' } },
        ]),
      );
      // reading again changes nothing and tells nobody
      events.length = 0;
      await api(bob).read(conversation).expect(200);
      expect(events).toEqual([]);
    });

    it('deletes a conversation for one side; a new message brings it back without the old ones', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob, 'old one');
      await api(bob).send({ conversation_id: conversation, text: 'old two' }).expect(200);

      await api(ann).remove(conversation).expect(200, { ok: true });
      expect(await chatOf(ann, conversation)).toBeUndefined();
      expect(events).toContainEqual({ memberId: ann.memberId, event: { type: 'chats' } });
      const emptied = messagesAnswerSchema.parse(
        (await api(ann).messages({ conversation_id: conversation })).body,
      );
      expect(emptied.messages).toEqual([]);
      // the other side keeps everything
      expect((await chatOf(bob, conversation))?.last_message?.text).toBe('old two');

      await api(bob).send({ conversation_id: conversation, text: 'are you there?' }).expect(200);
      expect(await chatOf(ann, conversation)).toMatchObject({
        num_unread_messages: 1,
        last_message: { text: 'are you there?', from_me: false },
      });
      const back = messagesAnswerSchema.parse(
        (await api(ann).messages({ conversation_id: conversation })).body,
      );
      expect(back.messages.map((m) => m.text)).toEqual(['are you there?']);
    });

    it('sends typing notices to the other member, at most one per few seconds', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob);
      events.length = 0;
      await api(ann).typing(conversation).expect(200, { ok: true });
      await api(ann).typing(conversation).expect(200, { ok: true });
      expect(events).toEqual([
        { memberId: bob.memberId, event: { type: 'typing', conversation_id: conversation } },
      ]);
    });
  });

  describe('gifts', () => {
    it("lists the tenant's active gifts in order, named in the member's language, priced", async () => {
      const shop = await createTenant(t.dataSource, { giftCredits: 30, languages: ['nl', 'en'] });
      await insertGift(shop, { slug: 'rose', names: { en: 'Rose', nl: 'Roos' }, position: 2 });
      await insertGift(shop, { slug: 'bear', names: { en: 'Teddy bear' }, credits: 50, position: 1 });
      await insertGift(shop, { slug: 'gone', names: { en: 'Gone' }, active: false });
      await insertGift(foreign, { slug: 'other', names: { en: 'Other site' } });
      const ann = await member(shop);
      await t.dataSource.query(`UPDATE member SET language = 'nl' WHERE id = $1`, [ann.memberId]);
      const { gifts } = giftsAnswerSchema.parse((await api(ann).gifts().expect(200)).body);
      expect(gifts.map(({ name, credits, image }) => ({ name, credits, image }))).toEqual([
        { name: 'Teddy bear', credits: 50, image: 'gifts/bear.webp' },
        { name: 'Roos', credits: 30, image: 'gifts/rose.webp' },
      ]);
    });

    it('sends a gift: it costs its price, shows in both chats, and an unknown gift costs nothing', async () => {
      const [ann, bob] = [await member(site, 100), await member()];
      const gift = await insertGift(site, { names: { en: 'Rose' } });
      const priced = await insertGift(site, { names: { en: 'Diamond' }, credits: 60 });
      const res = await api(ann).send({ profile_id: bob.profileId, gift_id: gift }).expect(200);
      const { message, credits } = sendMessageAnswerSchema.parse(res.body);
      expect(message).toMatchObject({
        kind: 'gift',
        text: null,
        gift: { id: gift, name: 'Rose', credits: 25 },
      });
      expect(credits).toBe(75);
      await api(ann).send({ conversation_id: message.conversation_id, gift_id: priced }).expect(200);
      expect(await creditsOf(ann)).toBe(15);
      const reasons = await t.dataSource.query(
        `SELECT delta FROM credit_ledger WHERE member_id = $1 AND reason = 'gift' ORDER BY id`,
        [ann.memberId],
      );
      expect(reasons).toEqual([{ delta: -25 }, { delta: -60 }]);

      const seenByBob = messagesAnswerSchema.parse(
        (await api(bob).messages({ conversation_id: message.conversation_id })).body,
      );
      expect(seenByBob.messages.map((m) => [m.kind, m.gift?.name, m.from_me])).toEqual([
        ['gift', 'Rose', false],
        ['gift', 'Diamond', false],
      ]);
      expect((await chatOf(bob, message.conversation_id))?.last_message).toEqual({
        kind: 'gift',
        text: 'Diamond',
        from_me: false,
      });
    });
  });

  describe('bad input: a clear code, and no credit taken', () => {
    let ann: Who;
    let bob: Who;
    let conversation: number;
    let inactiveGift: number;
    let foreignGift: number;

    beforeAll(async () => {
      [ann, bob] = [await member(), await member()];
      conversation = await write(ann, bob);
      inactiveGift = await insertGift(site, { active: false });
      foreignGift = await insertGift(foreign);
    });

    it.each([
      ['an empty text', { text: '' }, 400, 'message_empty'],
      ['a text of blanks', { text: ' \n\t ' }, 400, 'message_empty'],
      ['a text of zero-width characters', { text: '\u200b\u200d\ufeff\u2060\u00a0' }, 400, 'message_empty'],
      ['a text over message_length', { text: 'x'.repeat(41) }, 400, 'message_too_long'],
      ['a number as text', { text: 42 }, 400, 'validation_failed'],
      ['neither text nor gift', {}, 400, 'message_text_or_gift'],
      ['a text and a gift', { text: 'hi', gift_id: 1 }, 400, 'message_text_or_gift'],
      ['an unknown gift', { gift_id: 2_000_000_000 }, 404, 'gift_not_found'],
      ['no client_id', { text: 'hi', client_id: undefined }, 400, 'validation_failed'],
    ])('%s', async (_name, body, status, code) => {
      const before = [await creditsOf(ann), await messageRows(ann)];
      const res = await api(ann)
        .send({ conversation_id: conversation, ...body })
        .expect(status);
      expect(errorOf(res)).toBe(code);
      if (code === 'message_too_long') expect(res.body.error.params).toEqual({ max: 40 });
      expect([await creditsOf(ann), await messageRows(ann)]).toEqual(before);
    });

    it('counts characters, not UTF-16 units: 40 emoji fit', async () => {
      await api(ann)
        .send({ conversation_id: conversation, text: '😀'.repeat(40) })
        .expect(200);
    });

    it('refuses an inactive gift and a gift of another site', async () => {
      const before = await creditsOf(ann);
      for (const gift_id of [inactiveGift, foreignGift]) {
        expect(errorOf(await api(ann).send({ conversation_id: conversation, gift_id }).expect(404))).toBe(
          'gift_not_found',
        );
      }
      expect(await creditsOf(ann)).toBe(before);
    });

    it('refuses unknown conversations and profiles, and oneself', async () => {
      const before = await creditsOf(ann);
      expect(errorOf(await api(ann).send({ conversation_id: 2_000_000_000, text: 'hi' }).expect(404))).toBe(
        'conversation_not_found',
      );
      expect(errorOf(await api(ann).send({ profile_id: 2_000_000_000, text: 'hi' }).expect(404))).toBe(
        'profile_not_found',
      );
      expect(errorOf(await api(ann).send({ profile_id: ann.profileId, text: 'hi' }).expect(400))).toBe(
        'cannot_message_self',
      );
      expect(
        errorOf(
          await api(ann)
            .send({ conversation_id: conversation, profile_id: bob.profileId, text: 'x' })
            .expect(400),
        ),
      ).toBe('validation_failed');
      const hidden = await insertProfile(t.dataSource, site.tenant.id, {
        is_fictional: false,
        invisible: true,
      });
      const disabled = await insertProfile(t.dataSource, site.tenant.id, { status: 'disabled' });
      for (const profile_id of [hidden, disabled]) {
        expect(errorOf(await api(ann).send({ profile_id, text: 'hi' }).expect(404))).toBe(
          'profile_not_found',
        );
      }
      expect(await creditsOf(ann)).toBe(before);
      for (const bad of [{ conversation: 0 }, { conversation: 'x' }, {}]) {
        const res = await t.http
          .put('/api/chat.php')
          .set('Host', site.host)
          .set(WEB)
          .set('Cookie', ann.cookie)
          .send(bad);
        expect([res.status, errorOf(res)]).toEqual([400, 'validation_failed']);
      }
      // Number() reads '0x0b' as 11, '1e1' as 10: an id is decimal digits or refused
      for (const conversation_id of ['abc', '0x0b', '1e1', ' 1']) {
        expect(errorOf(await api(ann).messages({ conversation_id }).expect(400))).toBe('validation_failed');
      }
      expect(errorOf(await api(ann).messages({}).expect(400))).toBe('validation_failed');
    });

    it('refuses a member who has not confirmed the address, and a send without enough credits', async () => {
      const [carl, poor] = [await member(), await member(site, 9)];
      await t.dataSource.query(`UPDATE member SET status = 'not_confirmed' WHERE id = $1`, [carl.memberId]);
      expect(errorOf(await api(carl).send({ profile_id: bob.profileId, text: 'hi' }).expect(403))).toBe(
        'account_not_confirmed',
      );
      expect(errorOf(await api(poor).send({ profile_id: bob.profileId, text: 'hi' }).expect(402))).toBe(
        'not_enough_credits',
      );
      expect([await creditsOf(poor), await messageRows(poor)]).toEqual([9, 0]);
      // nothing was opened either
      expect(
        await api(bob)
          .chats()
          .then((r) => r.body.chats.map((c: { profile: { id: number } }) => c.profile.id)),
      ).not.toContain(poor.profileId);
    });
  });

  describe('free members start two conversations', () => {
    it('refuses the third with premium_only; replies and answers are not limited; premium members are not', async () => {
      const [free, a, b, c, d] = [
        await member(),
        await member(),
        await member(),
        await member(),
        await member(),
      ];
      const limitReached = async (to: TestMember) =>
        (await api(free).messages({ profile_id: to.profileId }).expect(200)).body.free_limit_reached;
      const first = await write(free, a);
      expect(await limitReached(b)).toBe(false);
      const second = await write(free, b);
      // said before the third is written, not for the two started
      expect([await limitReached(c), await limitReached(a), await limitReached(b)]).toEqual([
        true,
        false,
        false,
      ]);
      const res = await api(free).send({ profile_id: c.profileId, text: 'hi' }).expect(402);
      expect(res.body.error).toMatchObject({ code: 'premium_only', params: { limit: 2 } });
      expect(await creditsOf(free)).toBe(980);

      await api(free).send({ conversation_id: first, text: 'again' }).expect(200);
      await api(free).send({ profile_id: b.profileId, text: 'again' }).expect(200);
      await api(a).send({ conversation_id: first, text: 'answer' }).expect(200);
      // someone else starting one: the free member may answer it
      const started = await write(d, free);
      await api(free).send({ conversation_id: started, text: 'sure' }).expect(200);
      expect(second).not.toBe(first);

      // nor for one someone else started
      expect(await limitReached(d)).toBe(false);

      const premium = await member();
      await t.dataSource.query('UPDATE member SET paid_user = true WHERE id = $1', [premium.memberId]);
      for (const to of [a, b, c]) await write(premium, to);
      const premiumMessages = await api(premium).messages({ profile_id: d.profileId }).expect(200);
      expect(premiumMessages.body.free_limit_reached).toBe(false);
      await write(premium, d);
    });

    it('lets only two of many parallel first messages through', async () => {
      const free = await member();
      const targets = await Promise.all(Array.from({ length: 6 }, () => member()));
      const answers = await Promise.all(
        targets.map((to) => api(free).send({ profile_id: to.profileId, text: 'hi' })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 402, 402, 402, 402]);
      expect(await creditsOf(free)).toBe(980);
    });
  });

  describe('credits race', () => {
    it('a member with credits for exactly 10 messages sends 50 at once: 10 pass, the balance ends at 0', async () => {
      const [ann, bob] = [await member(site, 100), await member()];
      const conversation = await write(ann, bob);
      await setCredits(t, site.tenant, ann.memberId, 100);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api(ann).send({ conversation_id: conversation, text: `race ${i}` }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(answers.filter((r) => r.status !== 200).map(errorOf)).toEqual(
        Array(40).fill('not_enough_credits'),
      );
      expect(await creditsOf(ann)).toBe(0);
      const [ledger] = await t.dataSource.query(
        `SELECT sum(delta)::int AS total, min(balance_after)::int AS lowest,
                count(*) FILTER (WHERE reason = 'message')::int AS charges
         FROM credit_ledger WHERE member_id = $1`,
        [ann.memberId],
      );
      // every booking since signup sums to the balance: 10 charges of 10 after the first message
      expect(ledger).toEqual({ total: 0, lowest: 0, charges: 11 });
      expect(await messageRows(ann)).toBe(11);
    });

    it('the same for gifts', async () => {
      const [ann, bob] = [await member(site, 70), await member()];
      const gift = await insertGift(site, { credits: 7 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => api(ann).send({ profile_id: bob.profileId, gift_id: gift })),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
      expect(answers.filter((r) => r.status !== 200).map(errorOf)).toEqual(
        Array(40).fill('not_enough_credits'),
      );
      expect(await creditsOf(ann)).toBe(0);
      const [ledger] = await t.dataSource.query(
        `SELECT sum(delta)::int AS total, min(balance_after)::int AS lowest, sum(delta) FILTER (WHERE reason = 'gift')::int AS spent
         FROM credit_ledger WHERE member_id = $1`,
        [ann.memberId],
      );
      expect(ledger).toEqual({ total: 0, lowest: 0, spent: -70 });
      const conversations = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM conversation WHERE started_by_profile_id = $1',
        [ann.profileId],
      );
      expect(conversations).toEqual([{ n: 1 }]);
    });

    it('a send replayed in parallel makes one message and one charge', async () => {
      const [ann, bob] = [await member(site, 100), await member()];
      const client_id = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api(ann).send({ profile_id: bob.profileId, text: 'once', client_id }),
        ),
      );
      const sent = answers.filter((r) => r.status === 200);
      expect(sent).toHaveLength(1);
      const id = sendMessageAnswerSchema.parse(sent[0].body).message.id;
      for (const replay of answers.filter((r) => r.status !== 200)) {
        expect([replay.status, replay.body.error.code, replay.body.error.params]).toEqual([
          409,
          'message_already_sent',
          { message_id: id },
        ]);
      }
      expect([await creditsOf(ann), await messageRows(ann)]).toEqual([90, 1]);
    });

    it('two members writing to each other at once all get through (no deadlock between their locks)', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          api(i % 2 ? ann : bob).send({ conversation_id: conversation, text: `both ${i}` }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
      expect([await messageRows(ann), await messageRows(bob)]).toEqual([21, 20]);
    });

    it('a send replayed in parallel into a conversation makes one message and one charge', async () => {
      const [ann, bob] = [await member(site, 100), await member()];
      const conversation = await write(ann, bob);
      const client_id = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api(ann).send({ conversation_id: conversation, text: 'once', client_id }),
        ),
      );
      const sent = answers.filter((r) => r.status === 200);
      expect(sent).toHaveLength(1);
      const id = sendMessageAnswerSchema.parse(sent[0].body).message.id;
      for (const replay of answers.filter((r) => r.status !== 200)) {
        expect([replay.status, replay.body.error.code, replay.body.error.params]).toEqual([
          409,
          'message_already_sent',
          { message_id: id },
        ]);
      }
      expect([await creditsOf(ann), await messageRows(ann)]).toEqual([80, 2]);
    });
  });

  describe('authorization', () => {
    it("nobody reads, writes to, marks read, deletes or types in someone else's conversation", async () => {
      const [ann, bob, eve] = [await member(), await member(), await member()];
      const mallory = await member(foreign);
      const conversation = await write(ann, bob, 'private');
      const state = () =>
        t.dataSource.query(
          'SELECT profile_id, unread_count, last_read_message_id, cleared_message_id, hidden FROM conversation_participant WHERE conversation_id = $1 ORDER BY profile_id',
          [conversation],
        );
      const before = await state();
      const credits = [await creditsOf(eve), await creditsOf(mallory)];
      events.length = 0;

      for (const who of [eve, mallory]) {
        const calls = [
          api(who).messages({ conversation_id: conversation }),
          api(who).send({ conversation_id: conversation, text: 'sneaky' }),
          api(who).read(conversation),
          api(who).remove(conversation),
          api(who).typing(conversation),
        ];
        for (const res of await Promise.all(calls)) {
          expect([res.status, errorOf(res)]).toEqual([404, 'conversation_not_found']);
        }
        expect(JSON.stringify((await api(who).chats().expect(200)).body)).not.toContain('private');
      }
      // Ann's own session does not reach it through the other site's host either
      expect(errorOf(await api(ann, foreign.host).messages({ conversation_id: conversation }))).toBe(
        'authentication_required',
      );
      // a profile of another site's pool is not found
      expect(errorOf(await api(mallory).send({ profile_id: ann.profileId, text: 'hi' }).expect(404))).toBe(
        'profile_not_found',
      );
      expect(errorOf(await api(mallory).messages({ profile_id: ann.profileId }).expect(404))).toBe(
        'profile_not_found',
      );

      expect(await state()).toEqual(before);
      expect([await creditsOf(eve), await creditsOf(mallory)]).toEqual(credits);
      expect(events).toEqual([]);
    });

    it('a blocked member cannot write to the blocker, nor the blocker to them', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob);
      await api(bob).block(ann.profileId).expect(200);
      const before = await creditsOf(ann);
      expect(errorOf(await api(ann).send({ conversation_id: conversation, text: 'hi' }).expect(403))).toBe(
        'contact_blocked',
      );
      expect(errorOf(await api(ann).send({ profile_id: bob.profileId, text: 'hi' }).expect(403))).toBe(
        'contact_blocked',
      );
      expect(errorOf(await api(bob).send({ conversation_id: conversation, text: 'hi' }).expect(403))).toBe(
        'contact_blocked',
      );
      expect(await creditsOf(ann)).toBe(before);
      // what was written stays readable, and each side is told which way the block goes
      const blockedOf = async (who: Who, query: Record<string, unknown>) =>
        (await api(who).messages(query).expect(200)).body.blocked;
      expect(await blockedOf(ann, { conversation_id: conversation })).toBe('by_them');
      expect(await blockedOf(bob, { conversation_id: conversation })).toBe('by_me');
      expect(await blockedOf(bob, { profile_id: ann.profileId })).toBe('by_me');
      const carl = await member();
      await api(carl).block(bob.profileId).expect(200);
      expect(await blockedOf(bob, { profile_id: carl.profileId })).toBe('by_them');
      await api(bob).unblock(ann.profileId).expect(200);
      expect(await blockedOf(ann, { conversation_id: conversation })).toBeNull();
    });

    it('nothing reaches either side of a block live: no typing notice, no "seen"', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob);
      await api(bob).send({ conversation_id: conversation, text: 'hello ann' }).expect(200);
      await api(bob).block(ann.profileId).expect(200);
      events.length = 0;
      await api(ann).typing(conversation).expect(200, { ok: true });
      await api(ann).read(conversation).expect(200);
      await api(bob).typing(conversation).expect(200, { ok: true });
      // only ann's own list follows her reading
      expect(events).toEqual([{ memberId: ann.memberId, event: { type: 'chats' } }]);
      const [side] = await t.dataSource.query(
        'SELECT unread_count FROM conversation_participant WHERE conversation_id = $1 AND member_id = $2',
        [conversation, ann.memberId],
      );
      expect(side.unread_count).toBe(0);
    });

    it('a block either way takes the conversation off both lists, and an unblock brings it back', async () => {
      const [ann, bob] = [await member(), await member()];
      const conversation = await write(ann, bob);
      await api(bob).block(ann.profileId).expect(200);
      expect([await chatOf(ann, conversation), await chatOf(bob, conversation)]).toEqual([
        undefined,
        undefined,
      ]);
      await api(bob).unblock(ann.profileId).expect(200);
      expect(await chatOf(ann, conversation)).toBeDefined();
      expect(await chatOf(bob, conversation)).toBeDefined();
    });

    it("an invisible member's conversations are hidden from the other side, and nothing reaches it live", async () => {
      const [ann, bob] = [await member(), await member()];
      await t.dataSource.query('UPDATE member SET invisible = true WHERE id = $1', [ann.memberId]);
      await t.dataSource.query('UPDATE profile SET invisible = true WHERE id = $1', [ann.profileId]);
      events.length = 0;
      const conversation = await write(ann, bob, 'from the shadows');
      expect(events.filter((e) => e.memberId === bob.memberId)).toEqual([]);
      expect(await chatOf(bob, conversation)).toBeUndefined();
      expect(await chatOf(ann, conversation)).toBeDefined();
      expect(errorOf(await api(bob).messages({ conversation_id: conversation }).expect(404))).toBe(
        'conversation_not_found',
      );
      expect(errorOf(await api(bob).send({ profile_id: ann.profileId, text: 'hi' }).expect(404))).toBe(
        'profile_not_found',
      );
      expect(errorOf(await api(bob).send({ conversation_id: conversation, text: 'hi' }).expect(404))).toBe(
        'profile_not_found',
      );
      // visible again: the conversation is back
      await t.dataSource.query('UPDATE profile SET invisible = false WHERE id = $1', [ann.profileId]);
      expect(await chatOf(bob, conversation)).toMatchObject({ num_unread_messages: 1 });
    });

    it('members of two sites sharing a pool write to each other, each on their own site', async () => {
      const [north, south] = [
        await createTenant(t.dataSource, { niche: 41, shareProfilePool: true }),
        await createTenant(t.dataSource, { niche: 41, shareProfilePool: true }),
      ];
      const [ann, bob] = [await member(north), await member(south)];
      events.length = 0;
      const conversation = await write(ann, bob, 'hello neighbour');
      expect(events).toContainEqual(
        expect.objectContaining({
          memberId: bob.memberId,
          event: expect.objectContaining({ type: 'message' }),
        }),
      );
      expect(await chatOf(bob, conversation)).toMatchObject({
        num_unread_messages: 1,
        profile: { id: ann.profileId },
      });
      await api(bob).send({ conversation_id: conversation, text: 'hi back' }).expect(200);
      await api(bob).read(conversation).expect(200);
      expect(await chatOf(ann, conversation)).toMatchObject({
        num_unread_messages: 1,
        last_message: { text: 'hi back' },
      });
    });
  });
});
