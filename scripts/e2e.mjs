#!/usr/bin/env node
// Runs the Playwright browser tests against the production build in Debian's Chromium.
// With DATABASE_URL set (CI), the server under test gets a fresh PostgreSQL database of its own, dropped
// afterwards: the journeys run about a third faster than on the embedded PGlite of `npm start`, whose
// start, migrations and demo seed apps/api/src/main.e2e-spec.ts proves on every run.
// Without a Chromium it says so loudly and skips them, unless E2E_REQUIRED=1 or TESTS_REQUIRE_ALL=1
// (CI), where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const chromium = candidates.find((path) => existsSync(path));

if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! No Chromium found (tried ${candidates.join(', ')}).`);
  console.error('!! The browser tests did NOT run. Install it with: apt-get install -y chromium');
  console.error(`!! or point CHROMIUM_PATH at a Chromium binary.\n${banner}\n`);
  const required = process.env.E2E_REQUIRED === '1' || process.env.TESTS_REQUIRE_ALL === '1';
  process.exit(required ? 1 : 0);
}

/** Runs `sql` on the server of DATABASE_URL, in its maintenance database. */
async function admin(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let database;
if (process.env.DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  database = `amora_e2e_${process.pid}_${Date.now()}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  process.env.E2E_DATABASE_URL = url.toString();
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
process.exit(result.status ?? 1);
