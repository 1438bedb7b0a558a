// The load (a child process of run.mjs): at `rate` a second for `seconds`, either members send each
// other a message through POST /api/messages.php (mode api), or a bare Redis PUBLISH of the same event
// (mode bare). Each message carries its start time in its text: `bench <epoch ms> <n>`.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../../apps/api/package.json'));
const { Redis } = require('ioredis');

const CHANNEL = 'bench:chat';
const MAX_IN_FLIGHT = 2000;
const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(command, sender, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: command.port,
        path: '/api/messages.php',
        method: 'POST',
        agent,
        headers: {
          host: command.host,
          cookie: sender.cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-request-type': 'web',
          'x-forwarded-for': sender.ip,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', (error) => resolve({ status: error.code ?? 'error', body: '' }));
    request.end(payload);
  });
}

/** One send; answers its status and the time to the answer. */
async function send(command, sender, n, redis) {
  const started = now();
  const text = `bench ${started.toFixed(3)} ${n}`;
  if (command.mode === 'bare') {
    const data = { type: 'message', message: { id: n, text, from_me: false }, profile_id: sender.profileId };
    await redis.publish(CHANNEL, JSON.stringify({ memberId: sender.to, id: n, type: 'message', data }));
    return { status: 200, ms: now() - started };
  }
  const body = { conversation_id: sender.conversationId, text, client_id: randomUUID() };
  const answer = await post(command, sender, body);
  if (answer.status !== 200 && !command.errors[answer.status]) {
    command.errors[answer.status] = String(answer.body).slice(0, 300);
  }
  return { status: answer.status, ms: now() - started };
}

async function run(command, redis) {
  const result = { sent: 0, statuses: {}, times: [], skipped: 0, errors: {} };
  command.errors = result.errors;
  const started = now();
  const end = started + command.seconds * 1000;
  let inFlight = 0;
  let next = 0;
  const pending = new Set();
  while (now() < end) {
    const due = Math.floor(((now() - started) / 1000) * command.rate);
    while (result.sent + result.skipped < due) {
      if (inFlight >= MAX_IN_FLIGHT) {
        result.skipped++;
        continue;
      }
      const sender = command.senders[next++ % command.senders.length];
      result.sent++;
      inFlight++;
      const done = send(command, sender, result.sent, redis).then(({ status, ms }) => {
        inFlight--;
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        result.times.push(ms);
        pending.delete(done);
      });
      pending.add(done);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  result.seconds = (now() - started) / 1000;
  return result;
}

let redis;
process.on('message', async (command) => {
  if (command.mode === 'bare' && !redis) redis = new Redis(process.env.REDIS_URL);
  const result = await run(command, redis);
  delete command.errors;
  process.send(result);
});
process.on('disconnect', () => {
  redis?.disconnect();
  agent.destroy();
});
