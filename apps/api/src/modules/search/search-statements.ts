import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { mayPrepare } from '../../persistence/prepared-query.js';

/**
 * The search connections' session option: every execution of a prepared statement is planned for its
 * values. A search's best plan depends on them (a distance box in a city or across a country, a rare
 * attribute or a common one), and PostgreSQL's generic plans were slower for exactly the worst kinds
 * (bench/search: a 500 km count 1.4 → 5.9 ms). Prepared, the statement is still not parsed again.
 */
export const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';

/** The search's own connections: few, since two cores run a handful of searches at once at best. */
const SEARCH_CONNECTIONS = 4;

/**
 * How many search texts (one per combination of filters and shape) a process prepares: each costs
 * every search connection about 190 KB of PostgreSQL's memory. Later texts run unnamed.
 */
const MAX_PREPARED_TEXTS = 48;

const preparedNames = new Map<string, string>();

/**
 * A search statement as pg runs it: named after its text (the same in every process) while fewer than
 * MAX_PREPARED_TEXTS texts have been named, else unnamed.
 */
export function searchStatement(sql: string, values: unknown[]): pg.QueryConfig {
  let name = preparedNames.get(sql);
  if (!name && preparedNames.size < MAX_PREPARED_TEXTS) {
    name = `search_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    preparedNames.set(sql, name);
  }
  return name ? { name, text: sql, values } : { text: sql, values };
}

/**
 * Runs the search statements as prepared statements on connections of their own (CUSTOM_PLANS), so
 * that no search text is parsed twice on a connection (a fifth to a third of a page statement's time,
 * bench/search) while the other hot statements keep their generic plans on the main pool. On the
 * embedded PGlite (mayPrepare) they run unnamed on the main pool.
 */
@Injectable()
export class SearchStatements implements OnApplicationShutdown {
  private readonly logger = new Logger('SearchStatements');
  private readonly pool: pg.Pool | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectEnv() env: Env,
  ) {
    if (!mayPrepare(env.DATABASE_URL)) return;
    this.pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: SEARCH_CONNECTIONS,
      options: CUSTOM_PLANS,
    });
    // an idle connection's error (the server restarting) must not end the process
    this.pool.on('error', (error) => this.logger.warn(`search connection lost: ${error.message}`));
  }

  async query<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
    if (!this.pool) return this.dataSource.query(sql, values);
    const { rows } = await this.pool.query<Row>(searchStatement(sql, values));
    return rows;
  }

  async onApplicationShutdown() {
    await this.pool?.end();
  }
}
