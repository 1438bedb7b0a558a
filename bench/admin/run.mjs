// bench/admin: the admin console's lists at 200,000 members, 1,000,000 messages and 10,000 codes in one
// tenant, beside the same at 20,000 / 100,000 / 1,000 (the baseline), each on a database of its own
// (created and dropped here) with its own production build. Both are seeded first, then a CHECKPOINT
// writes the loads' dirty pages out; the two sizes then take turns kind by kind, one call per client and
// turn (the first size of a turn alternating), so that a change in the machine's load, or the writes left
// over from a seed, weigh on both alike. Every kind of list call (kinds.mjs) as the seeded owner,
// BENCH_SAMPLES times per kind and size on 2 concurrent clients (fewer, 20 at least, once a kind has taken
// 15 s at a size), after a few calls of warm-up; printed: p50/p95 per kind at both scales, their ratio, and
// each goal met or not. Then proof that the analytics read daily_stat only: the message tables' scan
// counters around the analytics calls, and the plan of their SQL.
// Needs DATABASE_URL (PostgreSQL); REDIS_URL is passed on when set. Options: BENCH_SAMPLES (default 400).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mark, ms, request, stats } from '../search/measure.mjs';
import { benchDatabase } from '../shared/database.mjs';
import { isAnalytics, KINDS } from './kinds.mjs';
import { seed } from './seed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = 4317; // the 20k API; the 200k one on the next port
const ADMIN_HOST = 'admin.localhost';
const WORKERS = 2;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const MIN_SAMPLES = Math.min(SAMPLES, 20);
const KIND_BUDGET_MS = 15_000;
/** Calls per analytics kind between the two readings of the table counters. */
const ANALYTICS_CALLS = 100;
const WARM_UP = 3;
const LARGE = { members: 200_000, messages: 1_000_000, codes: 10_000 };
const SMALL = { members: 20_000, messages: 100_000, codes: 1_000 };
const GOALS = { api: 50, scale: 1.5 };
/** The tables the analytics must not read; their counters are shown around the analytics calls. */
const WATCHED = ['chat_message', 'staff_message', 'conversation', 'daily_stat'];
/** A backend sends its table counters at most this long after it went idle (PGSTAT_IDLE_INTERVAL). */
const STATS_FLUSH_MS = 11_000;
/** The analytics' SQL as AnalyticsService.numbers runs it (apps/api/src/modules/analytics/analytics.service.ts). */
const ANALYTICS_SQL = `SELECT day::text AS day, metric, currency, sum(value)::bigint AS value FROM daily_stat
  WHERE ($1::int[] IS NULL OR tenant_id = ANY($1)) AND day BETWEEN $2::date AND $3::date
  GROUP BY day, metric, currency`;

if (!process.env.DATABASE_URL) {
  console.error('bench/admin needs DATABASE_URL (PostgreSQL)');
  process.exit(1);
}

/** The production build, logging at info into a file; ready once /readyz answers. */
async function startApi(databaseUrl, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-admin-'));
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      SEED_DEMO_STAFF: '0',
      // each call sends its own X-Forwarded-For, so the console's rate limits count them apart
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', openSync(join(dataDir, 'api.log'), 'a'), 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the API exited on start');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopApi(api) {
  await new Promise((resolve) => {
    api.child.once('exit', resolve);
    api.child.kill('SIGTERM');
  });
  rmSync(api.dataDir, { recursive: true, force: true });
}

let calls = 0;

/** GET /api/admin/<route> of a size's API as its seeded owner; answers the body, throws on anything but 200. */
async function adminGet({ s, port }, route, query) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const path = `/api/admin/${route}?${params}`;
  calls++;
  const response = await request(port, path, {
    headers: {
      host: ADMIN_HOST,
      cookie: s.staff.cookie,
      'x-forwarded-for': `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`,
    },
  });
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The rows a list answer holds: its array `list`, else its first array. */
const rowsOf = (body, list) => (list ? body[list] : Object.values(body).find(Array.isArray))?.length ?? 0;

/** A deep kind's query: its first page's query with the cursor of page `deep`, found by following them. */
async function deepQuery(size, kind) {
  let query = kind.query(size.s, 0);
  for (let page = 1; page < kind.deep; page++) {
    const body = await adminGet(size, kind.route, query);
    if (!body.next_cursor) throw new Error(`${kind.name}: only ${page} pages`);
    query = { ...query, cursor: body.next_cursor };
  }
  return () => query;
}

/** One call of `task` on each of WORKERS concurrent workers; answers the times. */
async function sample(task) {
  return Promise.all(
    Array.from({ length: WORKERS }, async () => {
      const at = performance.now();
      await task();
      return performance.now() - at;
    }),
  );
}

/** A kind at one size, ready to sample: its query by sample (a deep kind's page found once), warmed up. */
async function prepareKind(size, kind) {
  const queryOf = kind.deep ? await deepQuery(size, kind) : (i) => kind.query(size.s, i);
  let i = 0;
  let rows = 0;
  for (let w = 0; w < WARM_UP; w++) rows = rowsOf(await adminGet(size, kind.route, queryOf(i++)), kind.list);
  return { rows, times: [], spentMs: 0, call: () => adminGet(size, kind.route, queryOf(i++)) };
}

/**
 * Every kind at both sizes: warmed up kind by kind, then rounds in which the sizes take turns kind by kind
 * (which goes first alternates), each turn one call per worker and its share of the time allowed. So a
 * stall from outside (a checkpoint, another process's burst) lasts several turns and lands on both sizes
 * alike, where a turn of all of a kind's calls left it on one size's slowest 5%, its p95.
 * Answers per size a map of kind name to p50/p95, samples and rows.
 */
async function measure(sizes) {
  const kinds = KINDS.filter((kind) => sizes.every((size) => !kind.needs || size.s[kind.needs]));
  const runs = [];
  for (const kind of kinds) runs.push(await Promise.all(sizes.map((size) => prepareKind(size, kind))));
  const rounds = Math.ceil(SAMPLES / WORKERS);
  for (let round = 0; round < rounds; round++) {
    for (const byKind of runs) {
      // a slow list on a busy machine would hold the run up for minutes: both sizes of a kind stop
      // together, so that neither samples alone what the other no longer sees
      if (byKind.some((run) => run.times.length >= MIN_SAMPLES && run.spentMs > KIND_BUDGET_MS)) continue;
      const order = round % 2 === 0 ? byKind : [...byKind].reverse();
      for (const run of order) {
        const started = performance.now();
        run.times.push(...(await sample(run.call)));
        run.spentMs += performance.now() - started;
      }
    }
  }
  return sizes.map(
    (_, i) =>
      new Map(kinds.map((kind, k) => [kind.name, { ...stats(runs[k][i].times), rows: runs[k][i].rows }])),
  );
}

/** Scan counters of the WATCHED tables, once every backend has sent its own. */
async function scanCounters(client) {
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const { rows } = await client.query(
    `SELECT relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) AS idx_scan
       FROM pg_stat_user_tables WHERE relname = ANY($1)`,
    [WATCHED],
  );
  return new Map(rows.map((row) => [row.relname, row]));
}

/** The analytics calls between two readings of the counters, and the plan of their SQL. */
async function analyticsProof(size, kinds) {
  const { client, s } = size;
  const before = await scanCounters(client);
  let count = 0;
  for (const kind of kinds) {
    for (let i = 0; i < ANALYTICS_CALLS; i++, count++) await adminGet(size, kind.route, kind.query(s, i));
  }
  const after = await scanCounters(client);
  const delta = WATCHED.map((table) => {
    const [a, b] = [after.get(table), before.get(table)];
    return {
      table,
      seq_scan: Number(a.seq_scan) - Number(b.seq_scan),
      seq_tup_read: Number(a.seq_tup_read) - Number(b.seq_tup_read),
      idx_scan: Number(a.idx_scan) - Number(b.idx_scan),
    };
  });
  const from = kinds[0].query(s, 0).from;
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${ANALYTICS_SQL}`, [
    null,
    from,
    kinds[0].query(s, 0).to,
  ]);
  return { calls: count, delta, plan: rows.map((row) => row['QUERY PLAN']) };
}

/** A database of one scale, seeded, with its API on `port` and a client of its own. */
async function setUp(scale, port) {
  const label = `${scale.members / 1000}k`;
  const database = await benchDatabase(`amora_bench_admin_${process.pid}_${label}`);
  const api = await startApi(database.url, port);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const close = async () => {
    await client.end();
    await stopApi(api);
    await database.drop();
  };
  try {
    const started = performance.now();
    const s = await seed(client, scale);
    console.log(
      `${label}: ${scale.members.toLocaleString('en')} members, ${scale.messages.toLocaleString('en')} messages, ${scale.codes.toLocaleString('en')} codes seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { label, s, port, client, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One size's table: per kind p50/p95 and the rows of its answer. */
function summarize(size, results) {
  console.log(`\n${size.label} (p50 p95 in ms):`);
  for (const [name, result] of results) {
    const n = result.n < SAMPLES ? `, ${result.n} calls in the time given` : '';
    console.log(`  ${name.padEnd(40)} ${ms(result.p50)} ${ms(result.p95)}   (${result.rows} rows${n})`);
  }
}

function report(large, small) {
  console.log(`\n${'kind'.padEnd(40)}   20k p50    p95  200k p50    p95  ratio  goals`);
  const worst = { p95: 0, ratio: 0 };
  for (const [name, big] of large.results) {
    const base = small.results.get(name);
    const ratio = big.p95 / base.p95;
    worst.p95 = Math.max(worst.p95, big.p95);
    worst.ratio = Math.max(worst.ratio, ratio);
    const met = big.p95 <= GOALS.api && ratio <= GOALS.scale;
    console.log(
      `${name.padEnd(40)} ${ms(base.p50)} ${ms(base.p95)}  ${ms(big.p50)} ${ms(big.p95)}  ${ratio.toFixed(2).padStart(5)}  ${met ? 'met' : `NOT MET (${[big.p95 > GOALS.api ? `p95 > ${GOALS.api} ms` : '', ratio > GOALS.scale ? `> ${GOALS.scale}x` : ''].filter(Boolean).join(', ')})`}`,
    );
  }
  const { proof } = large;
  console.log(`\nAnalytics at 200k: ${proof.calls} calls; table counters over them (pg_stat_user_tables):`);
  for (const d of proof.delta) {
    console.log(
      `  ${d.table.padEnd(14)} seq_scan +${d.seq_scan}, seq_tup_read +${d.seq_tup_read}, idx_scan +${d.idx_scan}`,
    );
  }
  console.log('Plan of the analytics SQL (90 days, all tenants):');
  for (const line of proof.plan) console.log(`  ${line}`);
  const untouched = proof.delta
    .filter((d) => d.table !== 'daily_stat')
    .every((d) => d.seq_scan + d.idx_scan === 0);
  const goals = [
    [
      `API p95 <= ${GOALS.api} ms for every kind at 200k (worst ${worst.p95.toFixed(1)})`,
      worst.p95 <= GOALS.api,
    ],
    [
      `200k p95 <= ${GOALS.scale}x 20k p95 for every kind (worst ${worst.ratio.toFixed(2)}x)`,
      worst.ratio <= GOALS.scale,
    ],
    ['the analytics read no message table (chat_message, staff_message, conversation untouched)', untouched],
  ];
  console.log('\nGoals:');
  for (const [goal, met] of goals) console.log(`  ${mark(met).padEnd(8)} ${goal}`);
  console.log(
    `(load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}: figures are only comparable on an idle machine)`,
  );
}

console.log(
  `bench/admin: ${WORKERS} concurrent clients, ${SAMPLES} calls per kind and size, the sizes taking turns call by call, PostgreSQL\n`,
);
const sizes = [await setUp(SMALL, PORT)];
try {
  sizes.push(await setUp(LARGE, PORT + 1));
  // the loads' dirty pages written now, not by a checkpoint that lands on one size's calls
  await sizes[0].client.query('CHECKPOINT');
  const results = await measure(sizes);
  for (const [i, size] of sizes.entries()) summarize(size, results[i]);
  console.log(`  (load average ${loadavg()[0].toFixed(1)})`);
  const proof = await analyticsProof(sizes[1], KINDS.filter(isAnalytics));
  report({ results: results[1], proof }, { results: results[0] });
} finally {
  for (const size of sizes) await size.close();
}
