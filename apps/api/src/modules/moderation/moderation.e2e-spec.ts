import { randomUUID } from 'node:crypto';
import { messagesAnswerSchema, sendMessageAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { WEB } from '../../test/accounts.js';
import { type ReceivedEvent, recordLiveEvents } from '../../test/chat.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, insertProfile, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { CLAIM_MS, ModeratorQueueService } from './moderator-queue.service.js';

interface Site {
  tenant: Tenant;
  host: string;
}

interface Who extends TestMember {
  site: Site;
}

describe("the moderators' queue of fictional profiles' conversations", () => {
  let t: TestApp;
  let queue: ModeratorQueueService;
  let site: Site;
  let other: Site;
  let events: ReceivedEvent[] = [];

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    queue = t.app.get(ModeratorQueueService);
    site = await createTenant(t.dataSource, { messageCredits: 10, messageLength: 200 });
    other = await createTenant(t.dataSource, { messageCredits: 10 });
    events = recordLiveEvents(t);
  });
  afterAll(() => t.close());

  /** A confirmed premium member, who may write, with the signup credits (20: two messages). */
  async function member(at = site): Promise<Who> {
    const who = await activeMember(t.http, t.dataSource, at.host, { confirmed: true, paid: true });
    return { ...who, site: at };
  }

  const call = (who: Who, method: 'get' | 'post') =>
    t.http[method]('/api/messages.php')
      .set('Host', who.site.host)
      .set(WEB)
      .set('Cookie', who.cookie)
      .set('X-Forwarded-For', who.ip);

  async function write(who: Who, profileId: number, text: string): Promise<number> {
    const res = await call(who, 'post')
      .send({ profile_id: profileId, text, client_id: randomUUID() })
      .expect(200);
    return sendMessageAnswerSchema.parse(res.body).message.conversation_id;
  }

  const entryOf = async (conversationId: number) =>
    (
      await t.dataSource.query('SELECT * FROM moderator_queue WHERE conversation_id = $1', [conversationId])
    )[0];

  it('queues a message to a fictional profile once, from the first unanswered message; a member profile is not queued', async () => {
    const ann = await member();
    const bob = await member();
    const fictional = await insertProfile(t.dataSource, site.tenant.id);
    const conversation = await write(ann, fictional, 'Hello there');
    const entry = await entryOf(conversation);
    expect(entry).toMatchObject({
      tenant_id: site.tenant.id,
      member_id: ann.memberId,
      fictional_profile_id: fictional,
      claimed_by: null,
    });
    await write(ann, fictional, 'Are you there?');
    expect((await entryOf(conversation)).waiting_since).toEqual(entry.waiting_since);
    // the member pays as for anyone else
    const [{ credits }] = await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [
      ann.memberId,
    ]);
    expect(credits).toBe(0);

    const withBob = await write(bob, ann.profileId, 'hi');
    expect(await entryOf(withBob)).toBeUndefined();
  });

  it("lists a tenant's waiting conversations oldest first, with both cards and the history, and no other tenant's", async () => {
    const [north, south] = [await createTenant(t.dataSource), await createTenant(t.dataSource)];
    const fictional = await insertProfile(t.dataSource, north.tenant.id, { name: 'Fiona' });
    const [ann, bob] = [await member(north), await member(north)];
    const first = await write(bob, fictional, 'bob first');
    const second = await write(ann, fictional, 'ann second');
    await write(bob, fictional, 'bob again');
    const southern = await write(
      await member(south),
      await insertProfile(t.dataSource, south.tenant.id),
      'south',
    );
    await t.dataSource.query(
      `UPDATE moderator_queue SET waiting_since = waiting_since - interval '1 hour' WHERE conversation_id = $1`,
      [first],
    );

    const waiting = await queue.waiting(north.tenant, { limit: 10 });
    expect(waiting.map((w) => w.conversationId)).toEqual([first, second]);
    expect(waiting[0]).toMatchObject({
      member: { id: bob.memberId, profile: { id: bob.profileId } },
      fictionalProfile: { id: fictional, name: 'Fiona', fictional: true },
      claimedBy: null,
    });
    expect(waiting[0].messages.map((m) => [m.text, m.fromMember, m.staffId])).toEqual([
      ['bob first', true, null],
      ['bob again', true, null],
    ]);
    expect((await queue.waiting(north.tenant, { limit: 1 })).map((w) => w.conversationId)).toEqual([first]);
    expect((await queue.waiting(south.tenant)).map((w) => w.conversationId)).toEqual([southern]);
  });

  it('lets exactly one of many moderators claim a conversation at once, and another once the claim expired', async () => {
    const fictional = await insertProfile(t.dataSource, site.tenant.id);
    const conversation = await write(await member(), fictional, 'anyone?');
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => queue.claim(site.tenant, conversation, 100 + i)),
    );
    const won = claims.filter((c) => c.claimed);
    expect(won).toHaveLength(1);
    const winner = 100 + claims.findIndex((c) => c.claimed);
    for (const lost of claims.filter((c) => !c.claimed))
      expect(lost).toMatchObject({ claimed: false, by: winner });
    const { claimed_by, claimed_until } = await entryOf(conversation);
    expect(claimed_by).toBe(winner);
    expect(new Date(claimed_until).getTime() - Date.now()).toBeGreaterThan(CLAIM_MS - 60_000);

    // the holder may renew; once it expired anyone may take it
    expect((await queue.claim(site.tenant, conversation, winner)).claimed).toBe(true);
    await t.dataSource.query(
      `UPDATE moderator_queue SET claimed_until = now() - interval '1 second' WHERE conversation_id = $1`,
      [conversation],
    );
    expect(await queue.claim(site.tenant, conversation, 999)).toMatchObject({ claimed: true });
    // another tenant's moderators do not reach it
    await expect(queue.claim(other.tenant, conversation, 5)).rejects.toMatchObject({
      code: 'conversation_not_found',
    });
  });

  it('replies for the fictional profile: marked with the staff id, free, out of the queue, and live to the member', async () => {
    const ann = await member();
    const fictional = await insertProfile(t.dataSource, site.tenant.id);
    const conversation = await write(ann, fictional, 'Hello?');
    const [{ credits: before }] = await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [
      ann.memberId,
    ]);
    expect(await queue.claim(site.tenant, conversation, 7)).toMatchObject({ claimed: true });

    // another moderator may not answer while the claim holds; another tenant does not find it
    expect(await queue.reply(site.tenant, conversation, 8, 'me too')).toEqual({ sent: false, claimedBy: 7 });
    await expect(queue.reply(other.tenant, conversation, 7, 'hi')).rejects.toMatchObject({
      code: 'conversation_not_found',
    });
    await expect(queue.reply(site.tenant, conversation, 7, '   ')).rejects.toMatchObject({
      code: 'message_empty',
    });
    await expect(queue.reply(site.tenant, conversation, 7, 'x'.repeat(201))).rejects.toMatchObject({
      code: 'message_too_long',
    });

    events.length = 0;
    const result = await queue.reply(site.tenant, conversation, 7, '  Hi, nice to meet you!  ');
    if (!result.sent) throw new Error('the reply was refused');
    const [row] = await t.dataSource.query(
      'SELECT sender_profile_id, staff_id, credits, text, tenant_id FROM chat_message WHERE id = $1',
      [result.messageId],
    );
    expect(row).toEqual({
      sender_profile_id: fictional,
      staff_id: 7,
      credits: 0,
      text: 'Hi, nice to meet you!',
      tenant_id: site.tenant.id,
    });
    expect(await entryOf(conversation)).toBeUndefined();
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
          message: expect.objectContaining({
            id: result.messageId,
            from_me: false,
            text: 'Hi, nice to meet you!',
          }),
        },
      },
    ]);
    const page = messagesAnswerSchema.parse(
      (await call(ann, 'get').query({ conversation_id: conversation }).expect(200)).body,
    );
    expect(page.messages.map((m) => [m.text, m.from_me])).toEqual([
      ['Hello?', true],
      ['Hi, nice to meet you!', false],
    ]);
    const [{ unread_count }] = await t.dataSource.query(
      'SELECT unread_count FROM conversation_participant WHERE conversation_id = $1 AND member_id = $2',
      [conversation, ann.memberId],
    );
    expect(unread_count).toBe(1);

    // answered: a second reply finds nothing waiting; the member's next message queues it again
    await expect(queue.reply(site.tenant, conversation, 7, 'again')).rejects.toMatchObject({
      code: 'conversation_not_found',
    });
    await t.dataSource.query('UPDATE member SET credits = 100 WHERE id = $1', [ann.memberId]);
    await write(ann, fictional, 'Tell me more');
    expect(await entryOf(conversation)).toMatchObject({ member_id: ann.memberId, claimed_by: null });
  });

  it('a reply and a member message at the same moment both land, without a deadlock (30 rounds)', async () => {
    const ann = await member();
    await t.dataSource.query('UPDATE member SET credits = 1000 WHERE id = $1', [ann.memberId]);
    const fictional = await insertProfile(t.dataSource, site.tenant.id);
    const conversation = await write(ann, fictional, 'first');
    for (let round = 0; round < 30; round++) {
      const [sent, reply] = await Promise.all([
        call(ann, 'post').send({
          conversation_id: conversation,
          text: `member ${round}`,
          client_id: randomUUID(),
        }),
        queue.reply(site.tenant, conversation, 3, `staff ${round}`),
      ]);
      expect(sent.status).toBe(200);
      expect(reply).toMatchObject({ sent: true });
      // the entry is gone or waits for the member's message that came after the reply
      await write(ann, fictional, `ping ${round}`);
    }
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = $1 AND staff_id = 3',
      [conversation],
    );
    expect(n).toBe(30);
  });

  it('does not reply to a member who blocked the fictional profile', async () => {
    const ann = await member();
    const fictional = await insertProfile(t.dataSource, site.tenant.id);
    const conversation = await write(ann, fictional, 'hi');
    await t.http
      .post('/api/blocks.php')
      .set('Host', site.host)
      .set(WEB)
      .set('Cookie', ann.cookie)
      .set('X-Forwarded-For', ann.ip)
      .send({ profile_id: fictional })
      .expect(200);
    await expect(queue.reply(site.tenant, conversation, 7, 'hello')).rejects.toMatchObject({
      code: 'contact_blocked',
    });
  });
});
