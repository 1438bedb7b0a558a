import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FREE_CONVERSATIONS, LOCALES } from '@amora/contracts';
import sharp from 'sharp';
import { Member } from '../../modules/accounts/entities/member.entity.js';
import { Gift } from '../../modules/chat/gift.entity.js';
import { LocalStorage } from '../../modules/storage/local-storage.js';
import { STORAGE, type Storage } from '../../modules/storage/storage.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_GIFTS, GIFT_IMAGE_SIZE, renderDemoGiftImages } from './demo-gifts.js';
import { DEMO_MEMBER } from './demo-members.js';

const HOST: Record<string, string> = {
  vonk: 'vonk.localhost',
  herz: 'herz.localhost',
  spark: 'spark.localhost',
};
const LANGUAGE_WORDS: Record<string, RegExp> = {
  vonk: /\b(je|ik|een|wat)\b/,
  herz: /\b(ich|du|und|mir)\b/,
  spark: /\b(you|I|and|my)\b/,
};

async function bytesOf(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('demo gifts, likes and chats', () => {
  let t: TestApp;
  let tenants: Tenant[];
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: '1' });
    tenants = await t.dataSource.getRepository(Tenant).find({ order: { id: 'ASC' } });
  }, 120_000);
  afterAll(() => t.close());

  const demoOf = async (tenant: Tenant) => {
    const member = await t.dataSource
      .getRepository(Member)
      .findOneByOrFail({ tenantId: tenant.id, email: DEMO_MEMBER.email });
    return { member, profileId: member.profileId as number };
  };

  it('gives every demo tenant eight active gifts named in all eleven languages, some dearer', async () => {
    expect(tenants).toHaveLength(3);
    for (const tenant of tenants) {
      const gifts = await t.dataSource
        .getRepository(Gift)
        .find({ where: { tenantId: tenant.id }, order: { position: 'ASC' } });
      expect(gifts.map((g) => [g.slug, g.active])).toEqual(DEMO_GIFTS.map((g) => [g.slug, true]));
      expect(new Set(gifts.map((g) => g.position)).size).toBe(8);
      for (const gift of gifts) {
        expect(Object.keys(gift.names).sort()).toEqual([...LOCALES].sort());
        expect(Object.values(gift.names).every((name) => name.trim().length > 1)).toBe(true);
      }
      expect(gifts.find((g) => g.slug === 'rose')?.names).toMatchObject({
        nl: 'Roos',
        de: 'Rose',
        pl: 'Róża',
      });
      const prices = gifts.map((g) => g.credits);
      expect(prices.filter((p) => p === null).length).toBeGreaterThanOrEqual(4);
      const dearer = prices.filter((p): p is number => p !== null);
      expect(dearer.length).toBeGreaterThanOrEqual(2);
      expect(dearer.every((p) => p > tenant.giftCredits)).toBe(true);
    }
  });

  it('stores each gift image once as a 256 × 256 WebP with a transparent background, served under /media/', async () => {
    const storage = t.app.get<Storage>(STORAGE);
    const rows: { image: string; tenants: number }[] = await t.dataSource.query(
      'SELECT image, count(DISTINCT tenant_id)::int AS tenants FROM gift GROUP BY image',
    );
    // one drawing per gift, shared by the three tenants
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.tenants === 3)).toBe(true);
    for (const { image } of rows) {
      const bytes = await bytesOf(storage, image);
      expect(bytes).not.toBeNull();
      const meta = await sharp(bytes as Buffer).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
        'webp',
        GIFT_IMAGE_SIZE,
        GIFT_IMAGE_SIZE,
        true,
      ]);
      // a sticker: see-through corners, a colourful middle
      const { data, info } = await sharp(bytes as Buffer)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect([alphaAt(0, 0), alphaAt(255, 0), alphaAt(0, 255), alphaAt(255, 255)]).toEqual([0, 0, 0, 0]);
      const stats = await sharp(bytes as Buffer).stats();
      expect(stats.isOpaque).toBe(false);
      expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(30);
    }
    const served = await t.http
      .get(`/media/${rows[0].image}`)
      .set('Host', HOST.herz)
      .buffer(true)
      .expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(GIFT_IMAGE_SIZE);
  });

  it('draws the gift images fast, and the same drawing always under the same key', async () => {
    const root = mkdtempSync(join(tmpdir(), 'amora-gifts-'));
    try {
      const started = Date.now();
      const cpu = process.cpuUsage();
      const images = await renderDemoGiftImages(new LocalStorage(root));
      const used = process.cpuUsage(cpu);
      console.log(
        `${DEMO_GIFTS.length} gift images: ${Date.now() - started} ms, CPU ${Math.round((used.user + used.system) / 1000)} ms`,
      );
      const seeded: { slug: string; image: string }[] = await t.dataSource.query(
        'SELECT DISTINCT slug, image FROM gift',
      );
      expect(images).toEqual(Object.fromEntries(seeded.map((row) => [row.slug, row.image])));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('gives the demo accounts new and seen likes, sent likes and two matches', async () => {
    for (const tenant of tenants) {
      const { profileId } = await demoOf(tenant);
      const received: { is_new: boolean; tenant_id: number }[] = await t.dataSource.query(
        'SELECT is_new, tenant_id FROM profile_like WHERE liked_profile_id = $1',
        [profileId],
      );
      expect(received.length).toBeGreaterThanOrEqual(5);
      expect(received.filter((like) => like.is_new).length).toBeGreaterThanOrEqual(2);
      expect(received.filter((like) => !like.is_new).length).toBeGreaterThanOrEqual(2);
      expect(received.every((like) => like.tenant_id === tenant.id)).toBe(true);
      const [{ fictional }] = await t.dataSource.query(
        `SELECT count(*)::int AS fictional FROM profile_like l JOIN profile p ON p.id = l.liker_profile_id
         WHERE l.liked_profile_id = $1 AND p.is_fictional`,
        [profileId],
      );
      expect(fictional).toBeGreaterThanOrEqual(1);
      const sent = await t.dataSource.query('SELECT 1 FROM profile_like WHERE liker_profile_id = $1', [
        profileId,
      ]);
      expect(sent.length).toBeGreaterThanOrEqual(3);
      const matches = await t.dataSource.query(
        `SELECT mine.liked_profile_id FROM profile_like mine
         JOIN profile_like theirs ON theirs.liker_profile_id = mine.liked_profile_id
          AND theirs.liked_profile_id = mine.liker_profile_id
         WHERE mine.liker_profile_id = $1`,
        [profileId],
      );
      expect(matches).toHaveLength(2);
      // the likers are women of the tenant's pool looking for men, as the demo member looks for women
      const likers: { gender: string; sexuality: string; status: string; pool: string }[] =
        await t.dataSource.query(
          `SELECT p.gender, p.sexuality, p.status, p.pool FROM profile_like l JOIN profile p ON p.id = l.liker_profile_id
           WHERE l.liked_profile_id = $1`,
          [profileId],
        );
      const pool = tenant.shareProfilePool ? `niche:${tenant.niche}` : `tenant:${tenant.id}`;
      expect(
        likers.filter(
          (p) =>
            p.gender !== 'female' ||
            !['hetero', 'bi'].includes(p.sexuality) ||
            p.status !== 'active' ||
            p.pool !== pool,
        ),
      ).toEqual([]);
    }
  });

  it('gives the demo accounts three conversations whose unread counts, read marks and last messages match their messages', async () => {
    for (const tenant of tenants) {
      const { member, profileId } = await demoOf(tenant);
      const conversations: {
        id: number;
        tenant_id: number;
        started_by_profile_id: number;
        last_message_id: number;
        last_message_at: Date;
      }[] = await t.dataSource.query(
        `SELECT c.* FROM conversation c JOIN conversation_participant p ON p.conversation_id = c.id
         WHERE p.member_id = $1 AND p.tenant_id = $2 ORDER BY c.id`,
        [member.id, tenant.id],
      );
      expect(conversations).toHaveLength(3);
      // the demo member may still start a conversation of their own
      expect(conversations.filter((c) => c.started_by_profile_id === profileId).length).toBeLessThan(
        FREE_CONVERSATIONS,
      );
      let unreadOfDemo = 0;
      for (const conversation of conversations) {
        expect(conversation.tenant_id).toBe(tenant.id);
        const messages: { id: number; sender_profile_id: number; created_at: Date; text: string | null }[] =
          await t.dataSource.query(
            'SELECT id, sender_profile_id, created_at, text FROM chat_message WHERE conversation_id = $1 ORDER BY id',
            [conversation.id],
          );
        expect(messages.length).toBeGreaterThanOrEqual(3);
        const last = messages[messages.length - 1];
        expect(conversation.last_message_id).toBe(last.id);
        expect(new Date(conversation.last_message_at).getTime()).toBe(new Date(last.created_at).getTime());
        // in the order they were written, all in the past
        const times = messages.map((m) => new Date(m.created_at).getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(Math.max(...times)).toBeLessThan(Date.now());
        expect(messages[0].sender_profile_id).toBe(conversation.started_by_profile_id);
        expect(messages.map((m) => m.text ?? '').join(' ')).toMatch(LANGUAGE_WORDS[tenant.slug]);

        const sides: {
          profile_id: number;
          member_id: number | null;
          unread_count: number;
          last_read_message_id: number;
          cleared_message_id: number;
          hidden: boolean;
        }[] = await t.dataSource.query('SELECT * FROM conversation_participant WHERE conversation_id = $1', [
          conversation.id,
        ]);
        expect(sides).toHaveLength(2);
        for (const side of sides) {
          const theirs = messages.filter((m) => m.sender_profile_id !== side.profile_id);
          const unread = theirs.filter(
            (m) => m.id > side.last_read_message_id && m.id > side.cleared_message_id,
          );
          expect({ side: side.profile_id, unread: side.unread_count }).toEqual({
            side: side.profile_id,
            unread: unread.length,
          });
          // a read mark points at a message of the other side, or at none yet
          if (side.last_read_message_id !== 0) {
            expect(theirs.map((m) => m.id)).toContain(side.last_read_message_id);
          }
          expect([side.hidden, side.cleared_message_id]).toEqual([false, 0]);
        }
        const mine = sides.find((side) => side.profile_id === profileId);
        expect(mine?.member_id).toBe(member.id);
        expect(sides.find((side) => side.profile_id !== profileId)?.member_id).toBeNull();
        unreadOfDemo += mine?.unread_count ?? 0;
      }
      expect(unreadOfDemo).toBeGreaterThanOrEqual(2);
    }
  });

  it('has a gift in a conversation and charges the demo member’s messages through the ledger', async () => {
    for (const tenant of tenants) {
      const { member, profileId } = await demoOf(tenant);
      const gifts: { credits: number; gift_tenant: number; price: number | null }[] =
        await t.dataSource.query(
          `SELECT m.credits, g.tenant_id AS gift_tenant, g.credits AS price FROM chat_message m
         JOIN gift g ON g.id = m.gift_id WHERE m.kind = 'gift' AND m.tenant_id = $1 AND m.sender_profile_id = $2`,
          [tenant.id, profileId],
        );
      expect(gifts).toHaveLength(1);
      expect(gifts[0]).toEqual({
        credits: gifts[0].price ?? tenant.giftCredits,
        gift_tenant: tenant.id,
        price: gifts[0].price,
      });

      const [sent] = await t.dataSource.query(
        `SELECT count(*)::int AS n, coalesce(sum(credits), 0)::int AS credits, count(DISTINCT client_id)::int AS ids
         FROM chat_message WHERE sender_profile_id = $1`,
        [profileId],
      );
      expect(sent.ids).toBe(sent.n);
      const [ledger] = await t.dataSource.query(
        `SELECT sum(delta)::int AS total,
                coalesce(-sum(delta) FILTER (WHERE reason IN ('message', 'gift')), 0)::int AS paid,
                count(*) FILTER (WHERE reason IN ('message', 'gift'))::int AS bookings
         FROM credit_ledger WHERE member_id = $1`,
        [member.id],
      );
      expect(ledger).toEqual({ total: member.credits, paid: sent.credits, bookings: sent.n });
      // the others' messages cost them nothing (they are no members)
      const [{ free }] = await t.dataSource.query(
        `SELECT bool_and(credits = 0 AND client_id IS NULL) AS free FROM chat_message m
         WHERE m.tenant_id = $1 AND m.sender_profile_id <> $2`,
        [tenant.id, profileId],
      );
      expect(free).toBe(true);
      expect(member.credits).toBeGreaterThan(tenant.signupCredits);
    }
  });

  it('leaves one conversation with an operator-run profile waiting in each tenant’s moderator queue', async () => {
    for (const tenant of tenants) {
      const { member, profileId } = await demoOf(tenant);
      const queue: {
        conversation_id: number;
        member_id: number;
        fictional_profile_id: number;
        waiting_since: Date;
        claimed_by: number | null;
        is_fictional: boolean;
      }[] = await t.dataSource.query(
        `SELECT q.*, p.is_fictional FROM moderator_queue q JOIN profile p ON p.id = q.fictional_profile_id
           WHERE q.tenant_id = $1`,
        [tenant.id],
      );
      expect(queue).toHaveLength(1);
      const [entry] = queue;
      expect(entry).toMatchObject({ member_id: member.id, is_fictional: true, claimed_by: null });
      const messages: { sender_profile_id: number; created_at: Date }[] = await t.dataSource.query(
        'SELECT sender_profile_id, created_at FROM chat_message WHERE conversation_id = $1 ORDER BY id',
        [entry.conversation_id],
      );
      const lastAnswer = messages.map((m) => m.sender_profile_id).lastIndexOf(entry.fictional_profile_id);
      // answered before, and the member's messages since then wait, the first of them the longest
      expect(lastAnswer).toBeGreaterThanOrEqual(0);
      const waiting = messages.slice(lastAnswer + 1);
      expect(waiting.length).toBeGreaterThanOrEqual(1);
      expect(waiting.every((m) => m.sender_profile_id === profileId)).toBe(true);
      expect(new Date(entry.waiting_since).getTime()).toBe(new Date(waiting[0].created_at).getTime());
    }
    // conversations with other profiles, or answered by the operator, are not waiting
    const [{ stray }] = await t.dataSource.query(
      `SELECT count(*)::int AS stray FROM conversation c JOIN profile p
         ON p.id IN (c.profile_low_id, c.profile_high_id) AND p.is_fictional
       WHERE c.id NOT IN (SELECT conversation_id FROM moderator_queue)
         AND (SELECT sender_profile_id FROM chat_message WHERE id = c.last_message_id) <> p.id`,
    );
    expect(stray).toBe(0);
  });
});
