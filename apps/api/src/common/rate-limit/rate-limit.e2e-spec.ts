import { logIn } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { describeWithRedis } from '../../test/requires.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/** Rate limits live in Redis when REDIS_URL is set, so every API process counts the same attempts. */
describeWithRedis('rate limits across API processes', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
    a = await startTestApp(env, { database });
    b = await startTestApp(env, { database });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  it('counts attempts on both processes together', async () => {
    const { host } = await createTenant(a.dataSource);
    for (let i = 0; i < 10; i++) await logIn(a.http, host, `a${i}@example.com`, 'some-password').expect(401);
    for (let i = 0; i < 10; i++) await logIn(b.http, host, `b${i}@example.com`, 'some-password').expect(401);
    const limited = await logIn(a.http, host, 'last@example.com', 'some-password').expect(429);
    expect(limited.body.error.code).toBe('rate_limited');
    await logIn(b.http, host, 'last@example.com', 'some-password').expect(429);
  });
});
