// bench/settings: GET /api/settings.php on the production API against a bare node:http server that
// answers a JSON body of the same size. Both servers start once; then three runs, each alternating the
// load between them in one-second slices, so a machine that slows down or speeds up mid-run weighs on
// both. Prints each run's rates, CPU time per request and ratio, and the median ratio (goal: 0.75).
// The API logs at the production default (info) into a file, as it would into a log collector.
// Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32).
// With DATABASE_URL (production's setup) the API gets a fresh database of its own; else the embedded one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabase } from '../shared/database.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RUNS = 3;
const GOAL = 0.75;
const HOST = 'vonk.localhost';

// On a small machine the load generator and the server fight for the same cores: when taskset exists,
// each server runs on core 0 and this process (autocannon) on core 1, the same for both servers.
const pinned = existsSync('/usr/bin/taskset') && availableParallelism() >= 2;
if (pinned) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

function spawnServer(args, env, stdout) {
  const [command, argv] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  return spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

const exited = (child, args) =>
  new Promise((_, reject) =>
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`))),
  );

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The API on a port of our choosing, its log into a file; ready once /readyz answers. */
async function startApi(env, logFile) {
  const port = await freePort();
  const args = ['apps/api/dist/main.js'];
  const child = spawnServer(args, { ...env, PORT: String(port) }, openSync(logFile, 'a'));
  let running = true;
  child.once('exit', () => {
    running = false;
  });
  const ready = (async () => {
    while (running) {
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return { child, port };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return new Promise(() => {}); // the exit below rejects
  })();
  return Promise.race([ready, exited(child, args)]);
}

/** The bare server prints its port on stdout. */
function startBare(body) {
  const args = [join(root, 'bench/settings/bare-server.mjs')];
  const child = spawnServer(args, { BENCH_BODY: body }, 'pipe');
  const ready = new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port });
    });
  });
  return Promise.race([ready, exited(child, args)]);
}

const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** CPU seconds (user + system) a process has used so far, from /proc; undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * One run: BENCH_SECONDS of load on each server, in one-second slices taken in turn (API, bare, API,
 * bare...), so that whatever else the machine does meanwhile weighs on both alike.
 */
async function run(servers) {
  const totals = servers.map(() => ({ requests: 0, seconds: 0, cpu: 0, p50: [], p99: 0 }));
  for (let slice = 0; slice < seconds; slice++) {
    for (const [i, server] of servers.entries()) {
      const cpuBefore = cpuSeconds(server.pid);
      const result = await autocannon({ url: server.url, headers: { host: HOST }, connections, duration: 1 });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${server.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      const total = totals[i];
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.cpu += (cpuSeconds(server.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
      total.p50.push(result.latency.p50);
      total.p99 = Math.max(total.p99, result.latency.p99);
    }
  }
  return totals.map((total) => ({
    rate: total.requests / total.seconds,
    cpuMicrosPerRequest: (total.cpu * 1e6) / total.requests,
    p50: total.p50.sort((a, b) => a - b)[Math.floor(total.p50.length / 2)],
    p99: total.p99,
  }));
}

/** PostgreSQL when DATABASE_URL is set (a database of its own), else the embedded default. */
async function settingsDatabase() {
  if (!process.env.DATABASE_URL) return { env: { DATABASE_URL: '' }, drop: async () => {} };
  const { url, drop } = await benchDatabase(`amora_bench_${process.pid}`);
  return { env: { DATABASE_URL: url }, drop };
}

const row = (name, r) =>
  `  ${name.padEnd(34)} ${r.rate.toFixed(0).padStart(8)} req/s   p50 ${r.p50} ms   worst p99 ${r.p99} ms${Number.isNaN(r.cpuMicrosPerRequest) ? '' : `   ${r.cpuMicrosPerRequest.toFixed(0)} µs CPU/request`}`;

const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-'));
const database = await settingsDatabase();
const children = [];
try {
  const apiEnv = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    ...database.env,
  };
  const api = await startApi(apiEnv, join(dataDir, 'api.log'));
  children.push(api.child);
  const apiUrl = `http://127.0.0.1:${api.port}/api/settings.php`;
  const body = await (await fetch(apiUrl, { headers: { host: HOST } })).text();
  const bare = await startBare(body);
  children.push(bare.child);
  const bareUrl = `http://127.0.0.1:${bare.port}/`;

  const setup = `${pinned ? 'server on core 0, load on core 1, ' : ''}${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`;
  console.log(
    `\nbench/settings: ${RUNS} runs of ${seconds} s per server in alternating 1 s slices at ${connections} connections, body ${body.length} bytes, ${setup}, API log at info`,
  );
  const servers = [
    { url: apiUrl, pid: api.child.pid },
    { url: bareUrl, pid: bare.child.pid },
  ];
  for (const server of servers) {
    await autocannon({ url: server.url, headers: { host: HOST }, connections, duration: 2 }); // warm-up
  }
  const ratios = [];
  for (let i = 1; i <= RUNS; i++) {
    const [amora, baseline] = await run(servers);
    const ratio = amora.rate / baseline.rate;
    ratios.push(ratio);
    console.log(`run ${i}: ratio ${ratio.toFixed(2)}`);
    console.log(row('GET /api/settings.php (Amora API)', amora));
    console.log(row('bare node:http, same-size JSON', baseline));
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  console.log(
    `ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median.toFixed(2)} (goal >= ${GOAL.toFixed(2)}) ${median >= GOAL ? 'MET' : 'NOT MET'}\n`,
  );
} finally {
  for (const child of children) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
