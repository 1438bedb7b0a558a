import { logIn } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { describeWithRedis } from '../../test/requires.js';
import { startTwoApps, type TestApp, type TwoApps } from '../../test/test-app.js';

/** Rate limits live in Redis when REDIS_URL is set, so every API process counts the same attempts. */
describeWithRedis('rate limits across API processes', () => {
  let apps: TwoApps;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    apps = await startTwoApps();
    ({ a, b } = apps);
  });
  afterAll(() => apps?.close());

  it('counts attempts on both processes together', async () => {
    const { host } = await createTenant(a.dataSource);
    for (let i = 0; i < 10; i++) await logIn(a.http, host, `a${i}@example.com`, 'some-password').expect(401);
    for (let i = 0; i < 10; i++) await logIn(b.http, host, `b${i}@example.com`, 'some-password').expect(401);
    const limited = await logIn(a.http, host, 'last@example.com', 'some-password').expect(429);
    expect(limited.body.error.code).toBe('rate_limited');
    await logIn(b.http, host, 'last@example.com', 'some-password').expect(429);
  });
});
