import { Tenant } from '../../tenancy/tenant.entity.js';
import { TenantCache } from '../../tenancy/tenant-cache.service.js';
import { createTenant } from '../../test/factories.js';
import { describeWithRedis } from '../../test/requires.js';
import { startTwoApps, type TestApp, type TwoApps } from '../../test/test-app.js';

/** Two API processes on one database: a tenant changed through one is answered anew by both. */
describeWithRedis('the settings cache across API processes', () => {
  let apps: TwoApps;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    apps = await startTwoApps();
    ({ a, b } = apps);
  });
  afterAll(() => apps?.close());

  const nameOn = async (app: TestApp, host: string) =>
    (await app.http.get('/api/settings.php').set('Host', host).expect(200)).body.name as string;

  /** Asks until the answer is `name`; fails after `ms`. */
  async function waitForName(app: TestApp, host: string, name: string, ms = 3_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const seen = await nameOn(app, host);
      if (seen === name) return;
      if (Date.now() > deadline) throw new Error(`still "${seen}" after ${ms} ms, expected "${name}"`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('clears the other process through Redis when one publishes tenant.changed', async () => {
    const { tenant, host } = await createTenant(a.dataSource, { name: 'Before' });
    expect(await nameOn(a, host)).toBe('Before');
    expect(await nameOn(b, host)).toBe('Before');

    await a.dataSource.getRepository(Tenant).update(tenant.id, { name: 'After' });
    expect(await nameOn(b, host)).toBe('Before'); // cached, no event yet

    await a.app.get(TenantCache).changed(tenant.id);
    expect(await nameOn(a, host)).toBe('After'); // the publisher at once
    await waitForName(b, host, 'After');

    // and back the other way
    await b.dataSource.getRepository(Tenant).update(tenant.id, { name: 'Again' });
    await b.app.get(TenantCache).changed(tenant.id);
    await waitForName(a, host, 'Again');
  });
});
