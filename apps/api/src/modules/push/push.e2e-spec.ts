import { execFileSync } from 'node:child_process';
import { createECDH, type ECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { LiveEvent, PushPayload, PushSubscriptionBody } from '@amora/contracts';
import ece from 'http_ece';
import { createLogger } from '../../common/logger.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { logIn, WEB } from '../../test/accounts.js';
import { setCredits } from '../../test/chat.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { MemberEvents } from '../realtime/member-events.service.js';
import { MAX_SUBSCRIPTIONS_PER_MEMBER, PushService } from './push.service.js';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: the body it posts, and the private key that decrypts. */
interface Browser {
  body: PushSubscriptionBody;
  ecdh: ECDH;
  path: string;
}

/**
 * A push service on 127.0.0.1: HTTPS with a self-signed certificate made for the test (web-push only
 * speaks HTTPS, STACK.md pitfall 8), recording each POST and answering 201 unless told otherwise.
 */
class FakePushService {
  readonly received: Received[] = [];
  /** Status per path; 201 for the others. */
  readonly answers = new Map<string, number>();
  ca = '';
  private server?: Server;
  private port = 0;
  private dir = mkdtempSync(join(tmpdir(), 'amora-push-'));

  async start() {
    const key = join(this.dir, 'key.pem');
    const cert = join(this.dir, 'cert.pem');
    const selfSigned =
      'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1';
    execFileSync('openssl', [...selfSigned.split(' '), '-keyout', key, '-out', cert], { stdio: 'ignore' });
    this.ca = readFileSync(cert, 'utf8');
    const server = createServer({ key: readFileSync(key), cert: this.ca }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.answers.get(path) ?? 201).end();
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  get origin() {
    return `https://127.0.0.1:${this.port}`;
  }

  /** A new subscription, as PushManager.subscribe() would make it in a browser. */
  browser(): Browser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const path = `/push/${randomUUID()}`;
    return {
      ecdh,
      path,
      body: {
        endpoint: `${this.origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      },
    };
  }

  to(browser: Browser) {
    return this.received.filter((r) => r.path === browser.path);
  }

  /** The notification as the browser decrypts it. */
  payloadOf(received: Received, browser: Browser): PushPayload {
    const plain = ece.decrypt(received.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.body.keys.auth,
    });
    return JSON.parse(plain.toString('utf8'));
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function capturedLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { text: () => chunks.join(''), logger: createLogger({ LOG_LEVEL: 'info' }, stream) };
}

const jwtClaims = (authorization: string) => {
  const jwt = /^vapid t=([^,]+), k=/.exec(authorization)?.[1] ?? '';
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
};

describe('web push', () => {
  const pushService = new FakePushService();
  const log = capturedLog();
  let t: TestApp;
  let push: PushService;
  let tenant: Tenant;
  let host: string;
  let alice: TestMember;
  let bob: TestMember;
  let bobName: string;

  /** Each call from an address of its own, unless told: the tests are not about rate limits. */
  let calls = 0;
  const subscribe = (
    who: TestMember | null,
    body: unknown,
    onHost = host,
    ip = `10.78.0.${++calls % 250}`,
  ) => {
    const call = t.http.post('/api/user.php?push=1').set('Host', onHost).set(WEB).set('X-Forwarded-For', ip);
    if (who) call.set('Cookie', who.cookie);
    return call.send(body as object);
  };
  const subscribed = async (who: TestMember) => {
    const browser = pushService.browser();
    const res = await subscribe(who, browser.body);
    expect(res.body).toEqual({ ok: true });
    return browser;
  };
  const subscriptionsOf = async (who: TestMember): Promise<string[]> =>
    (
      await t.dataSource.query('SELECT endpoint FROM push_subscription WHERE member_id = $1 ORDER BY id', [
        who.memberId,
      ])
    ).map((row: { endpoint: string }) => row.endpoint);
  /** Emits live events to `who`, as a feature does after its commit, and waits for the pushes. */
  const emit = async (who: TestMember, ...events: LiveEvent[]) => {
    await t.app
      .get(MemberEvents)
      .emit(events.map((event) => ({ to: { tenantId: tenant.id, memberId: who.memberId }, event })));
    await push.idle();
  };
  const message = (fromMe: boolean, conversationId: number, text: string | null): LiveEvent => ({
    type: 'message',
    profile_id: bob.profileId,
    message: {
      id: 1,
      conversation_id: conversationId,
      from_me: fromMe,
      kind: 'text',
      text,
      gift: null,
      created_at: new Date().toISOString(),
      seen: false,
    },
  });
  const card = (id: number, name: string) => ({
    id,
    name,
    age: 30,
    city: 'Utrecht',
    region: 'UT',
    country: 'NL',
    main_image: null,
    fictional: false,
    online: true,
    distance: null,
  });

  beforeAll(async () => {
    await pushService.start();
    t = await startTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '1' }, { logger: log.logger });
    push = t.app.get(PushService);
    push.trustCertificate(pushService.ca);
    ({ tenant, host } = await createTenant(t.dataSource));
    alice = await activeMember(t.http, t.dataSource, host);
    bob = await activeMember(t.http, t.dataSource, host);
    await t.dataSource.query(`UPDATE member SET language = 'de' WHERE id = $1`, [alice.memberId]);
    await t.dataSource.query(`UPDATE member SET language = 'nl' WHERE id = $1`, [bob.memberId]);
    [{ name: bobName }] = await t.dataSource.query('SELECT name FROM profile WHERE id = $1', [bob.profileId]);
  });
  beforeEach(async () => {
    pushService.received.length = 0;
    pushService.answers.clear();
    await t.dataSource.query('DELETE FROM push_subscription');
    await t.dataSource.query(`UPDATE member SET notification_preferences = '{}'`);
  });
  afterAll(async () => {
    await t?.close();
    await pushService.stop();
  });

  describe('POST /api/user.php?push=1', () => {
    it('refuses a visitor, and a session of another tenant', async () => {
      const other = await createTenant(t.dataSource);
      for (const [who, onHost] of [
        [null, host],
        [alice, other.host],
      ] as const) {
        const res = await subscribe(who, pushService.browser().body, onHost).expect(403);
        expect(res.body.error.code).toBe('authentication_required');
      }
      expect(await t.dataSource.query('SELECT 1 FROM push_subscription')).toEqual([]);
    });

    it('refuses what is no usable subscription with validation_failed, storing nothing', async () => {
      const good = pushService.browser().body;
      const bad: unknown[] = [
        {},
        { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
        { ...good, endpoint: 'not a url' },
        { endpoint: good.endpoint },
        { ...good, keys: { ...good.keys, p256dh: 'short' } },
        // the right alphabet and length, but no point of the curve
        { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } },
        { ...good, keys: { ...good.keys, auth: randomBytes(24).toString('base64url') } },
        [good],
      ];
      for (const body of bad) {
        const res = await subscribe(alice, body).expect(400);
        expect(res.body.error.code).toBe('validation_failed');
      }
      expect(await subscriptionsOf(alice)).toEqual([]);
    });

    it('stores a subscription once, and moves an endpoint to the member who subscribed it last', async () => {
      const browser = await subscribed(alice);
      await subscribe(alice, browser.body).expect(200);
      expect(await subscriptionsOf(alice)).toEqual([browser.body.endpoint]);
      // the same browser, now logged in as bob
      await subscribe(bob, browser.body).expect(200);
      expect(await subscriptionsOf(alice)).toEqual([]);
      expect(await subscriptionsOf(bob)).toEqual([browser.body.endpoint]);
    });

    it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_MEMBER} subscriptions of a member`, async () => {
      const browsers = [];
      for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_MEMBER; i++) browsers.push(await subscribed(alice));
      const kept = await subscriptionsOf(alice);
      expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_MEMBER);
      expect(kept).not.toContain(browsers[0].body.endpoint);
      expect(kept).toContain(browsers[MAX_SUBSCRIPTIONS_PER_MEMBER].body.endpoint);
    });

    it('counts subscriptions apart from login attempts', async () => {
      for (let i = 0; i < 20; i++)
        await subscribe(alice, pushService.browser().body, host, '10.79.0.1').expect(200);
      const limited = await subscribe(alice, pushService.browser().body, host, '10.79.0.1').expect(429);
      expect(limited.body.error.code).toBe('rate_limited');
      await logIn(t.http, host, alice.email).set('X-Forwarded-For', '10.79.0.1').expect(200);
    });

    it('leaves the login at the same path as it was', async () => {
      const res = await logIn(t.http, host, alice.email).set('X-Forwarded-For', '10.77.0.1').expect(200);
      expect(res.body.user).toBeTruthy();
      // credentials do not subscribe, nor log in, with ?push=1
      const pushed = await t.http
        .post('/api/user.php?push=1')
        .set('Host', host)
        .set(WEB)
        .set('X-Forwarded-For', '10.77.0.2')
        .send({ email: alice.email, password: 'velvet-sunrise-42' })
        .expect(403);
      expect(pushed.body.error.code).toBe('authentication_required');
      expect(pushed.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('notifications', () => {
    it("sends a new message encrypted, in the member's language, with the tenant's VAPID key", async () => {
      const browser = await subscribed(alice);
      await emit(alice, message(false, 77, 'Hallo, wie geht es dir?'));
      const [received] = pushService.to(browser);
      expect(pushService.received).toHaveLength(1);
      expect(pushService.payloadOf(received, browser)).toEqual({
        type: 'message',
        title: `Neue Nachricht von ${bobName}`,
        body: 'Hallo, wie geht es dir?',
        url: '/chats/77',
        tag: 'message-77',
      });
      expect(received.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        ttl: '86400',
        urgency: 'high',
      });
      const authorization = String(received.headers.authorization);
      expect(authorization).toContain(`k=${tenant.vapidPublicKey}`);
      expect(jwtClaims(authorization)).toMatchObject({
        aud: pushService.origin,
        sub: `mailto:${tenant.supportEmail}`,
      });
    });

    it('pushes a text sent to a conversation to the receiver, and nothing to a receiver without subscriptions', async () => {
      await t.dataSource.query(`UPDATE member SET status = 'active' WHERE id = ANY($1)`, [
        [alice.memberId, bob.memberId],
      ]);
      for (const who of [alice, bob]) await setCredits(t, tenant, who.memberId, 100);
      const send = (who: TestMember, body: object) =>
        t.http
          .post('/api/messages.php')
          .set('Host', host)
          .set(WEB)
          .set('Cookie', who.cookie)
          .set('X-Forwarded-For', `10.78.1.${++calls % 250}`)
          .send({ client_id: randomUUID(), ...body })
          .expect(200);
      const first = await send(bob, { profile_id: alice.profileId, text: 'Hoi' });
      const conversation: number = first.body.message.conversation_id;
      await push.idle();
      const browser = await subscribed(alice);
      // the app's reads of a member's subscriptions from here on (a text's send runs on the pool, not here)
      const queries = jest.spyOn(t.dataSource, 'query');
      const subscriptionReadsOf = (who: TestMember) =>
        queries.mock.calls.filter(
          ([sql, params]) =>
            /^\s*SELECT\b[\s\S]*\bFROM push_subscription\b/.test(sql) &&
            Array.isArray(params) &&
            params[0] === tenant.id &&
            params[1] === who.memberId,
        ).length;
      try {
        await send(bob, { conversation_id: conversation, text: 'Wie geht es?' });
        await push.idle();
        expect(pushService.to(browser).map((received) => pushService.payloadOf(received, browser))).toEqual([
          expect.objectContaining({ type: 'message', body: 'Wie geht es?', url: `/chats/${conversation}` }),
        ]);
        expect(subscriptionReadsOf(alice)).toBe(1);
        await send(alice, { conversation_id: conversation, text: 'Gut!' });
        await push.idle();
        expect(pushService.received).toHaveLength(1);
        // the send's own statement saw that bob has no subscription: web push does not look it up again
        expect(subscriptionReadsOf(bob)).toBe(0);
      } finally {
        queries.mockRestore();
      }
    });

    it('sends likes and matches to every subscription of the member', async () => {
      const browsers = [await subscribed(bob), await subscribed(bob)];
      await emit(bob, {
        type: 'like',
        profile: { ...card(41, 'Sanne'), like_new: true, liked_at: new Date().toISOString() },
      });
      await emit(bob, { type: 'match', profile: card(42, 'Femke') });
      for (const browser of browsers) {
        const payloads = pushService.to(browser).map((r) => pushService.payloadOf(r, browser));
        expect(payloads).toEqual([
          {
            type: 'like',
            title: 'Sanne vindt je leuk',
            body: 'Bekijk het profiel',
            url: '/likes',
            tag: 'like-41',
          },
          {
            type: 'match',
            title: 'Het is een match met Femke!',
            body: 'Zeg nu hallo',
            url: '/likes/matches',
            tag: 'match-42',
          },
        ]);
        expect(pushService.to(browser)[0].headers.urgency).toBe('normal');
      }
    });

    it("sends nothing for the sender's own copy, for other events, nor against the member's settings", async () => {
      const browser = await subscribed(alice);
      await emit(alice, message(true, 5, 'my own words'), { type: 'credits', credits: 3 }, { type: 'chats' });
      expect(pushService.received).toEqual([]);

      await t.dataSource.query(
        `UPDATE member SET notification_preferences = '{"push_messages": false}' WHERE id = $1`,
        [alice.memberId],
      );
      await emit(alice, message(false, 5, 'hello?'));
      expect(pushService.received).toEqual([]);
      await emit(alice, { type: 'match', profile: card(43, 'Noor') });
      expect(pushService.to(browser).map((r) => pushService.payloadOf(r, browser).type)).toEqual(['match']);

      await t.dataSource.query(
        `UPDATE member SET notification_preferences = '{"push_likes": false}' WHERE id = $1`,
        [alice.memberId],
      );
      pushService.received.length = 0;
      await emit(alice, { type: 'match', profile: card(43, 'Noor') }, message(false, 5, 'hello!'));
      expect(pushService.to(browser).map((r) => pushService.payloadOf(r, browser).type)).toEqual(['message']);
    });

    it('drops subscriptions the push service answers 404 or 410; keeps and logs others without secrets', async () => {
      const gone = await subscribed(alice);
      const unknown = await subscribed(alice);
      const failing = await subscribed(alice);
      pushService.answers.set(gone.path, 410);
      pushService.answers.set(unknown.path, 404);
      pushService.answers.set(failing.path, 500);
      await emit(alice, message(false, 9, 'are you there?'));
      expect(pushService.received).toHaveLength(3);
      expect(await subscriptionsOf(alice)).toEqual([failing.body.endpoint]);

      const text = log.text();
      expect(text).toContain(`push to ${pushService.origin} failed: HTTP 500`);
      for (const secret of [
        failing.path,
        failing.body.keys.auth,
        failing.body.keys.p256dh,
        tenant.vapidPrivateKey,
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it('never fails the caller when a push service cannot be reached', async () => {
      const browser = pushService.browser();
      // a port nobody listens on
      const body = { ...browser.body, endpoint: `https://127.0.0.1:9/${randomUUID()}` };
      await subscribe(alice, body).expect(200);
      await expect(emit(alice, message(false, 10, 'hi'))).resolves.toBeUndefined();
      expect(await subscriptionsOf(alice)).toEqual([body.endpoint]);
      expect(log.text()).toContain('push to https://127.0.0.1:9 failed');
    });
  });
});
