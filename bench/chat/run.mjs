// bench/chat: live chat delivery on the production API against a bare baseline in the same run.
// Members (seeded in SQL, with sessions and credits, paired in conversations) hold GET /api/events
// streams while pairs send each other messages through POST /api/messages.php at BENCH_RATE a second;
// the time from the send's start to the `message` event's arrival in the recipient's stream is taken.
// The baseline: a bare node:http SSE server fed by one Redis subscriber, the same events PUBLISHed at
// the same rate. Then the same with two API processes (streams on the second, sends to the first), and
// how many idle streams one process holds and its memory. Servers run on core 0, the load (four stream
// workers, one sender, this process) on core 1; an event-loop probe (loop-probe.mjs) is loaded into
// every server. Needs DATABASE_URL and REDIS_URL. Options: BENCH_STREAMS (default 10000), BENCH_RATE
// (500), BENCH_SECONDS (20), BENCH_IDLE (19000); BENCH_API_MAIN runs another build of the API (a path
// to its main.js) instead of apps/api/dist.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchDatabase } from '../shared/database.mjs';
import { hostLine } from '../shared/host.mjs';
import { startLoad } from './load.mjs';
import { printReport } from './report.mjs';
import {
  cpuSeconds,
  databaseCpuSeconds,
  HOST,
  loopRecords,
  machineCpuSeconds,
  pin,
  pinned,
  rssMb,
  schedSeconds,
  seed,
  startApi,
  startBare,
  stopServer,
} from './setup.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE = Number(process.env.BENCH_IDLE ?? 19_000);
const WARM_UP_SECONDS = 3;
const SETTLE_MS = 1000; // events still on their way when the last send has been answered
const IDLE_SECONDS = 15;

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('bench/chat needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const apiStream = (port) => (m) => ({
  port,
  path: '/api/events',
  headers: { host: HOST, cookie: m.cookie, accept: 'text/event-stream', 'x-forwarded-for': m.ip },
});
const bareStream = (port) => (m) => ({ port, path: `/events?member=${m.id}`, headers: {} });

/** Opens a stream for each member; says so when some did not open (the report counts those open). */
async function connect(load, members, target) {
  const started = performance.now();
  const answers = await load.connect(members.map(target));
  const seconds = (performance.now() - started) / 1000;
  if (answers[200] !== members.length) {
    console.log(`  of ${members.length} streams opened: ${JSON.stringify(answers)}`);
  }
  return seconds;
}

/** BENCH_SECONDS of sends at BENCH_RATE while the streams listen; what arrived, and the server pauses. */
async function measure(load, send, probed) {
  await load.send({ ...send, seconds: WARM_UP_SECONDS });
  const from = Date.now();
  await load.reset(from);
  const cpuBefore = probed.map((server) => cpuSeconds(server.child.pid));
  const schedBefore = probed.map((server) => schedSeconds(server.child.pid));
  const databaseBefore = databaseCpuSeconds();
  const machineBefore = machineCpuSeconds();
  const sent = await load.send({ ...send, seconds: SECONDS });
  const cpu = probed.map((server, i) => cpuSeconds(server.child.pid) - cpuBefore[i]);
  const databaseCpu = databaseCpuSeconds() - databaseBefore;
  const machine = machineCpuSeconds();
  const machineBusy = (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total);
  const waited = probed.map((server, i) => schedSeconds(server.child.pid).wait - schedBefore[i].wait);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const received = await load.report();
  const to = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the probe's record of the last second
  const loop = probed.flatMap((server) => loopRecords(server, from, to));
  return { sent, received, loop, cpu, waited, databaseCpu, machineBusy, load: loadavg()[0] };
}

/**
 * IDLE streams on a freshly started server for IDLE_SECONDS: how many stay open, its memory (and the
 * growth per stream over its memory before them) and its pauses.
 */
async function idle(load, server, members, target) {
  await new Promise((resolve) => setTimeout(resolve, 3000)); // its start-up work done (the place index)
  const before = rssMb(server.child.pid);
  const connectSeconds = await connect(load, members, target);
  await new Promise((resolve) => setTimeout(resolve, 2000)); // the last connections' work done
  await load.reset();
  const from = Date.now();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const received = await load.report();
  const result = {
    streams: received.open,
    dropped: received.dropped,
    rssBefore: before,
    rss: rssMb(server.child.pid),
    connectSeconds,
    received,
    loop: loopRecords(server, from, Date.now()),
  };
  await load.close();
  return result;
}

const database = await benchDatabase(`amora_bench_chat_${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-chat-data-'));
const servers = [];
const load = startLoad(1);
pin(process.pid, 1);
const results = {};
try {
  const api1 = await startApi('api1', {
    port: await freePort(),
    databaseUrl: database.url,
    dataDir,
    core: 0,
  });
  servers.push(api1);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const seeded = await seed(admin, Math.max(STREAMS, IDLE));
  await admin.end();
  const members = seeded.members;
  const active = members.slice(0, STREAMS - (STREAMS % 2));
  const senders = active
    .map((m) => ({ cookie: m.cookie, ip: m.ip, conversationId: m.conversationId, to: active[m.partner].id }))
    .sort(() => Math.random() - 0.5);
  console.log(
    `bench/chat: ${active.length} streams, ${RATE} messages/s for ${SECONDS} s (after ${WARM_UP_SECONDS} s warm-up), ${IDLE} idle streams; ${pinned ? 'servers on core 0, load on core 1; ' : ''}load average ${loadavg()[0].toFixed(2)}\n${hostLine()}`,
  );

  const bare = await startBare({ port: await freePort(), core: 0 });
  servers.push(bare);
  await connect(load, active, bareStream(bare.port));
  results.bare = await measure(load, { mode: 'bare', rate: RATE, senders }, [bare]);
  await load.close();
  await stopServer(servers.pop());
  const idleBare = await startBare({ port: await freePort(), core: 0 });
  servers.push(idleBare);
  results.bareIdle = await idle(load, idleBare, members.slice(0, IDLE), bareStream(idleBare.port));
  await stopServer(servers.pop());
  console.log('  baseline done');

  const probe = await load.connect([apiStream(api1.port)(members[0])]);
  await load.close();
  if (!probe[200]) {
    console.log(`  GET /api/events answered ${JSON.stringify(probe)}: the API's phases are left out`);
  } else {
    const apiSend = { mode: 'api', host: HOST, rate: RATE, senders };
    results.apiConnect = await connect(load, active, apiStream(api1.port));
    results.api = await measure(load, { ...apiSend, port: api1.port }, [api1]);
    await load.close();
    console.log('  one API process done');

    // two processes, both on the servers' core: the streams on api2, the sends to api1. (api1 on the
    // load's core made the load's own event loops wait behind it, up to 95 ms, and itself wait for that
    // core 17% of the time: the tail measured was the shared core's, not the fan-out's.)
    const api2 = await startApi('api2', {
      port: await freePort(),
      databaseUrl: database.url,
      dataDir,
      core: 0,
    });
    servers.push(api2);
    await connect(load, active, apiStream(api2.port));
    results.two = await measure(load, { ...apiSend, port: api1.port }, [api1, api2]);
    await load.close();
    await stopServer(servers.pop());
    console.log('  two API processes done');

    const idleApi = await startApi('api3', {
      port: await freePort(),
      databaseUrl: database.url,
      dataDir,
      core: 0,
    });
    servers.push(idleApi);
    results.apiIdle = await idle(load, idleApi, members.slice(0, IDLE), apiStream(idleApi.port));
    await stopServer(servers.pop());
  }
  printReport(results, { streams: active.length, rate: RATE, idle: IDLE });
} finally {
  load.stop();
  for (const server of servers.reverse()) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
