// bench/settings: GET /api/settings.php on the production API against a bare node:http server that
// answers a JSON body of the same size, one after the other in one run. Prints both rates and the ratio
// (goal: at least 0.5). Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32).
// With DATABASE_URL (production's setup) the API gets a fresh database of its own; else the embedded one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const HOST = 'vonk.localhost';

// On a small machine the load generator and the server fight for the same cores: when taskset exists,
// each server runs on core 0 and this process (autocannon) on core 1, the same for both runs.
const pinned = existsSync('/usr/bin/taskset') && availableParallelism() >= 2;
if (pinned) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

function start(args, env, ready) {
  const [command, argv] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = ready(out);
      if (port) resolve({ child, port });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function load(url, headers) {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function benchDatabase() {
  if (!process.env.DATABASE_URL) return { env: { DATABASE_URL: '' }, drop: async () => {} };
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const name = `amora_bench_${process.pid}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

const row = (name, r) =>
  `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-'));
const database = await benchDatabase();
try {
  const apiEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...database.env,
  };
  const api = await start(['apps/api/dist/main.js'], apiEnv, (out) =>
    out.includes('Admin console') ? /running on port (\d+)/.exec(out)?.[1] : undefined,
  );
  const apiUrl = `http://127.0.0.1:${api.port}/api/settings.php`;
  const body = await (await fetch(apiUrl, { headers: { host: HOST } })).text();
  const amora = await load(apiUrl, { host: HOST });
  await stop(api.child);

  const bare = await start(
    [join(root, 'bench/settings/bare-server.mjs')],
    { BENCH_BODY: body },
    (out) => /listening (\d+)/.exec(out)?.[1],
  );
  const baseline = await load(`http://127.0.0.1:${bare.port}/`, { host: HOST });
  await stop(bare.child);

  const ratio = amora.requests.average / baseline.requests.average;
  const setup = `${pinned ? 'server on core 0, load on core 1, ' : ''}${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`;
  console.log(
    `\nbench/settings: ${seconds} s at ${connections} connections, body ${body.length} bytes, ${setup}`,
  );
  console.log(row('GET /api/settings.php (Amora API)', amora));
  console.log(row('bare node:http, same-size JSON', baseline));
  console.log(`ratio ${ratio.toFixed(2)} (goal >= 0.50) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
