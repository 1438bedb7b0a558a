import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

export interface NamedQuery {
  /** The prepared statement's name, one per SQL text. */
  name: string;
  text: string;
  values: unknown[];
}

/** Databases whose connections share one session (the embedded PGlite), by URL. */
const sharedSessionUrls = new Set<string>();

/** Marks `url` as a database whose connections share one session, where no statement may be named. */
export function markSharedSession(url: string, shared = true): void {
  if (shared) sharedSessionUrls.add(url);
  else sharedSessionUrls.delete(url);
}

/**
 * Whether hot statements run prepared on `databaseUrl`: not without one (the API then runs on its own
 * embedded PGlite) nor on an embedded PGlite that tests reach by its URL.
 */
export function mayPrepare(databaseUrl: string | undefined): boolean {
  return Boolean(databaseUrl) && !sharedSessionUrls.has(databaseUrl as string);
}

/**
 * Runs a hot statement on the pool as a named prepared statement: each connection parses it once, and
 * after PostgreSQL's five custom plans it is not planned again (planning can cost more than running).
 * With `prepared` false (the embedded PGlite, whose connections share one session, where a second
 * connection's statement of the same name would clash) it runs unnamed.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  { name, text, values }: NamedQuery,
  { prepared }: { prepared: boolean },
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const { rows } = await pool.query<Row>(prepared ? { name, text, values } : { text, values });
  return rows;
}
