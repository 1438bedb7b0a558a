// bench/search: member search at 200,000 profiles (largest pool 120,000), then at 20,000, on a database
// of its own (created and dropped here; never the demo data). While about 50 members a second update
// their last-active time, 4 concurrent clients run each kind of search (kinds.mjs) through the real
// API, and the same SQL the API runs (its compiled query builders) bare on 4 connections. Prints per
// kind p50/p95 through the API beside the bare SQL, the 200k/20k ratio and each goal, met or not.
// Needs DATABASE_URL (PostgreSQL). Options: BENCH_SAMPLES (per kind and side, default 100).
import { loadavg } from 'node:os';
import { SEARCH_FIELDS } from '@amora/contracts';
import pg from 'pg';
import { effectiveFilters } from '../../apps/api/dist/modules/search/search-filters.js';
import { pageSql, VIEWER_SQL, whereSql } from '../../apps/api/dist/modules/search/search-sql.js';
import { benchDatabase } from '../shared/database.mjs';
import { DEEP, DEEP_FROM, DEEP_TO, KINDS } from './kinds.mjs';
import { concurrently, lastActiveWriter, mark, ms, request, stats, timed } from './measure.mjs';
import { seed } from './seed.mjs';
import { bareSearch, signUpMembers, startApi, stopApi } from './setup.mjs';

const WORKERS = 4;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const LARGE = 200_000;
const SMALL = 20_000;
const GOALS = { bare: 10, count: 5, api: 25, apiWithCount: 35, deep: 1.5, scale: 1.5 };

if (!process.env.DATABASE_URL) {
  console.error('bench/search needs DATABASE_URL (PostgreSQL)');
  process.exit(1);
}

let requests = 0;

/** A client of the API for one worker: a member's cookie or none. */
function apiSearch(port, host, cookie) {
  return async (query) => {
    const path = `/api/search.php?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
    const response = await request(port, path, {
      headers: {
        host,
        'x-request-type': 'web',
        'x-forwarded-for': `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests++ & 255}`,
        ...(cookie ? { cookie } : {}),
      },
    });
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
}

async function viewerOf(client, pool, member) {
  if (!member) return { pool, hidden: [], place: null };
  const { rows } = await client.query(VIEWER_SQL, [member.id, member.profileId]);
  const place =
    rows[0].latitude === null ? null : { latitude: rows[0].latitude, longitude: rows[0].longitude };
  return { pool, hidden: [member.profileId, ...rows[0].hidden], place };
}

/** One kind: SAMPLES page-1 searches through the API, then the same SQL bare (page and count apart). */
async function measureKind(kind, ctx) {
  const api = await concurrently(WORKERS, SAMPLES, (w) =>
    ctx.clients[kind.member ? w : 'visitor'](kind.query),
  );
  const filters = effectiveFilters(kind.query, SEARCH_FIELDS);
  const page = [];
  const count = [];
  await concurrently(WORKERS, SAMPLES, async (w) => {
    const viewer = kind.member ? ctx.viewers[w] : ctx.visitor;
    const run = await bareSearch(ctx.bare[w], filters, viewer);
    page.push(...run.page);
    count.push(...run.count);
  });
  return { api: stats(api), page: stats(page), count: stats(count) };
}

/** Deep pages: the DEEP search followed page by page to DEEP_TO, through the API and bare. */
async function measureDeep(ctx) {
  const chains = Math.ceil(SAMPLES / (DEEP_TO - DEEP_FROM + 1));
  const api = { first: [], deep: [] };
  await concurrently(WORKERS, chains, async (w) => {
    let query = DEEP.query;
    for (let page = 1; page <= DEEP_TO; page++) {
      const { result, ms: took } = await timed(() => ctx.clients[w](query));
      if (page === 1) api.first.push(took);
      if (page >= DEEP_FROM) api.deep.push(took);
      query = { ...DEEP.query, cursor: result.next_cursor, page: page + 1 };
    }
  });
  const bare = { first: [], deep: [] };
  const filters = effectiveFilters(DEEP.query, SEARCH_FIELDS);
  await concurrently(WORKERS, chains, async (w) => {
    const viewer = ctx.viewers[w];
    const where = whereSql(filters, viewer);
    let before;
    for (let page = 1; page <= DEEP_TO; page++) {
      const sql = pageSql(where, viewer, 24, before);
      const { result, ms: took } = await timed(() => ctx.bare[w].query(sql.sql, sql.params));
      if (page === 1) bare.first.push(took);
      if (page >= DEEP_FROM) bare.deep.push(took);
      before = result.rows[23].id;
    }
  });
  return {
    api: { first: stats(api.first), deep: stats(api.deep) },
    bare: { first: stats(bare.first), deep: stats(bare.deep) },
  };
}

async function pass(total) {
  const database = await benchDatabase(`amora_bench_search_${process.pid}_${total}`);
  const api = await startApi(database.url);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const started = performance.now();
    const tenants = await seed(admin, total, { searchFields: [...SEARCH_FIELDS] });
    const largest = tenants[0];
    console.log(
      `\n${total.toLocaleString('en')} profiles seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const members = await signUpMembers(api.port, largest.host, admin, WORKERS);
    const bare = await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        return client;
      }),
    );
    const pool = `niche:${largest.niche}`;
    const ctx = {
      clients: {
        ...members.map((m) => apiSearch(api.port, largest.host, m.cookie)),
        visitor: apiSearch(api.port, largest.host),
      },
      bare,
      viewers: await Promise.all(members.map((m) => viewerOf(admin, pool, m))),
      visitor: { pool, hidden: [], place: null },
    };
    const { rows } = await admin.query('SELECT max(id) AS max FROM profile');
    const writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
    const stopWriter = lastActiveWriter(writer, rows[0].max);
    for (const kind of KINDS) await measureKind(kind, ctx); // warm-up: every plan and page once
    const results = new Map();
    for (const kind of KINDS) {
      const result = await measureKind(kind, ctx);
      results.set(kind.name, result);
      console.log(
        `  ${kind.name.padEnd(36)} API ${ms(result.api.p50)} ${ms(result.api.p95)}   bare page ${ms(result.page.p50)} ${ms(result.page.p95)}   count ${ms(result.count.p50)} ${ms(result.count.p95)}`,
      );
    }
    const deep = await measureDeep(ctx);
    console.log(
      `  ${'deep pages (20-25), no count'.padEnd(36)} API ${ms(deep.api.deep.p50)} ${ms(deep.api.deep.p95)}   bare page ${ms(deep.bare.deep.p50)} ${ms(deep.bare.deep.p95)}   (page 1 bare ${ms(deep.bare.first.p50)} ${ms(deep.bare.first.p95)})`,
    );
    const rate = await stopWriter();
    console.log(
      `  (p50 p95 in ms; ${rate.toFixed(0)} last-active writes/s meanwhile; load average ${loadavg()[0].toFixed(1)}: figures are only comparable on an idle machine)`,
    );
    await writer.end();
    await Promise.all(bare.map((client) => client.end()));
    return { results, deep };
  } finally {
    await admin.end();
    await stopApi(api);
    await database.drop();
  }
}

function report(large, small) {
  const kinds = [...large.results.keys()];
  const all = (pick) => kinds.map((k) => pick(large.results.get(k)));
  console.log('\n200k / 20k p95 through the API:');
  const ratios = kinds.map((k) => {
    const ratio = large.results.get(k).api.p95 / small.results.get(k).api.p95;
    console.log(
      `  ${k.padEnd(36)} ${ms(large.results.get(k).api.p95)} / ${ms(small.results.get(k).api.p95)} = ${ratio.toFixed(2)}`,
    );
    return ratio;
  });
  const deepRatio = large.deep.api.deep.p95 / small.deep.api.deep.p95;
  console.log(
    `  ${'deep pages'.padEnd(36)} ${ms(large.deep.api.deep.p95)} / ${ms(small.deep.api.deep.p95)} = ${deepRatio.toFixed(2)}`,
  );
  const worst = (values) => Math.max(...values);
  const goals = [
    [
      `bare SQL p95 <= ${GOALS.bare} ms for every kind (worst ${worst([...all((r) => r.page.p95), large.deep.bare.deep.p95]).toFixed(1)})`,
      worst([...all((r) => r.page.p95), large.deep.bare.deep.p95]) <= GOALS.bare,
    ],
    [
      `bare count p95 <= ${GOALS.count} ms (worst ${worst(all((r) => r.count.p95)).toFixed(1)})`,
      worst(all((r) => r.count.p95)) <= GOALS.count,
    ],
    [
      `API p95 <= ${GOALS.apiWithCount} ms with the count, page 1 (worst ${worst(all((r) => r.api.p95)).toFixed(1)})`,
      worst(all((r) => r.api.p95)) <= GOALS.apiWithCount,
    ],
    [
      `API p95 <= ${GOALS.api} ms without the count, deep pages (${large.deep.api.deep.p95.toFixed(1)})`,
      large.deep.api.deep.p95 <= GOALS.api,
    ],
    [
      `deep pages as fast as page 1: bare p95 ${large.deep.bare.deep.p95.toFixed(1)} vs ${large.deep.bare.first.p95.toFixed(1)} (<= ${GOALS.deep}x)`,
      large.deep.bare.deep.p95 <= GOALS.deep * large.deep.bare.first.p95,
    ],
    [
      `200k p95 <= ${GOALS.scale}x 20k p95 for every kind (worst ${worst([...ratios, deepRatio]).toFixed(2)}x)`,
      worst([...ratios, deepRatio]) <= GOALS.scale,
    ],
  ];
  console.log('\nGoals at 200k:');
  for (const [goal, met] of goals) console.log(`  ${mark(met).padEnd(8)} ${goal}`);
}

console.log(`bench/search: ${WORKERS} concurrent clients, ${SAMPLES} searches per kind and side, PostgreSQL`);
const large = await pass(LARGE);
const small = await pass(SMALL);
report(large, small);
