import { PROFILE_ATTRIBUTE_VALUES } from '@amora/contracts';
import { DataSource } from 'typeorm';
import type { Env } from '../../config/env.js';
import { dataSourceOptions } from '../../database/data-source.js';
import { markSharedSession } from '../../persistence/prepared-query.js';
import { itOnPostgres } from '../../test/requires.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { SearchFilters } from './search-filters.js';
import { PARTIALLY_INDEXED, TRAITS } from './search-indexes.js';
import { planFor, SearchStatements, searchStatement } from './search-statements.js';

describe('search statements', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: true }); // the search indexes, for their predicates
    dataSource = await new DataSource(dataSourceOptions(db.url)).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  itOnPostgres(
    'run prepared on connections of their own, planned per execution or once as asked',
    async () => {
      const statements = new SearchStatements(dataSource, { DATABASE_URL: db.url } as Env);
      try {
        const mode = async (plan: 'custom' | 'generic') =>
          (await statements.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode', [], plan))[0]
            .plan_cache_mode;
        expect(await mode('custom')).toBe('force_custom_plan');
        expect(await mode('generic')).toBe('force_generic_plan');
        const [main] = await dataSource.query('SHOW plan_cache_mode');
        expect(main.plan_cache_mode).toBe('auto');

        const sql = 'SELECT name FROM pg_prepared_statements WHERE name LIKE $1';
        await statements.query(sql, ['search_%'], 'custom');
        // one caller at a time gets the connection it released, which has prepared the statement
        const prepared = await statements.query<{ name: string }>(sql, ['search_%'], 'custom');
        expect(prepared.map((row) => row.name)).toContain(searchStatement(sql, []).name);
      } finally {
        await statements.onApplicationShutdown();
      }
    },
  );

  it('are planned per execution where a value picks the index, else once', () => {
    const filters = (more: Partial<SearchFilters>): SearchFilters => ({ attributes: {}, ...more });
    expect(planFor(filters({}))).toBe('generic');
    expect(planFor(filters({ gender: 'female', min_age: 70, max_age: 72 }))).toBe('generic');
    expect(planFor(filters({ gender: 'female', distance: 200 }))).toBe('generic');
    expect(planFor(filters({ gender: 'female', distance: 201 }))).toBe('custom');
    expect(planFor(filters({ country: 'DE' }))).toBe('custom');
    expect(planFor(filters({ country: 'SE', countryregion: 'BD' }))).toBe('custom');
    expect(planFor(filters({ attributes: { body_type: 'muscular' } }))).toBe('custom');
    expect(planFor(filters({ attributes: { sexuality: 'lesbian', hair: 'blond' } }))).toBe('custom');
    // common values are in no partial index: no plan can use one
    expect(planFor(filters({ attributes: { sexuality: 'hetero', hair: 'blond', tattoos: 'no' } }))).toBe(
      'generic',
    );
  });

  itOnPostgres(
    "know which attribute values the partial search indexes hold, as the indexes' predicates say",
    async () => {
      const indexes: { name: string; predicate: string }[] = await dataSource.query(
        `SELECT c.relname AS name, pg_get_expr(i.indpred, i.indrelid) AS predicate
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = 'profile'::regclass AND c.relname LIKE 'profile_search_%' AND i.indpred IS NOT NULL`,
      );
      for (const [attribute, values] of Object.entries(PROFILE_ATTRIBUTE_VALUES)) {
        const index = indexes.find(({ predicate }) => predicate.includes(`${attribute} `));
        for (const value of values) {
          // the predicate evaluated for a searchable profile with this value
          const held = index
            ? (
                await dataSource.query(
                  `SELECT (${index.predicate}) AS held FROM (SELECT 'active'::text AS status, false AS invisible, $1::text AS ${attribute}) profile`,
                  [value],
                )
              )[0].held
            : false;
          const known = PARTIALLY_INDEXED[attribute as keyof typeof PARTIALLY_INDEXED]?.(value) ?? false;
          expect({ attribute, value, held: known }).toEqual({ attribute, value, held });
        }
      }
    },
  );

  itOnPostgres("hold the traits index's every value, as the columns' checks allow them", async () => {
    // the count asks a trait it does not filter on for every value it may hold (traitConditions)
    const checks: { name: string; check: string }[] = await dataSource.query(
      `SELECT conname AS name, pg_get_expr(conbin, conrelid) AS check FROM pg_constraint
       WHERE conrelid = 'profile'::regclass AND contype = 'c'`,
    );
    for (const trait of TRAITS) {
      const { check } = checks.find(({ name }) => name === `profile_${trait}_check`) ?? { check: 'false' };
      const allowed = async (value: string) =>
        (
          await dataSource.query(`SELECT (${check}) AS allowed FROM (SELECT $1::text AS ${trait}) profile`, [
            value,
          ])
        )[0].allowed;
      for (const value of PROFILE_ATTRIBUTE_VALUES[trait])
        expect({ trait, value, allowed: await allowed(value) }).toEqual({ trait, value, allowed: true });
      expect(await allowed('purple')).toBe(false);
    }
  });

  it('run unnamed on the main pool where connections share one session (the embedded PGlite)', async () => {
    markSharedSession(db.url);
    const statements = new SearchStatements(dataSource, { DATABASE_URL: db.url } as Env);
    try {
      const [mode] = await statements.query<{ plan_cache_mode: string }>(
        'SHOW plan_cache_mode',
        [],
        'custom',
      );
      expect(mode.plan_cache_mode).toBe('auto');
    } finally {
      markSharedSession(db.url, false);
      await statements.onApplicationShutdown();
    }
  });

  // last: it takes up the process's bound of named texts
  it('are named after their text, the same in every process, up to a bound; later texts run unnamed', () => {
    const first = searchStatement('SELECT 1 AS search_name_test', []);
    expect(first.name).toMatch(/^search_[0-9a-f]{20}$/);
    expect(searchStatement('SELECT 1 AS search_name_test', [1]).name).toBe(first.name);
    expect(searchStatement('SELECT 2 AS search_name_test', []).name).not.toBe(first.name);

    const many = Array.from({ length: 60 }, (_, i) =>
      searchStatement(`SELECT ${i} AS search_bound_test`, []),
    );
    expect(many.at(-1)?.name).toBeUndefined();
    expect(many.at(-1)?.text).toBe('SELECT 59 AS search_bound_test');
    // a text named before keeps its name
    expect(searchStatement('SELECT 1 AS search_name_test', []).name).toBe(first.name);
  });
});
