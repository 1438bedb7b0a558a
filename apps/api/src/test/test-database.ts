import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../persistence/embedded-postgres.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the real PostgreSQL when DATABASE_URL is
 * set (CI), else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `amora_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
