import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENV } from '../config/config.module.js';
import type { Env } from '../config/env.js';
import { dataPath } from '../config/paths.js';
import { withAdvisoryLock } from '../persistence/advisory-lock.js';
import type { EmbeddedPostgres } from '../persistence/embedded-postgres.js';
import { dataSourceOptions } from './data-source.js';

/** DATABASE_URL when set, else the embedded PGlite under DATA_DIR/pglite (DESIGN.md decision 3). */
@Injectable()
export class DatabaseConnection implements OnApplicationShutdown {
  private embedded?: EmbeddedPostgres;
  url = '';

  constructor(@Inject(ENV) private readonly env: Env) {}

  async open(): Promise<void> {
    if (this.env.DATABASE_URL) {
      this.url = this.env.DATABASE_URL;
      return;
    }
    // PGlite is loaded only here: a process on DATABASE_URL never holds it (issue 10)
    const { startEmbeddedPostgres } = await import('../persistence/embedded-postgres.js');
    this.embedded = await startEmbeddedPostgres(dataPath(this.env, 'pglite'));
    this.url = this.embedded.url;
  }

  async onApplicationShutdown() {
    await this.embedded?.stop();
  }
}

export const MIGRATION_LOCK = 7_100_001;

/** Opens the pool and brings the schema up to date; two processes starting at once migrate once. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  await withAdvisoryLock(dataSource, MIGRATION_LOCK, () => dataSource.runMigrations({ transaction: 'each' }));
  return dataSource;
}

@Module({
  providers: [
    {
      provide: DatabaseConnection,
      inject: [ENV],
      useFactory: async (env: Env) => {
        const connection = new DatabaseConnection(env);
        await connection.open();
        return connection;
      },
    },
  ],
  exports: [DatabaseConnection],
})
class DatabaseConnectionModule {}

export const DatabaseModule = TypeOrmModule.forRootAsync({
  imports: [DatabaseConnectionModule],
  inject: [DatabaseConnection],
  useFactory: (connection: DatabaseConnection) => dataSourceOptions(connection.url),
  dataSourceFactory: async (options) => openDatabase(options as DataSourceOptions),
});
