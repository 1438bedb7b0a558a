import type { DataSource } from 'typeorm';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so that of several API processes only
 * one does it at a time (migrations, seeding, scheduled jobs; DESIGN.md decision 12).
 */
export async function withAdvisoryLock<T>(
  dataSource: DataSource,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  return (await locked(dataSource, key, 'pg_advisory_lock', work)) as T;
}

/** Like withAdvisoryLock, but skips the work (answers null) when another process already holds it. */
export function ifAdvisoryLockFree<T>(dataSource: DataSource, key: number, work: () => Promise<T>) {
  return locked(dataSource, key, 'pg_try_advisory_lock', work);
}

/**
 * The keys this process holds, with the end of the last turn asked for. The embedded PGlite has one
 * session, which is granted a lock it holds again: there, this process's turns are all that orders.
 */
const turns = new Map<number, Promise<unknown>>();

async function locked<T>(
  dataSource: DataSource,
  key: number,
  lock: 'pg_advisory_lock' | 'pg_try_advisory_lock',
  work: () => Promise<T>,
): Promise<T | null> {
  const before = turns.get(key);
  if (before && lock === 'pg_try_advisory_lock') return null;
  const turn = (before ?? Promise.resolve())
    .catch(() => {})
    .then(() => lockedInDatabase(dataSource, key, lock, work));
  turns.set(key, turn);
  try {
    return await turn;
  } finally {
    if (turns.get(key) === turn) turns.delete(key);
  }
}

async function lockedInDatabase<T>(
  dataSource: DataSource,
  key: number,
  lock: 'pg_advisory_lock' | 'pg_try_advisory_lock',
  work: () => Promise<T>,
): Promise<T | null> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = await runner.query(`SELECT ${lock}($1)::text AS got`, [key]);
    // pg_advisory_lock answers void (''), pg_try_advisory_lock true or false
    if (row?.got === 'false') return null;
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await runner.release();
  }
}
