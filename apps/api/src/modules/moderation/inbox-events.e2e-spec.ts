import { randomUUID } from 'node:crypto';
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { connect as connectSocket } from 'node:net';
import { type InboxEvent, inboxEventSchema, sendMessageAnswerSchema } from '@amora/contracts';
import { WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, insertProfile } from '../../test/profiles.js';
import { describeWithRedis } from '../../test/requires.js';
import { ADMIN, ADMIN_HOST, asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTwoApps, type TestApp, type TwoApps } from '../../test/test-app.js';
import { InboxStreams } from './inbox-streams.service.js';

/** A staff member's inbox stream, read as EventSource reads it. */
class InboxStream {
  readonly events: InboxEvent[] = [];
  private buffered = '';

  private constructor(
    readonly response: IncomingMessage,
    private readonly call: ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.receive(chunk));
  }

  static open(base: string, cookie: string, accept = 'text/event-stream') {
    const headers = { host: ADMIN_HOST, cookie, accept, ...lower(ADMIN) };
    return new Promise<InboxStream>((resolve, reject) => {
      const call = request(new URL('/api/admin/inbox-events.php', base), { headers }, (response) =>
        resolve(new InboxStream(response, call)),
      );
      call.on('error', reject);
      call.end();
    });
  }

  async until(ready: (events: InboxEvent[]) => boolean, ms = 5_000) {
    const deadline = Date.now() + ms;
    while (!ready(this.events)) {
      if (Date.now() > deadline)
        throw new Error(`inbox stream: not met in time: ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close() {
    this.call.destroy();
  }

  private receive(chunk: string) {
    this.buffered += chunk;
    const blocks = this.buffered.split('\n\n');
    this.buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data) this.events.push(inboxEventSchema.parse(JSON.parse(data)));
    }
  }
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));

describeWithRedis('the inbox as a live stream for staff, across API processes', () => {
  let apps: TwoApps;
  let base: string;

  beforeAll(async () => {
    apps = await startTwoApps();
    await apps.b.app.listen(0, '127.0.0.1');
    base = await apps.b.app.getUrl();
  });
  afterAll(() => apps.close());

  async function memberWrites(t: TestApp, host: string, profileId: number) {
    const ann = await activeMember(t.http, t.dataSource, host, { confirmed: true, paid: true });
    const res = await t.http
      .post('/api/messages.php')
      .set('Host', host)
      .set(WEB)
      .set('Cookie', ann.cookie)
      .set('X-Forwarded-For', ann.ip)
      .send({ profile_id: profileId, text: 'Hello?', client_id: randomUUID() })
      .expect(200);
    return sendMessageAnswerSchema.parse(res.body).message.conversation_id;
  }

  it('tells a moderator watching on one process what happens on another, for their tenants only', async () => {
    const { a } = apps;
    const site = await createTenant(a.dataSource);
    const other = await createTenant(a.dataSource);
    const moderator = await createStaff(a, [['moderator', site.tenant.id]]);
    const cookie = await signInStaff(a, moderator);
    const stream = await InboxStream.open(base, cookie);
    expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
    try {
      await memberWrites(a, other.host, await insertProfile(a.dataSource, other.tenant.id));
      const conversation = await memberWrites(
        a,
        site.host,
        await insertProfile(a.dataSource, site.tenant.id),
      );
      await stream.until((events) => events.length >= 1);
      expect(stream.events).toEqual([
        {
          type: 'queue',
          change: 'added',
          tenant_id: site.tenant.id,
          conversation_id: conversation,
          claimed_by: null,
          claimed_until: null,
        },
      ]);
      const staff = asStaff(a, cookie);
      await staff.post('/api/admin/inbox-claim.php', { conversation_id: conversation }).expect(200);
      await staff
        .post('/api/admin/inbox-reply.php', { conversation_id: conversation, text: 'Hi there' })
        .expect(200);
      await stream.until((events) => events.length >= 3);
      expect(stream.events.map((e) => [e.change, e.conversation_id, e.claimed_by])).toEqual([
        ['added', conversation, null],
        ['claimed', conversation, moderator.id],
        ['answered', conversation, null],
      ]);
    } finally {
      stream.close();
    }
  });

  it('answers HEAD with the head alone: the next request on the connection is answered, no stream kept', async () => {
    const site = await createTenant(apps.a.dataSource);
    const cookie = await signInStaff(apps.a, await createStaff(apps.a, [['moderator', site.tenant.id]]));
    const streams = apps.b.app.get(InboxStreams);
    const before = streams.size;
    const socket = connectSocket(Number(new URL(base).port), '127.0.0.1');
    const ask = (method: string, path: string) =>
      `${method} ${path} HTTP/1.1\r\nHost: ${ADMIN_HOST}\r\nCookie: ${cookie}\r\n` +
      'Accept: text/event-stream\r\nX-Request-Type: admin\r\n\r\n';
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    try {
      // the GET is pipelined behind the HEAD, as a proxy reusing its connection would send it
      socket.write(ask('HEAD', '/api/admin/inbox-events.php') + ask('GET', '/api/admin/inbox.php'));
      const deadline = Date.now() + 5_000;
      while (!/\r\n\r\n\{/.test(received) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const [head, second] = received.split(/(?=HTTP\/1\.1 )/);
      expect(head).toMatch(/^HTTP\/1\.1 200 /);
      expect(head).toContain('text/event-stream');
      expect(head.endsWith('\r\n\r\n')).toBe(true);
      expect(second).toMatch(/^HTTP\/1\.1 200 /);
      expect(second).toContain('"conversations"');
      expect(streams.size).toBe(before);
    } finally {
      socket.destroy();
    }
  });

  it('is an event stream for EventSource only, and for staff of the tenant named', async () => {
    const { a } = apps;
    const site = await createTenant(a.dataSource);
    const cookie = await signInStaff(a, await createStaff(a, [['moderator', site.tenant.id]]));
    const plain = await asStaff(a, cookie).get('/api/admin/inbox-events.php');
    expect([plain.status, plain.body.error.code]).toEqual([406, 'event_stream_required']);
    const foreign = await asStaff(a, cookie)
      .get(`/api/admin/inbox-events.php?tenant_id=${site.tenant.id + 1}`)
      .set('Accept', 'text/event-stream');
    expect(foreign.body.error.code).toBe('staff_forbidden');
  });
});
