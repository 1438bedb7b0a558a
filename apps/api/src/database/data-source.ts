import type { DataSourceOptions } from 'typeorm';
import { PostgresNamingStrategy } from '../persistence/naming-strategy.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** One set of options for the app, the tests and the migration CLI. Never `synchronize`. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new PostgresNamingStrategy(),
    poolSize: 10,
  };
}
