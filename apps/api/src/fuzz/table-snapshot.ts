import type { DataSource } from 'typeorm';

/**
 * Columns a refused request may rightly change: a wrong password counts towards the account lock
 * (that refusal is the feature), and any request of a logged-in member keeps its profile's
 * last_active_at fresh (profile_activity, once a minute). Nothing else may move when a request is refused.
 */
const COUNTED_ON_REFUSAL: Record<string, string[]> = {
  member: ['failed_logins', 'locked_until'],
  profile_activity: ['last_active_at'],
};

/** Kept by scheduled jobs (the analytics rollup every few minutes), whatever requests come in. */
const WRITTEN_BY_JOBS = ['daily_stat', 'analytics_cursor'];

/** Row count and checksum of every table, to prove that a refused request changed no row. */
export async function snapshotTables(dataSource: DataSource): Promise<Record<string, string>> {
  const tables: { name: string }[] = await dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
       AND table_name <> ALL($1)
     ORDER BY table_name`,
    [WRITTEN_BY_JOBS],
  );
  const parts = tables.map(({ name }) => {
    const ignored = (COUNTED_ON_REFUSAL[name] ?? []).map((column) => ` - '${column}'`).join('');
    return `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg((to_jsonb(t)${ignored})::text, '|' ORDER BY (to_jsonb(t)${ignored})::text)), '') AS sum FROM "${name}" t`;
  });
  const rows: { name: string; sum: string }[] = await dataSource.query(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/**
 * The snapshots of one fuzz run: the "after" of a refused input is the "before" of the next one, so
 * a refusal costs one snapshot instead of two. Anything the harness itself writes (a new session),
 * and every accepted input, must `forget()` the last snapshot.
 */
export class TableWatch {
  private last?: Record<string, string>;

  constructor(private readonly dataSource: DataSource) {}

  async before(): Promise<Record<string, string>> {
    this.last ??= await snapshotTables(this.dataSource);
    return this.last;
  }

  async after(): Promise<Record<string, string>> {
    this.last = await snapshotTables(this.dataSource);
    return this.last;
  }

  forget(): void {
    this.last = undefined;
  }
}
