import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['unknown.test', 'admin.localhost', 'localhost'])('answer on any host (%s)', async (host) => {
    await t.http.get('/healthz').set('Host', host).expect(200, { status: 'ok' });
    await t.http.get('/readyz').set('Host', host).expect(200, { status: 'ready', database: 'up' });
  });

  it('/readyz answers 503 once the database is gone', async () => {
    const other = await startTestApp();
    await other.dataSource.destroy();
    const res = await other.http.get('/readyz').expect(503);
    expect(res.body).toEqual({ status: 'not_ready', database: 'down' });
    await other.close().catch(() => undefined);
  });
});
