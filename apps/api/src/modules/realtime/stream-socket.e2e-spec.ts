import type { IncomingMessage, Server } from 'node:http';
import { connect as connectSocket, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createTenant } from '../../test/factories.js';
import { activeMember, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { EventStreams } from './event-streams.service.js';
import { MemberEvents } from './member-events.service.js';
import { freeParserByHand, parserFreeing } from './stream-socket.js';

/**
 * GET /api/events on a raw connection: what a client sends on it besides the stream's request (a
 * request pipelined behind it, junk after it) once the stream has taken the connection over from
 * node:http (stream-socket.ts), with node:http's freeParser and with the fallback for a Node without it.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(ready: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/** A raw HTTP/1.1 connection that keeps everything the server sends, as text. */
class RawClient {
  received = '';
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      this.closed = true;
    });
  }

  static open(port: number) {
    return new Promise<RawClient>((resolve, reject) => {
      const socket = connectSocket(port, '127.0.0.1', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  /** The answers' heads (each starts a message): pipelined requests answered would add to them. */
  get heads(): string[] {
    return this.received.match(/HTTP\/1\.[01] \d{3} [\s\S]*?\r\n\r\n/g) ?? [];
  }
}

describe('GET /api/events on a connection it takes over', () => {
  let t: TestApp;
  let port: number;
  let host: string;
  let tenantId: number;
  let member: TestMember;
  let requests: string[];
  const clients: RawClient[] = [];

  const ask = (method: string, path: string) =>
    `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${member.cookie}\r\nX-Request-Type: web\r\n\r\n`;
  const open = async () => {
    const client = await RawClient.open(port);
    clients.push(client);
    return client;
  };
  /** The server's side of the member's one open stream. */
  const streamSocket = () => {
    const registry = t.app.get(EventStreams) as unknown as { byMember: Map<number, Set<{ socket: Socket }>> };
    const [stream] = registry.byMember.get(member.memberId) ?? [];
    if (!stream) throw new Error('no open stream');
    return stream.socket;
  };
  const emitCredits = (credits: number) =>
    t.app
      .get(MemberEvents)
      .emit([{ to: { tenantId, memberId: member.memberId }, event: { type: 'credits', credits } }]);
  /** The stream works: an event emitted now arrives on `client`. */
  const delivers = async (client: RawClient, credits: number) => {
    await emitCredits(credits);
    await waitFor(() => client.received.includes(`"credits":${credits}`));
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = Number(new URL(await t.app.getUrl()).port);
    const tenant = await createTenant(t.dataSource);
    ({ host } = tenant);
    tenantId = tenant.tenant.id;
    member = await activeMember(t.http, t.dataSource, host);
    (t.app.getHttpServer() as Server).on('request', (request: IncomingMessage) => {
      requests.push(`${request.method} ${request.url}`);
    });
  });
  beforeEach(() => {
    requests = [];
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.destroy();
    await waitFor(() => t.app.get(EventStreams).size === 0);
  });
  const nodeFreeParser = parserFreeing.free;
  afterAll(async () => {
    parserFreeing.free = nodeFreeParser;
    await t?.close();
  });

  it("runs on node:http's own freeParser here", () => {
    expect(nodeFreeParser).not.toBe(freeParserByHand);
  });

  describe.each([
    ["node:http's freeParser", nodeFreeParser],
    ['the fallback without it', freeParserByHand],
  ])('its parser freed by %s', (_, free) => {
    beforeAll(() => {
      parserFreeing.free = free;
    });

    it('says Connection: close, so a client retries elsewhere what it pipelined behind the stream', async () => {
      const client = await open();
      client.socket.write(ask('GET', '/api/events') + ask('GET', '/api/settings.php'));
      await waitFor(() => client.received.includes('retry: '));
      await delivers(client, 1);
      const [head, ...more] = client.heads;
      expect(head).toMatch(/^HTTP\/1\.1 200 /);
      // the stream never ends, so nothing behind it is ever answered on this connection; the head says so
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
      expect(head).not.toMatch(/keep-alive/i);
      expect(more).toEqual([]);
      // node:http read and handed on both before the stream took over (as it does behind any answer
      // that closes the connection): the second is handled, its answer never sent
      expect(requests).toEqual(['GET /api/events', 'GET /api/settings.php']);

      // from now on nothing the client sends is read as a request, and the connection holds no more
      // of node:http's listeners than any stream's
      client.socket.write(ask('GET', '/api/settings.php') + ask('GET', '/api/events'));
      await waitFor(() => streamSocket().bytesRead >= client.socket.bytesWritten);
      await delivers(client, 2);
      expect(requests).toEqual(['GET /api/events', 'GET /api/settings.php']);
      expect(client.heads).toHaveLength(1);
      const socket = streamSocket();
      const events = ['close', 'error', 'end', 'data', 'timeout', 'drain'] as const;
      expect(events.map((event) => socket.listenerCount(event))).toEqual([2, 1, 1, 0, 0, 0]);
    });

    it('reads and drops whatever the client sends after its request, keeping none of it', async () => {
      const client = await open();
      client.socket.write(ask('GET', '/api/events'));
      await waitFor(() => client.received.includes('retry: '));
      const socket = streamSocket();
      const junk = Buffer.alloc(1024 * 1024, 'x\r\n\0\xff');
      const sent = 8 * junk.length;
      for (let i = 0; i < 8; i++) client.socket.write(junk);
      await waitFor(() => socket.bytesRead >= sent);
      expect(socket.readableLength).toBe(0);
      // no 400 for the junk, no broken connection: the stream goes on
      await delivers(client, 3);
      expect(client.heads).toHaveLength(1);
      expect(client.closed).toBe(false);
      // and the client's end is still seen: the stream ends with it
      client.socket.end();
      await waitFor(() => client.closed);
      await waitFor(() => t.app.get(EventStreams).size === 0);
    });

    it('keeps reading a connection that node:http paused for the answers pipelined behind the stream', async () => {
      const client = await open();
      // node:http answers each of these itself (400: no Host), at once; their answers wait behind the
      // stream's, and past 16 KB of them it stops reading the connection until they are sent (never)
      const hostless = 'GET /api/settings.php HTTP/1.1\r\n\r\n'.repeat(400);
      client.socket.write(ask('GET', '/api/events') + hostless);
      await waitFor(() => client.received.includes('retry: '));
      await delivers(client, 4);
      expect(client.heads).toHaveLength(1);
      const socket = streamSocket();
      client.socket.write(Buffer.alloc(256 * 1024));
      await waitFor(() => socket.bytesRead >= client.socket.bytesWritten);
      // a client that ends its side ends the stream: a paused socket would never see that end
      client.socket.end();
      await waitFor(() => client.closed);
      await waitFor(() => t.app.get(EventStreams).size === 0);
    });

    it('lets go of the requests pipelined behind a stream once they are handled', async () => {
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      const pipelined: WeakRef<IncomingMessage>[] = [];
      const server = t.app.getHttpServer() as Server;
      const keep = (request: IncomingMessage) => {
        if (request.url === '/api/settings.php') pipelined.push(new WeakRef(request));
      };
      server.on('request', keep);
      try {
        const client = await open();
        client.socket.write(ask('GET', '/api/events') + ask('GET', '/api/settings.php').repeat(20));
        await waitFor(() => client.received.includes('retry: '));
        await delivers(client, 5);
        expect(pipelined).toHaveLength(20);
        await waitFor(() => {
          gc();
          return pipelined.every((ref) => ref.deref() === undefined);
        });
        await delivers(client, 6);
      } finally {
        server.off('request', keep);
      }
    });
  });
});
