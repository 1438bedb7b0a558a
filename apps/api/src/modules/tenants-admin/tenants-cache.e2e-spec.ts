import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTenant } from '../../test/factories.js';
import { describeWithRedis } from '../../test/requires.js';
import { asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Amora</title><!--amora:head--></head><body><div id="root"></div></body></html>';

/**
 * Two API processes on one database and Redis, as in production: what the console changes through
 * one of them shows on both at once, without a restart (the resolver's and the settings' caches are
 * forgotten everywhere through `tenant.changed`).
 */
describeWithRedis('tenant changes across API processes', () => {
  let database: TestDatabase;
  let web: string;
  let a: TestApp;
  let b: TestApp;
  let tenantId: number;
  let host: string;
  let operatorOnA: ReturnType<typeof asStaff>;

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    web = mkdtempSync(join(tmpdir(), 'amora-web-dist-'));
    writeFileSync(join(web, 'index.html'), INDEX);
    const options = { database, dist: { web, admin: web } };
    const env = { REDIS_URL: process.env.REDIS_URL ?? '', TRUST_PROXY: '1' };
    a = await startTestApp(env, options);
    b = await startTestApp(env, options);
    ({
      tenant: { id: tenantId },
      host,
    } = await createTenant(a.dataSource));
    operatorOnA = asStaff(a, await signInStaff(a, await createStaff(a, [['operator', tenantId]])));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(web, { recursive: true, force: true });
  });

  const settingsOn = (app: TestApp, onHost: string) => app.http.get('/api/settings.php').set('Host', onHost);

  /**
   * The event reaches the other process through Redis a moment after the publisher's answer: asks
   * again for up to a second, far below what the caches would keep an entry without it (unknown hosts
   * 5 s, tenants 30 s).
   */
  async function soon<T>(ask: () => Promise<T>, check: (answer: T) => boolean): Promise<T> {
    const deadline = Date.now() + 1_000;
    for (;;) {
      const answer = await ask();
      if (check(answer) || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('answers a domain added through process A on process B at once', async () => {
    const newHost = 'console-added.example.test';
    // both processes have looked the host up and remember it as unknown, and hold the tenant's answer
    for (const app of [a, b]) {
      expect((await settingsOn(app, newHost)).status).toBe(404);
      expect((await settingsOn(app, host)).status).toBe(200);
    }
    await operatorOnA
      .post('/api/admin/tenant-domains.php', { tenant_id: tenantId, host: newHost })
      .expect(200);
    const onB = await soon(
      () => settingsOn(b, newHost),
      (answer) => answer.status === 200,
    );
    expect([onB.status, onB.body.domain, onB.body.name]).toEqual([
      200,
      newHost,
      (await settingsOn(a, host)).body.name,
    ]);
  });

  it('shows a theme change on the member site of both processes without a restart', async () => {
    for (const app of [a, b]) {
      await settingsOn(app, host).expect(200);
      await app.http.get('/').set('Host', host).expect(200);
    }
    await operatorOnA
      .patch('/api/admin/tenant-theme.php', {
        tenant_id: tenantId,
        palette: { primary: '#0b6e4f', secondary: '#a4133c' },
      })
      .expect(200);
    for (const app of [a, b]) {
      const settings = await soon(
        () => settingsOn(app, host),
        (answer) => answer.body.theme?.primary === '#0b6e4f',
      );
      expect(settings.body.theme).toMatchObject({ primary: '#0b6e4f', secondary: '#a4133c' });
      const page = await app.http.get('/').set('Host', host).expect(200);
      expect(page.text).toContain('--amora-primary:#0b6e4f;--amora-secondary:#a4133c');
    }
  });

  it('stops answering a removed domain on both processes', async () => {
    const { body } = await operatorOnA.get(`/api/admin/tenants.php?id=${tenantId}`).expect(200);
    const added = body.tenant.domains.find((d: { host: string }) => d.host === 'console-added.example.test');
    await b.http
      .delete('/api/admin/tenant-domains.php')
      .set('Host', 'admin.localhost')
      .set('X-Request-Type', 'admin')
      .set('Cookie', await signInStaff(b, await createStaff(b, [['owner', null]])))
      .send({ id: added.id })
      .expect(200);
    for (const app of [a, b]) {
      const gone = await soon(
        () => settingsOn(app, 'console-added.example.test'),
        (answer) => answer.status === 404,
      );
      expect(gone.status).toBe(404);
    }
  });
});
