import { dataSourceOptions } from '../database/data-source.js';
import { openDatabase } from '../database/database.module.js';
import { itOnPostgres } from '../test/requires.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { ifAdvisoryLockFree, withAdvisoryLock } from './advisory-lock.js';

describe('advisory locks', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  // PGlite is one backend, so its locks are re-entrant for every connection: only PostgreSQL can show this
  itOnPostgres('let a scheduled job skip its turn while another process runs it', async () => {
    const [a, b] = [
      await openDatabase(dataSourceOptions(db.url)),
      await openDatabase(dataSourceOptions(db.url)),
    ];
    try {
      let release = () => {};
      const holding = withAdvisoryLock(a, 42, () => new Promise<void>((resolve) => (release = resolve)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await ifAdvisoryLockFree(b, 42, async () => 'ran')).toBeNull();
      release();
      await holding;
      expect(await ifAdvisoryLockFree(b, 42, async () => 'ran')).toBe('ran');
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });
});
