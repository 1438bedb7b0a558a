import type { DataSource } from 'typeorm';

/** Until some statement of this database waits for a lock (the request under test reached its lock). */
export async function waitForLockWait(dataSource: DataSource) {
  for (let i = 0; i < 200; i++) {
    const [{ waiting }] = await dataSource.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no statement waited for a lock within 10 s');
}
