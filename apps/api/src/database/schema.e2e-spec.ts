import { DataSource } from 'typeorm';
import { itOnPostgres } from '../test/requires.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { dataSourceOptions } from './data-source.js';
import { openDatabase } from './database.module.js';
import { MIGRATIONS } from './migrations/index.js';

describe('migrations', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => db.drop());

  it('build exactly the schema the entities describe', async () => {
    const dataSource = await openDatabase(dataSourceOptions(db.url));
    try {
      const diff = await dataSource.driver.createSchemaBuilder().log();
      expect(diff.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('run once however often the API starts', async () => {
    await (await openDatabase(dataSourceOptions(db.url))).destroy();
    const again = await openDatabase(dataSourceOptions(db.url));
    try {
      const rows = await again.query('SELECT name FROM migrations');
      expect(rows).toHaveLength(MIGRATIONS.length);
      expect(await again.showMigrations()).toBe(false);
    } finally {
      await again.destroy();
    }
  });

  it('roll back cleanly', async () => {
    const dataSource = await openDatabase(dataSourceOptions(db.url));
    try {
      for (let i = 0; i < MIGRATIONS.length; i++) await dataSource.undoLastMigration();
      const tables = await dataSource.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'",
      );
      expect(tables).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  // PGlite is one backend in one process: two processes racing on one database only exist on PostgreSQL.
  itOnPostgres('migrate once when two API processes start at the same time', async () => {
    const [a, b] = await Promise.all([
      openDatabase(dataSourceOptions(db.url)),
      openDatabase(dataSourceOptions(db.url)),
    ]);
    try {
      expect(await a.query('SELECT name FROM migrations')).toHaveLength(MIGRATIONS.length);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('keep tenant-owned tables tied to their tenant', async () => {
    const dataSource = await openDatabase(dataSourceOptions(db.url));
    try {
      const columns: { table_name: string }[] = await dataSource.query(
        "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' AND is_nullable = 'NO'",
      );
      expect(columns.map((c) => c.table_name).sort()).toEqual([
        'account_token',
        'bundle_price',
        'chat_message',
        'complaint',
        'conversation',
        'conversation_participant',
        'credit_bundle',
        'credit_ledger',
        'daily_stat',
        'direct_debit_block',
        'direct_debit_mandate',
        'discount_code',
        'discount_redemption',
        'gift',
        'member',
        'member_block',
        'member_event',
        'moderator_queue',
        'outbound_mail',
        'payment',
        'payment_chargeback',
        'payment_refund',
        'payment_refund_request',
        'profile',
        'profile_activity',
        'profile_like',
        'profile_pass',
        'profile_photo',
        'push_subscription',
        'session',
        'simulator_mandate',
        'simulator_payment',
        'sms_message',
        'tenant_domain',
      ]);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('DataSource options', () => {
  it('never synchronize the schema from the entities', () => {
    expect(dataSourceOptions('postgres://x/y')).toMatchObject({ synchronize: false, migrationsRun: false });
    expect(new DataSource(dataSourceOptions('postgres://x/y')).options.synchronize).toBe(false);
  });
});
