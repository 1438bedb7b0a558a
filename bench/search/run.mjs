// bench/search: member search at 200,000 profiles (largest pool 120,000) beside 20,000, each on a database
// of its own (created and dropped here; never the demo data) with its own API. While about 50 members a
// second update their last-active time in each, 4 concurrent clients run each kind of search (kinds.mjs)
// through the real API, and the same SQL the API runs (its compiled query builders) bare on 4
// workers' connections, as the API runs it (the search statements prepared on connections that plan
// each execution for its values). The two sizes take turns kind by kind, one call per client and turn, so that a change in
// the machine's load weighs on both alike. Prints per kind p50/p95 through the API beside the bare SQL, the
// 200k/20k ratio and each goal, met or not.
// Needs DATABASE_URL (PostgreSQL). Options: BENCH_SAMPLES (per kind, size and side, default 400).
import { loadavg } from 'node:os';
import { SEARCH_FIELDS } from '@amora/contracts';
import pg from 'pg';
import { effectiveFilters } from '../../apps/api/dist/modules/search/search-filters.js';
import { searchSql } from '../../apps/api/dist/modules/search/search-sql.js';
import {
  PLAN_OPTIONS,
  planFor,
  searchStatement,
} from '../../apps/api/dist/modules/search/search-statements.js';
import { benchDatabase } from '../shared/database.mjs';
import { hostLine } from '../shared/host.mjs';
import { DEEP, DEEP_FROM, DEEP_TO, KINDS } from './kinds.mjs';
import { concurrently, lastActiveWriter, mark, ms, request, stats, timed } from './measure.mjs';
import { seed } from './seed.mjs';
import { bareSearch, readViewer, signUpMembers, startApi, stopApi } from './setup.mjs';

const WORKERS = 4;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const PORT = 4305; // the 200k API; the 20k one on the next port
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

/** The viewer before the service reads the member's place and hidden profiles (readViewer). */
const viewerOf = (pool, member) => ({ pool, memberId: member.id, profileId: member.profileId });

/**
 * One kind: SAMPLES page-1 searches through the API, then the same SQL bare: the page statement (which
 * counts too) and the bounded count alone.
 */
async function measureKind(kind, ctx, samples) {
  const api = await concurrently(WORKERS, samples, (w) =>
    ctx.clients[kind.member ? w : 'visitor'](kind.query),
  );
  const filters = effectiveFilters(kind.query, SEARCH_FIELDS);
  const page = [];
  const count = [];
  await concurrently(WORKERS, samples, async (w) => {
    const viewer = kind.member ? ctx.viewers[w] : ctx.visitor;
    const run = await bareSearch(ctx.bare[w], filters, viewer);
    page.push(...run.page);
    count.push(...run.count);
  });
  return { api, page, count };
}

/** Deep pages: `chains` times the DEEP search followed page by page to DEEP_TO, through the API and bare. */
async function measureDeep(ctx, chains) {
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
    let before;
    let capped;
    for (let page = 1; page <= DEEP_TO; page++) {
      // as the service: page 1 counts; a later page of a search above the cap walks the index alone
      const shape = page === 1 || !capped ? 'counted' : 'walk';
      const { result, ms: took } = await timed(async () => {
        const { searcher } = await readViewer(ctx.bare[w].main, viewer); // as the service, on every page
        const sql = searchSql(filters, searcher, { shape, limit: 25, cap: 1000, beforeId: before });
        return ctx.bare[w].search[planFor(filters)].query(searchStatement(sql.sql, sql.params));
      });
      if (page === 1) {
        bare.first.push(took);
        capped = result.rows[0].n > 1000;
      }
      if (page >= DEEP_FROM) bare.deep.push(took);
      before = result.rows[23].id;
    }
  });
  return { api, bare };
}

/** A database of `total` profiles with its API on `port`, members with sessions and bare connections. */
async function setUp(total, port) {
  const database = await benchDatabase(`amora_bench_search_${process.pid}_${total}`);
  const api = await startApi(database.url, port);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const clients = [admin];
  const close = async () => {
    await Promise.all(clients.map((client) => client.end()));
    await stopApi(api);
    await database.drop();
  };
  try {
    const started = performance.now();
    const tenants = await seed(admin, total, { searchFields: [...SEARCH_FIELDS] });
    const largest = tenants[0];
    console.log(
      `${total.toLocaleString('en')} profiles seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const members = await signUpMembers(api.port, largest.host, admin, WORKERS);
    const connect = async (options) => {
      const client = new pg.Client({ connectionString: database.url, options });
      await client.connect();
      clients.push(client);
      return client;
    };
    // per worker as the API: the main pool's connection and a search connection of each plan
    const bare = await Promise.all(
      Array.from({ length: WORKERS }, async () => ({
        main: await connect(),
        search: {
          custom: await connect(PLAN_OPTIONS.custom),
          generic: await connect(PLAN_OPTIONS.generic),
        },
      })),
    );
    const pool = `niche:${largest.niche}`;
    const ctx = {
      clients: {
        ...members.map((m) => apiSearch(api.port, largest.host, m.cookie)),
        visitor: apiSearch(api.port, largest.host),
      },
      bare,
      viewers: members.map((m) => viewerOf(pool, m)),
      visitor: { pool, memberId: null, profileId: null },
    };
    const { rows } = await admin.query('SELECT max(id) AS max FROM profile');
    const writer = await connect();
    return { total, ctx, close, startWriter: () => lastActiveWriter(writer, rows[0].max) };
  } catch (error) {
    await close();
    throw error;
  }
}

const append = (into, from) => {
  for (const [key, value] of Object.entries(from)) {
    if (Array.isArray(value)) into[key] = [...(into[key] ?? []), ...value];
    else {
      into[key] = into[key] ?? {};
      append(into[key], value);
    }
  }
};

/**
 * Both sizes, kind by kind in turns, the first of each turn alternating; answers each size's raw times.
 * A turn is one call per worker (a few milliseconds), so SAMPLES / WORKERS rounds: a stall from
 * outside (a test suite starting, a checkpoint, another process's burst) lasts several turns and lands on
 * both sizes alike. With longer turns one stall filled one size's turn of a kind, and with it the slowest
 * 5% that make its p95 (a 200k/20k ratio of 2 from one stall). Deep pages: one chain per worker in every
 * few rounds, spread over the run.
 */
async function measure(sizes) {
  const raw = sizes.map(() => ({ kinds: new Map(), deep: {} }));
  for (const kind of KINDS) for (const size of sizes) await measureKind(kind, size.ctx, WORKERS); // warm-up
  const rounds = Math.ceil(SAMPLES / WORKERS);
  const deepRounds = Math.ceil(SAMPLES / (WORKERS * (DEEP_TO - DEEP_FROM + 1)));
  const deepEvery = Math.max(1, Math.floor(rounds / deepRounds));
  for (let round = 0; round < rounds; round++) {
    const turns = [...sizes.entries()];
    if (round % 2 === 1) turns.reverse();
    for (const kind of KINDS) {
      for (const [i, size] of turns) {
        const into = raw[i].kinds.get(kind.name) ?? {};
        append(into, await measureKind(kind, size.ctx, WORKERS));
        raw[i].kinds.set(kind.name, into);
      }
    }
    if (round % deepEvery === 0 && round / deepEvery < deepRounds) {
      for (const [i, size] of turns) append(raw[i].deep, await measureDeep(size.ctx, WORKERS));
    }
  }
  return raw;
}

/**
 * The bare SQL of each kind again, on one connection with nothing else querying (the writers still
 * writing): what a statement costs by itself, beside what it costs with WORKERS of them on the
 * machine's cores. The goals are on the latter.
 */
async function measureAlone(size) {
  const alone = new Map();
  for (const kind of KINDS) {
    const filters = effectiveFilters(kind.query, SEARCH_FIELDS);
    const viewer = kind.member ? size.ctx.viewers[0] : size.ctx.visitor;
    const times = { page: [], count: [] };
    for (let i = 0; i < SAMPLES / WORKERS; i++)
      append(times, await bareSearch(size.ctx.bare[0], filters, viewer));
    alone.set(kind.name, { page: stats(times.page), count: stats(times.count) });
  }
  console.log(
    `\n${size.total.toLocaleString('en')} profiles, the same bare SQL alone on one connection (p50 p95 in ms; ${WORKERS} at once above):`,
  );
  for (const [name, { page, count }] of alone) {
    console.log(
      `  ${name.padEnd(36)}                   bare SQL ${ms(page.p50)} ${ms(page.p95)}   count alone ${ms(count.p50)} ${ms(count.p95)}`,
    );
  }
}

/** One size's table: per kind p50/p95 through the API, of the bare statement and of the count alone. */
function summarize(total, { kinds, deep }) {
  console.log(`\n${total.toLocaleString('en')} profiles (p50 p95 in ms):`);
  const results = new Map();
  for (const [name, times] of kinds) {
    const result = { api: stats(times.api), page: stats(times.page), count: stats(times.count) };
    results.set(name, result);
    console.log(
      `  ${name.padEnd(36)} API ${ms(result.api.p50)} ${ms(result.api.p95)}   bare SQL ${ms(result.page.p50)} ${ms(result.page.p95)}   count alone ${ms(result.count.p50)} ${ms(result.count.p95)}`,
    );
  }
  const deepStats = {
    api: { first: stats(deep.api.first), deep: stats(deep.api.deep) },
    bare: { first: stats(deep.bare.first), deep: stats(deep.bare.deep) },
  };
  console.log(
    `  ${'deep pages (20-25), no count'.padEnd(36)} API ${ms(deepStats.api.deep.p50)} ${ms(deepStats.api.deep.p95)}   bare SQL ${ms(deepStats.bare.deep.p50)} ${ms(deepStats.bare.deep.p95)}   (page 1 bare ${ms(deepStats.bare.first.p50)} ${ms(deepStats.bare.first.p95)})`,
  );
  return { results, deep: deepStats };
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

console.log(
  `bench/search: ${WORKERS} concurrent clients, ${SAMPLES} searches per kind, size and side, the sizes taking turns call by call, PostgreSQL\n${hostLine()}\n`,
);
const sizes = [await setUp(LARGE, PORT)];
try {
  sizes.push(await setUp(SMALL, PORT + 1));
  const writers = sizes.map((size) => size.startWriter());
  const raw = await measure(sizes);
  const [large, small] = sizes.map((size, i) => summarize(size.total, raw[i]));
  await measureAlone(sizes[0]);
  const rates = await Promise.all(writers.map((stop) => stop()));
  console.log(
    `\n(${rates.map((rate) => rate.toFixed(0)).join(' and ')} last-active writes/s meanwhile; load average ${loadavg()[0].toFixed(1)}: figures are only comparable on an idle machine)`,
  );
  report(large, small);
} finally {
  for (const size of sizes) await size.close();
}
