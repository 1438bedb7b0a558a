// bench/search set-up: a database of its own, the production API on it, members with sessions, and the
// API's search SQL run bare (the compiled query builders, in the order the service runs them).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextRelaxation, relax, SIMILAR_BELOW } from '../../apps/api/dist/modules/search/search-filters.js';
import { countSql, searchSql, VIEWER_STATEMENT } from '../../apps/api/dist/modules/search/search-sql.js';
import { planFor, searchStatement } from '../../apps/api/dist/modules/search/search-statements.js';
import { request } from './measure.mjs';
import { CITIES } from './seed.mjs';

/** A second octet of this run's client addresses. */
const RUN_NET = 128 + Math.floor(Math.random() * 128);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The production build on `port`, logging at info into a file; ready once /readyz answers. */
export async function startApi(databaseUrl, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-search-'));
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      // each simulated client sends its own X-Forwarded-For, so the search rate limit counts them apart
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
    if (ready) return { child, port, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopApi(api) {
  await new Promise((resolve) => {
    api.child.once('exit', resolve);
    api.child.kill('SIGTERM');
  });
  rmSync(api.dataDir, { recursive: true, force: true });
}

/**
 * `count` members of the largest pool's first tenant, signed up through the API, each with a place in a
 * big city and a few blocked profiles; answers their ids, profile ids and session cookies.
 */
export async function signUpMembers(port, host, client, count) {
  const members = [];
  for (let i = 0; i < count; i++) {
    const id = `${process.pid}${i}`;
    const response = await request(port, '/api/signup.php', {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        'x-request-type': 'web',
        // the sign-up limit counts per address in Redis, which outlives the run: an address of this run's own
        'x-forwarded-for': `10.${RUN_NET}.${process.pid & 255}.${i}`,
      },
      body: JSON.stringify({
        email: `bench.${id}@example.com`,
        name: `bench_${id}`,
        password: 'velvet-sunrise-42',
        password_repeat: 'velvet-sunrise-42',
        date_of_birth: '1985-05-05',
        gender: i % 2 ? 'male' : 'female',
        seeking: i % 2 ? 'female' : 'male',
      }),
    });
    if (response.status !== 200)
      throw new Error(`signup: ${response.status} ${JSON.stringify(response.body)}`);
    const cookie = []
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('amora_session='))
      ?.split(';')[0];
    const { user } = response.body;
    const { rows } = await client.query('SELECT profile_id FROM member WHERE id = $1', [user.id]);
    const [, , , lat, lon] = CITIES[[0, 13, 14, 26][i % 4]]; // Amsterdam, Berlin, Hamburg, London
    await client.query(`UPDATE profile SET latitude = $1, longitude = $2, status = 'active' WHERE id = $3`, [
      lat,
      lon,
      rows[0].profile_id,
    ]);
    await client.query(
      `INSERT INTO member_block (tenant_id, member_id, profile_id)
       SELECT tenant_id, $1, id FROM profile WHERE tenant_id = $2 ORDER BY random() LIMIT 5`,
      [user.id, await tenantOf(client, user.id)],
    );
    members.push({ id: user.id, profileId: rows[0].profile_id, cookie });
  }
  return members;
}

async function tenantOf(client, memberId) {
  const { rows } = await client.query('SELECT tenant_id FROM member WHERE id = $1', [memberId]);
  return rows[0].tenant_id;
}

/** A member's place and hidden profiles as the service reads them before a search (VIEWER_STATEMENT, prepared), timed. */
export async function readViewer(client, viewer) {
  if (viewer.memberId === null) return { searcher: viewer, ms: 0 };
  const started = performance.now();
  const { rows } = await client.query({ ...VIEWER_STATEMENT, values: [viewer.memberId, viewer.profileId] });
  const ms = performance.now() - started;
  const { latitude, longitude, hidden } = rows[0];
  const place = latitude === null || longitude === null ? undefined : { latitude, longitude };
  return { searcher: { ...viewer, place, hidden }, ms };
}

/**
 * Page 1 of a search as the service runs it, statement by statement: a member's place and hidden profiles,
 * the exact search (page and count in one statement), then the relaxation steps (each one statement too)
 * while fewer than SIMILAR_BELOW are found; and the bounded count alone. Answers the times. `connections`:
 * `main` as the API's pool (the viewer), `search` as its search connections, one of each plan (SearchStatements:
 * prepared, planned as planFor says).
 */
export async function bareSearch(connections, filters, viewer) {
  const time = async (part, partFilters) => {
    const started = performance.now();
    const connection = connections.search[planFor(partFilters)];
    const { rows } = await connection.query(searchStatement(part.sql, part.params));
    return { rows, ms: performance.now() - started };
  };
  const { searcher, ms: viewerMs } = await readViewer(connections.main, viewer);
  const page = async (relaxed, by = searcher) => {
    const statement = searchSql(relaxed, by, { shape: 'counted', limit: 25, cap: 1000 });
    const { rows, ms } = await time(statement, relaxed);
    return { found: rows.flatMap((row) => (row.id === null ? [] : [row.id])), ms };
  };
  const exact = relax(filters, 0).filters;
  const first = await page(exact);
  const pages = [viewerMs + first.ms];
  const counts = [(await time(countSql(exact, searcher, 1000), exact)).ms];
  if (first.found.length >= SIMILAR_BELOW) return { page: pages, count: counts };
  // the similar ones leave out the exact matches, which lead them
  const similarSearcher = { ...searcher, hidden: [...(searcher.hidden ?? []), ...first.found] };
  for (let steps = nextRelaxation(filters, 0); steps !== null; steps = nextRelaxation(filters, steps)) {
    const relaxed = await page(relax(filters, steps).filters, similarSearcher);
    pages.push(relaxed.ms);
    if (first.found.length + relaxed.found.length >= SIMILAR_BELOW) break;
  }
  return { page: pages, count: counts };
}
