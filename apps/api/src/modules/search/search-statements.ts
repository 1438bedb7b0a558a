import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { mayPrepare } from '../../persistence/prepared-query.js';
import type { SearchFilters } from './search-filters.js';
import { asksPartiallyIndexed } from './search-indexes.js';

/**
 * How a search statement is planned. `custom`: for each execution's values, where they pick the index (a
 * distance box around a town or across a country, an attribute value a partial index holds, a small country
 * or a large one): PostgreSQL's generic plans were several times slower for those (bench/search: a rare
 * attribute 5 → 25 ms, a country with ages 9 → 29 ms, a 500 km count 4 → 8 ms, with 4 searches at once).
 * `generic`: planned once per connection, where no value changes the best plan (gender, ages, common
 * attribute values, a distance of up to GENERIC_PLAN_MAX_KM): planning was a third to half of those
 * statements' time (30-50% faster). Each is a session option, so each has connections of its own.
 */
export type SearchPlan = 'custom' | 'generic';

export const PLAN_OPTIONS: Record<SearchPlan, string> = {
  custom: '-c plan_cache_mode=force_custom_plan',
  generic: '-c plan_cache_mode=force_generic_plan',
};

/** The widest distance whose box a generic plan still serves as well as a custom one (bench/search). */
const GENERIC_PLAN_MAX_KM = 200;

/** The plan for a search with these filters (see SearchPlan). */
export function planFor(filters: SearchFilters): SearchPlan {
  const valueFree =
    filters.country === undefined &&
    filters.countryregion === undefined &&
    !asksPartiallyIndexed(filters) &&
    (filters.distance === undefined || filters.distance <= GENERIC_PLAN_MAX_KM);
  return valueFree ? 'generic' : 'custom';
}

/** The search's own connections per plan: few, since two cores run a handful of searches at once at best. */
const SEARCH_CONNECTIONS = 4;

/**
 * How many search texts (one per combination of filters and shape) a process prepares: each costs
 * every search connection that runs it about 190 KB of PostgreSQL's memory. Later texts run unnamed.
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
 * Runs the search statements as prepared statements on connections of their own, one pool per SearchPlan
 * (its session option), so that no search text is parsed twice on a connection (a fifth to a third of a
 * page statement's time, bench/search) while the other hot statements keep the main pool's default. On the
 * embedded PGlite (mayPrepare) they run unnamed on the main pool.
 */
@Injectable()
export class SearchStatements implements OnApplicationShutdown {
  private readonly logger = new Logger('SearchStatements');
  private readonly pools: Record<SearchPlan, pg.Pool> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectEnv() env: Env,
  ) {
    if (!mayPrepare(env.DATABASE_URL)) return;
    const pool = (options: string) => {
      const created = new pg.Pool({ connectionString: env.DATABASE_URL, max: SEARCH_CONNECTIONS, options });
      // an idle connection's error (the server restarting) must not end the process
      created.on('error', (error) => this.logger.warn(`search connection lost: ${error.message}`));
      return created;
    };
    this.pools = { custom: pool(PLAN_OPTIONS.custom), generic: pool(PLAN_OPTIONS.generic) };
  }

  async query<Row extends pg.QueryResultRow>(
    sql: string,
    values: unknown[],
    plan: SearchPlan,
  ): Promise<Row[]> {
    if (!this.pools) return this.dataSource.query(sql, values);
    const { rows } = await this.pools[plan].query<Row>(searchStatement(sql, values));
    return rows;
  }

  async onApplicationShutdown() {
    if (this.pools) await Promise.all(Object.values(this.pools).map((pool) => pool.end()));
  }
}
