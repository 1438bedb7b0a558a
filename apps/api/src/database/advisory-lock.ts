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
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await runner.release();
  }
}

/** Like withAdvisoryLock, but skips the work (answers null) when another process already holds it. */
export async function ifAdvisoryLockFree<T>(
  dataSource: DataSource,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!locked) return null;
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await runner.release();
  }
}
