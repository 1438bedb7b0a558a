import { createTenant } from '../test/factories.js';
import { waitForLockWait } from '../test/lock-wait.js';
import { activeMember, type TestMember } from '../test/profiles.js';
import { itOnPostgres } from '../test/requires.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/** A transaction that loses a race with another is no server fault: the same request may be sent again. */
describe('a transaction rolled back by PostgreSQL', () => {
  let t: TestApp;
  let host: string;
  let member: TestMember;
  beforeAll(async () => {
    t = await startTestApp();
    ({ host } = await createTenant(t.dataSource));
    member = await activeMember(t.http, t.dataSource, host);
  });
  afterAll(() => t.close());

  const goInvisible = () =>
    t.http
      .put('/api/account-settings.php')
      .set('Host', host)
      .set('X-Request-Type', 'web')
      .set('Cookie', member.cookie)
      .send({ invisible: true });

  itOnPostgres(
    'answers a deadlock with 503 server_busy and Retry-After, and the retry succeeds',
    async () => {
      // The settings update locks the member's row, then the profile's; this transaction takes them the
      // other way round, so the two deadlock.
      const other = t.dataSource.createQueryRunner();
      await other.connect();
      await other.startTransaction();
      try {
        // the request's backend, not this one, detects the deadlock and is rolled back
        await other.query(`SET LOCAL deadlock_timeout = '30s'`);
        await other.query('UPDATE profile SET invisible = false WHERE id = $1', [member.profileId]);
        const answer = goInvisible().then((res) => res);
        await waitForLockWait(t.dataSource);
        await other.query('UPDATE member SET invisible = false WHERE id = $1', [member.memberId]);
        const res = await answer;
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body).toEqual({
          error: { code: 'server_busy', message: expect.any(String) },
        });
        await other.rollbackTransaction();
      } finally {
        if (other.isTransactionActive) await other.rollbackTransaction();
        await other.release();
      }
      const again = await goInvisible().expect(200);
      expect(again.body.invisible).toBe(true);
    },
  );
});
