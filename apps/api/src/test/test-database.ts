import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { dataSourceOptions } from '../database/data-source.js';
import { openDatabase } from '../database/database.module.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { startEmbeddedPostgres } from '../persistence/embedded-postgres.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

// Held while a test process builds the migrated template or copies it.
const TEMPLATE_LOCK = 7_100_777;

/**
 * A fresh database for one test file: a new database on the real PostgreSQL when DATABASE_URL is set
 * (CI), else an in-memory PGlite. Empty, unless `migrated`: then on PostgreSQL it is a copy of a
 * template migrated once per set of migrations, which takes a fraction of running them for every file
 * (the application's own start still checks them, and finds nothing to do).
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `amora_test_${randomBytes(6).toString('hex')}`;
  await adminSession(base, async (client) => {
    if (!migrated) return void (await client.query(`CREATE DATABASE "${name}"`));
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const template = await migratedTemplate(base, client);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return {
    url: databaseUrl(base, name),
    drop: () =>
      adminSession(base, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** The template for the current migrations, built (under the lock) by the first test process needing it. */
async function migratedTemplate(base: string, client: pg.Client): Promise<string> {
  const version = createHash('sha256')
    .update(MIGRATIONS.map((migration) => migration.name).join(','))
    .digest('hex')
    .slice(0, 16);
  const template = `amora_test_tpl_${version}`;
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
  if (found.rowCount) return template;

  // Built under another name and renamed when done, so a process that died half-way leaves no template.
  const building = `${template}_building`;
  await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${building}"`);
  await (await openDatabase(dataSourceOptions(databaseUrl(base, building)))).destroy();
  await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  const stale = await client.query(
    "SELECT datname FROM pg_database WHERE datname LIKE 'amora\\_test\\_tpl\\_%' AND datname <> $1",
    [template],
  );
  for (const { datname } of stale.rows)
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  return template;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminSession<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
