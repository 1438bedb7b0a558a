import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { connect as connectSocket, type Socket } from 'node:net';
import { EVENT_HEARTBEAT_MS, EVENT_RETRY_MS, type LiveEvent } from '@amora/contracts';
import type { Test } from 'supertest';
import { EventBus } from '../../common/events/event-bus.js';
import { logIn, PASSWORD, sessionCookie, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, type TestMember } from '../../test/profiles.js';
import { describeWithRedis, itOnPostgres } from '../../test/requires.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { EventStreams, MAX_STREAMS_PER_MEMBER } from './event-streams.service.js';
import { MemberEventPruner } from './member-event-pruner.service.js';
import { MemberEvents, type Recipient } from './member-events.service.js';

/** One block of a text/event-stream: an event, or a comment (heartbeat), or the retry line. */
interface Block {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: true;
}

/** Where a stream resumes: the Last-Event-ID header, or the last_event_id query parameter. */
interface Resume {
  header?: string;
  query?: string;
}

/** A client of GET /api/events reading blocks as they arrive, as EventSource does. */
class Stream {
  readonly blocks: Block[] = [];
  private buffered = '';
  private waiters = new Set<() => void>();
  ended = false;

  private constructor(
    readonly response: IncomingMessage,
    private readonly call: ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.receive(chunk));
    response.on('close', () => {
      this.ended = true;
      this.wake();
    });
  }

  static open(base: string, host: string, cookie: string | null, resume: Resume = {}) {
    const url = new URL('/api/events', base);
    if (resume.query) url.searchParams.set('last_event_id', resume.query);
    const headers: Record<string, string> = { host, 'x-request-type': 'web' };
    if (cookie) headers.cookie = cookie;
    if (resume.header) headers['last-event-id'] = resume.header;
    return new Promise<Stream>((resolve, reject) => {
      const call = request(url, { headers }, (response) => resolve(new Stream(response, call)));
      call.on('error', reject);
      call.end();
    });
  }

  /** Live and replayed events, without comments and the retry line. */
  get events(): Block[] {
    return this.blocks.filter((block) => block.event !== undefined);
  }

  /** Waits until `ready()` holds for what arrived, or fails after `ms`. */
  async until(ready: (stream: Stream) => boolean, ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!ready(this)) {
      const left = deadline - Date.now();
      if (left <= 0 || this.ended) {
        throw new Error(`stream: condition not met (${this.ended ? 'ended' : 'timeout'}): ${this.raw()}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for `count` events in all. */
  eventsCount(count: number, ms?: number) {
    return this.until((s) => s.events.length >= count, ms);
  }

  close() {
    this.call.destroy();
  }

  async body(): Promise<string> {
    await this.until((s) => s.ended);
    return this.buffered;
  }

  raw() {
    return JSON.stringify(this.blocks);
  }

  private receive(chunk: string) {
    this.buffered += chunk;
    if (this.response.headers['content-type']?.startsWith('text/event-stream')) {
      const parts = this.buffered.split('\n\n');
      this.buffered = parts.pop() ?? '';
      for (const part of parts) this.blocks.push(parseBlock(part));
    }
    this.wake();
  }

  private wake() {
    for (const waiter of this.waiters) waiter();
    this.waiters.clear();
  }
}

function parseBlock(text: string): Block {
  const block: Block = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = true;
    const match = /^(id|event|data|retry): (.*)$/.exec(line);
    if (match) block[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2];
  }
  return block;
}

const credits = (n: number): LiveEvent => ({ type: 'credits', credits: n });
const creditsOf = (blocks: Block[]) =>
  blocks.map((b) => (JSON.parse(b.data ?? '{}') as { credits: number }).credits);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `ready` until it holds, or fails after `ms`. */
async function waitFor(ready: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/** Two API processes on one PostgreSQL database and one Redis (DESIGN.md §6 and §14). */
describeWithRedis('GET /api/events across two API processes', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let host: string;
  let otherHost: string;
  let alice: TestMember;
  let bob: TestMember;
  let tenantId: number;
  const open: Stream[] = [];

  const to = (member: TestMember): Recipient => ({ tenantId, memberId: member.memberId });
  /** Emits through process B, as a feature's service there would after its commit. */
  const emitInB = (member: TestMember, ...events: LiveEvent[]) =>
    b.app.get(MemberEvents).emit(events.map((event) => ({ to: to(member), event })));
  const connect = async (base: string, member: TestMember | null, resume?: Resume) => {
    const stream = await Stream.open(base, host, member?.cookie ?? null, resume);
    open.push(stream);
    return stream;
  };
  const storedIds = async (member: TestMember): Promise<string[]> =>
    (
      await a.dataSource.query(
        'SELECT id::text AS id FROM member_event WHERE member_id = $1 ORDER BY member_event.id',
        [member.memberId],
      )
    ).map((row: { id: string }) => row.id);

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
    a = await startTestApp(env, { database });
    b = await startTestApp(env, { database });
    await a.app.listen(0, '127.0.0.1');
    await b.app.listen(0, '127.0.0.1');
    baseA = await a.app.getUrl();
    baseB = await b.app.getUrl();
    const tenant = await createTenant(a.dataSource);
    ({ host } = tenant);
    tenantId = tenant.tenant.id;
    otherHost = (await createTenant(a.dataSource)).host;
    alice = await activeMember(a.http, a.dataSource, host);
    bob = await activeMember(a.http, a.dataSource, host);
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('opens a stream with the SSE head and the retry line, and delivers what process B emits', async () => {
    const stream = await connect(baseA, alice);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    expect(stream.response.headers['x-request-id']).toBeTruthy();
    await stream.until((s) => s.blocks.length >= 1);
    expect(stream.blocks[0]).toEqual({ retry: String(EVENT_RETRY_MS) });

    await emitInB(alice, credits(7));
    await stream.eventsCount(1);
    const [stored] = (await storedIds(alice)).slice(-1);
    expect(stream.events).toEqual([{ id: stored, event: 'credits', data: '{"type":"credits","credits":7}' }]);
  });

  it('ends a stream with its session: a logout or a password change in the other process closes it', async () => {
    const carol = await activeMember(a.http, a.dataSource, host);
    const signIn = async () => sessionCookie(await logIn(a.http, host, carol.email).expect(200)) ?? '';
    const [phone, laptop] = [await signIn(), await signIn()];
    const streams = {
      signup: await connect(baseA, carol),
      phone: await connect(baseA, { ...carol, cookie: phone }),
      laptop: await connect(baseA, { ...carol, cookie: laptop }),
    };
    await Promise.all(Object.values(streams).map((stream) => stream.until((s) => s.blocks.length >= 1)));
    const asCarol = (cookie: string, call: Test) => call.set('Host', host).set(WEB).set('Cookie', cookie);

    await asCarol(carol.cookie, b.http.get('/api/logout.php')).expect(200);
    await streams.signup.until((s) => s.ended);
    await asCarol(phone, b.http.put('/api/password.php'))
      .send({ old_password: PASSWORD, password: 'amber-harbour-77', password_repeat: 'amber-harbour-77' })
      .expect(200);
    await streams.laptop.until((s) => s.ended);
    // the session that changed the password keeps its stream, and it stays live
    await emitInB(carol, credits(5));
    await streams.phone.eventsCount(1);
    expect(streams.phone.ended).toBe(false);
    expect(streams.signup.events).toEqual([]);
    expect(streams.laptop.events).toEqual([]);
  });

  it('delivers to every open stream of the member, in both processes', async () => {
    const tabs = [await connect(baseA, alice), await connect(baseA, alice), await connect(baseB, alice)];
    await Promise.all(tabs.map((tab) => tab.until((s) => s.blocks.length >= 1)));
    await a.app.get(MemberEvents).emit([{ to: to(alice), event: credits(11) }]);
    for (const tab of tabs) await tab.eventsCount(1);
    for (const tab of tabs) expect(creditsOf(tab.events)).toEqual([11]);
  });

  it('resumes after a dropped connection with exactly the missed events, in order, then live ones', async () => {
    const first = await connect(baseA, alice);
    await first.until((s) => s.blocks.length >= 1);
    await emitInB(alice, credits(1));
    await first.eventsCount(1);
    const seen = first.events[0].id ?? '';
    first.close();

    for (const n of [2, 3, 4]) await emitInB(alice, credits(n));
    // EventSource sends the id of the last event it got as Last-Event-ID
    const again = await connect(baseB, alice, { header: seen });
    await again.eventsCount(3);
    await emitInB(alice, credits(5));
    await again.eventsCount(4);
    await sleep(200); // nothing more may follow
    expect(creditsOf(again.events)).toEqual([2, 3, 4, 5]);
    const ids = again.events.map((block) => block.id);
    expect(ids).toEqual((await storedIds(alice)).filter((id) => BigInt(id) > BigInt(seen)));
  });

  it('takes the resume point from the last_event_id query too, for clients that cannot set headers', async () => {
    await emitInB(alice, credits(20));
    const [last] = (await storedIds(alice)).slice(-1);
    await emitInB(alice, credits(21));
    const stream = await connect(baseA, alice, { query: last });
    await stream.eventsCount(1);
    await sleep(100);
    expect(creditsOf(stream.events)).toEqual([21]);
  });

  it('neither loses nor repeats events emitted while a resuming stream reads its backlog', async () => {
    await emitInB(alice, credits(100));
    const [from] = (await storedIds(alice)).slice(-1);
    const before = Array.from({ length: 10 }, (_, i) => emitInB(alice, credits(101 + i)));
    const connecting = connect(baseA, alice, { header: from });
    const during = Array.from({ length: 20 }, (_, i) => emitInB(alice, credits(111 + i)));
    await Promise.all([...before, ...during]);
    const stream = await connecting;
    await stream.eventsCount(30);
    await sleep(200);
    const got = stream.events.map((block) => block.id ?? '');
    expect(got).toHaveLength(30);
    expect(new Set(got).size).toBe(30);
    expect([...got].sort()).toEqual(
      (await storedIds(alice)).filter((id) => BigInt(id) > BigInt(from)).sort(),
    );
  });

  itOnPostgres(
    'never lets a resume skip an event committed after a later one of the same member',
    async () => {
      const dave = await activeMember(a.http, a.dataSource, host);
      await emitInB(dave, credits(1));
      const [from] = (await storedIds(dave)).slice(-1);
      const first = await connect(baseA, dave, { header: from });
      await first.until((s) => s.blocks.length >= 1);
      // a slow transaction stores an event for dave and has not committed yet
      const runner = a.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      let slow: string;
      let emitted: Promise<void>;
      try {
        const events = a.app.get(MemberEvents);
        ({
          ids: [slow],
        } = await events.store(runner.manager, [{ to: to(dave), event: credits(2) }]));
        // meanwhile another event for dave: it may not overtake the one before it
        emitted = emitInB(dave, credits(3));
        await sleep(300);
        first.close();
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
      await emitted;
      // the browser resumes after the last event it got (none, or the one that overtook)
      const seen = first.events.map((block) => block.id ?? '');
      const second = await connect(baseA, dave, { header: seen.at(-1) ?? from });
      await second.until((s) => [...seen, ...s.events.map((block) => block.id)].includes(slow));
      const all = [...seen, ...second.events.map((block) => block.id ?? '')];
      expect(all.sort()).toEqual((await storedIds(dave)).filter((id) => BigInt(id) > BigInt(from)).sort());
    },
  );

  it('holds back live events while the backlog is read, then sends those the backlog lacked', async () => {
    await emitInB(alice, credits(300));
    const [from] = (await storedIds(alice)).slice(-1);
    // the backlog query waits for this transaction, which stores and publishes two events meanwhile
    const runner = a.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('LOCK TABLE member_event IN ACCESS EXCLUSIVE MODE');
      const stream = await connect(baseA, alice, { header: from });
      await stream.until((s) => s.blocks.length >= 1); // the retry line: subscribed, reading the backlog
      const rows: { id: string }[] = await runner.query(
        `INSERT INTO member_event (tenant_id, member_id, type, data)
         VALUES ($1, $2, 'credits', $3), ($1, $2, 'credits', $4) RETURNING id::text AS id`,
        [tenantId, alice.memberId, JSON.stringify(credits(301)), JSON.stringify(credits(302))],
      );
      const bus = b.app.get(EventBus);
      for (const [i, { id }] of rows.entries()) {
        await bus.publish('member.event', {
          memberId: alice.memberId,
          id,
          type: 'credits',
          data: credits(301 + i),
        });
      }
      await bus.publish('member.event', {
        memberId: alice.memberId,
        id: null,
        type: 'typing',
        data: { type: 'typing', conversation_id: 3 },
      });
      await sleep(100);
      expect(stream.events).toEqual([]);
      await runner.commitTransaction();
      await stream.eventsCount(3);
      await sleep(100);
      expect(stream.events.map((block) => [block.event, block.id])).toEqual([
        ['credits', rows[0].id],
        ['credits', rows[1].id],
        ['typing', undefined],
      ]);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('does not repeat a replayed event whose publication comes after the replay', async () => {
    await emitInB(alice, credits(200));
    const [from] = (await storedIds(alice)).slice(-1);
    // what emit does, with its publication held back: stored, then published once the stream is live
    const [{ id }]: { id: string }[] = await b.dataSource.query(
      `INSERT INTO member_event (tenant_id, member_id, type, data) VALUES ($1, $2, 'credits', $3)
       RETURNING id::text AS id`,
      [tenantId, alice.memberId, JSON.stringify(credits(201))],
    );
    const stream = await connect(baseA, alice, { header: from });
    await stream.eventsCount(1);
    await b.app
      .get(EventBus)
      .publish('member.event', { memberId: alice.memberId, id, type: 'credits', data: credits(201) });
    await emitInB(alice, credits(202));
    await stream.eventsCount(2);
    await sleep(100);
    expect(creditsOf(stream.events)).toEqual([201, 202]);
  });

  it("never delivers another member's events", async () => {
    const aliceStream = await connect(baseA, alice);
    const bobStream = await connect(baseA, bob);
    await emitInB(bob, credits(30));
    await emitInB(alice, credits(31));
    await aliceStream.eventsCount(1);
    await bobStream.eventsCount(1);
    await sleep(100);
    expect(creditsOf(aliceStream.events)).toEqual([31]);
    expect(creditsOf(bobStream.events)).toEqual([30]);

    // nor replays them: resuming from before both gives alice only hers
    const [bobsId] = (await storedIds(bob)).slice(-1);
    const resumed = await connect(baseB, alice, { header: String(BigInt(bobsId) - 1n) });
    await resumed.eventsCount(1);
    await sleep(100);
    expect(creditsOf(resumed.events)).toEqual([31]);
  });

  it('refuses visitors, and a session of this tenant on another tenant, with a JSON 403', async () => {
    for (const [base, streamHost, cookie] of [
      [baseA, host, null],
      [baseA, otherHost, alice.cookie],
      [baseB, host, 'amora_session=forged'],
    ] as const) {
      const stream = await Stream.open(base, streamHost, cookie);
      expect(stream.response.statusCode).toBe(403);
      expect(stream.response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(await stream.body()).error.code).toBe('authentication_required');
    }
  });

  it('refuses a resume point that is no event id', async () => {
    for (const resume of [{ header: 'abc' }, { query: '-1' }, { header: '1'.repeat(30) }]) {
      const stream = await connect(baseA, alice, resume);
      expect(stream.response.statusCode).toBe(400);
      expect(JSON.parse(await stream.body()).error.code).toBe('validation_failed');
    }
  });

  it('delivers typing live without an id, and never replays it', async () => {
    const stream = await connect(baseA, alice);
    await emitInB(alice, credits(40));
    await stream.eventsCount(1);
    const seen = stream.events[0].id ?? '';
    await b.app.get(MemberEvents).emitTransient(to(alice), { type: 'typing', conversation_id: 9 });
    await stream.eventsCount(2);
    expect(stream.events[1]).toEqual({ event: 'typing', data: '{"type":"typing","conversation_id":9}' });
    stream.close();

    await emitInB(alice, credits(41));
    const again = await connect(baseA, alice, { header: seen });
    await again.eventsCount(1);
    await sleep(100);
    expect(again.events.map((block) => block.event)).toEqual(['credits']);
  });

  it('sends heartbeat comments to idle streams, spread over the interval', async () => {
    const streams = a.app.get(EventStreams);
    streams.setHeartbeatInterval(250);
    try {
      const idle = await Promise.all(Array.from({ length: 5 }, () => connect(baseA, bob)));
      const heartbeats = (s: Stream) => s.blocks.filter((block) => block.comment).length;
      const started = Date.now();
      for (const stream of idle) await stream.until((s) => heartbeats(s) >= 3, 3_000);
      // three each came within about three intervals, so no stream waited for the others' turn
      expect(Date.now() - started).toBeLessThan(1_500);
      for (const stream of idle) expect(stream.events).toEqual([]);
    } finally {
      streams.setHeartbeatInterval(EVENT_HEARTBEAT_MS);
    }
  });

  it('keeps only the connection of an open stream: no request, response or parser of node:http', async () => {
    const stream = await connect(baseA, alice);
    await stream.until((s) => s.blocks.length >= 1);
    expect(stream.response.headers['transfer-encoding']).toBe('chunked');
    const registry = a.app.get(EventStreams) as unknown as {
      byMember: Map<number, Set<Record<string, unknown> & { socket: Socket }>>;
    };
    const [kept] = registry.byMember.get(alice.memberId) ?? [];
    expect(Object.keys(kept).sort()).toEqual(
      ['chunked', 'memberId', 'pending', 'replayed', 'replayedAt', 'session', 'slot', 'socket'].sort(),
    );
    const socket = kept.socket as Socket & { parser?: unknown; _httpMessage?: unknown };
    expect([socket.parser, socket._httpMessage]).toEqual([null, null]);
    // the registry's close and the access line's; one no-op for errors; the end of a half-open socket
    const counts = ['close', 'error', 'end', 'data', 'timeout'].map((event) => socket.listenerCount(event));
    expect(counts).toEqual([2, 1, 1, 0, 0]);
    // and it still streams: the events, then the end of the body when the process lets it go
    await emitInB(alice, credits(70));
    await stream.eventsCount(1);
    expect(creditsOf(stream.events)).toEqual([70]);
  });

  it('answers HEAD with the head alone, so the connection stays usable for the next request', async () => {
    const { port } = new URL(baseA);
    const socket = connectSocket(Number(port), '127.0.0.1');
    const ask = (method: string, path: string) =>
      `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${alice.cookie}\r\nX-Request-Type: web\r\n\r\n`;
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.write(ask('HEAD', '/api/events'));
    socket.write(ask('GET', '/api/settings.php'));
    const deadline = Date.now() + 5_000;
    while (!/\r\n\r\n\{/.test(received) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    socket.destroy();
    const [head, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toContain('text/event-stream');
    // nothing of a stream after the HEAD's head: the next bytes are the second answer's
    expect(head.endsWith('\r\n\r\n')).toBe(true);
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toContain('"name"');
  });

  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} streams per member, closing the oldest`, async () => {
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) streams.push(await connect(baseB, bob));
    await Promise.all(streams.map((s) => s.until((x) => x.blocks.length >= 1)));
    expect(streams.some((s) => s.ended)).toBe(false);
    const newest = await connect(baseB, bob);
    await streams[0].until((s) => s.ended);
    expect(streams.slice(1).some((s) => s.ended)).toBe(false);
    await emitInB(bob, credits(50));
    await newest.eventsCount(1);
    // the process forgets closed streams
    for (const s of streams) s.close();
    await waitFor(() => b.app.get(EventStreams).size === 1);
  });

  it('prunes events older than a day; a stream resuming from before them is told to reload', async () => {
    await emitInB(alice, credits(60));
    const [old] = (await storedIds(alice)).slice(-1);
    await a.dataSource.query(
      `UPDATE member_event SET created_at = now() - interval '25 hours' WHERE id <= $1`,
      [old],
    );
    await emitInB(alice, credits(61));
    const pruned = await a.app.get(MemberEventPruner).prune(new Date());
    expect(pruned).toBeGreaterThan(0);
    const left = await storedIds(alice);
    expect(left.every((id) => BigInt(id) > BigInt(old))).toBe(true);
    expect(left).toHaveLength(1);

    const stream = await connect(baseA, alice, { header: String(BigInt(old) - 1n) });
    await stream.eventsCount(3);
    expect(stream.events.map((block) => [block.event, block.id])).toEqual([
      ['chats', undefined],
      ['likes', undefined],
      ['credits', left[0]],
    ]);
  });
});

describe('GET /api/events when the API shuts down', () => {
  it('ends open streams instead of waiting for them', async () => {
    const t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    const { host } = await createTenant(t.dataSource);
    const member = await activeMember(t.http, t.dataSource, host);
    const stream = await Stream.open(await t.app.getUrl(), host, member.cookie);
    await stream.until((s) => s.blocks.length >= 1);
    await t.close();
    // the server closed without waiting for it; the client sees the end a moment later
    await stream.until((s) => s.ended, 2_000);
  });
});
