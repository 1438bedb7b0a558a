// The baseline: a bare node:http Server-Sent Events server. One Redis subscriber connection receives
// every published event and writes it to the streams of its member (GET /events?member=<id>; the port is the first argument); a
// heartbeat comment reaches each stream as often as the API's (EVENT_HEARTBEAT_MS), spread over that
// period (a heartbeat written to every stream at once stalls the process).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { EVENT_HEARTBEAT_MS } from '@amora/contracts';

const require = createRequire(join(import.meta.dirname, '../../apps/api/package.json'));
const { Redis } = require('ioredis');

export const CHANNEL = 'bench:chat';
const SLOTS = 100;

/** member id -> its open streams */
const streams = new Map();
/** EVENT_HEARTBEAT_MS is cut into SLOTS; each stream belongs to one, and a timer visits one slot at a time */
const slots = Array.from({ length: SLOTS }, () => new Set());
let nextSlot = 0;

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/ready') return response.end('ok');
  const member = Number(url.searchParams.get('member'));
  if (url.pathname !== '/events' || !member) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  response.write(': open\n\n');
  const set = streams.get(member) ?? new Set();
  streams.set(member, set);
  set.add(response);
  const slot = slots[Math.floor(Math.random() * SLOTS)];
  slot.add(response);
  request.socket.setNoDelay(true);
  response.on('close', () => {
    set.delete(response);
    if (set.size === 0) streams.delete(member);
    slot.delete(response);
  });
});

setInterval(() => {
  for (const response of slots[nextSlot]) response.write(': \n\n');
  nextSlot = (nextSlot + 1) % SLOTS;
}, EVENT_HEARTBEAT_MS / SLOTS).unref();

const subscriber = new Redis(process.env.REDIS_URL);
await subscriber.subscribe(CHANNEL);
subscriber.on('message', (_channel, message) => {
  const { memberId, id, type, data } = JSON.parse(message);
  const set = streams.get(memberId);
  if (!set) return;
  const frame = `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
  for (const response of set) response.write(frame);
});

server.listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => {
  subscriber.disconnect();
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
