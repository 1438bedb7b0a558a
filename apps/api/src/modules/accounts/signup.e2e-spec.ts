import { Writable } from 'node:stream';
import { SESSION_DAYS } from '@amora/contracts';
import { createLogger } from '../../common/logger.js';
import { PASSWORD, sessionCookie, signUp, signupBody, tokenOf, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { CreditLedgerEntry } from '../credits/credit-ledger.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { SERVER_SECRET } from './account-mailer.service.js';
import { Member } from './entities/member.entity.js';
import { createInvite } from './invites.js';

describe('signup and activation', () => {
  const mailbox = new Mailbox();
  const logLines: string[] = [];
  let t: TestApp;
  let host: string;

  beforeAll(async () => {
    const smtp = await mailbox.start();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp({ SMTP_URL: smtp }, { logger: createLogger({ LOG_LEVEL: 'debug' }, stream) });
    ({ host } = await createTenant(t.dataSource, {
      name: 'Vonk Test',
      signupCredits: 20,
      languages: ['nl', 'en'],
    }));
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const post = (body: object, onHost = host) =>
    t.http.post('/api/signup.php').set('Host', onHost).set(WEB).send(body);

  it('creates an unconfirmed member with signup credits, a 30-day session and an activation mail', async () => {
    const body = signupBody({ email: 'New.Member@Example.com', tracking: { network: 'tt', sub1: 'abc' } });
    const res = await post(body).expect(200);
    expect(res.body.user).toMatchObject({
      email: 'new.member@example.com',
      status: 'not_confirmed',
      credits: 20,
      paid_user: false,
      language: 'nl',
      notifications_disabled: [],
      profile: { name: body.name, country: 'NL', status: 'disabled', main_image: null },
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'])
      .find((c) => c.startsWith('amora_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain(`Max-Age=${SESSION_DAYS * 86400}`);

    const member = await t.dataSource
      .getRepository(Member)
      .findOneByOrFail({ email: 'new.member@example.com' });
    expect(member.tracking).toEqual({ network: 'tt', sub1: 'abc' });
    expect(member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const ledger = await t.dataSource.getRepository(CreditLedgerEntry).findBy({ memberId: member.id });
    expect(ledger).toMatchObject([{ delta: 20, balanceAfter: 20, reason: 'signup' }]);

    const mail = await mailbox.nth('new.member@example.com', 1);
    // in the member's language (the tenant's default, Dutch), with the tenant's name
    expect(mail.subject).toBe('Bevestig je e-mailadres voor Vonk Test');
    expect(mail.text).toContain('KvK 12345678');
    expect(mail.html).toContain('Keizersgracht 1');
    expect(mail.rawHeaders).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.rawHeaders).toMatch(/List-Unsubscribe:\s*<http:\/\/[^>]+\/api\/unsubscribe\.php\?token=/);
    expect(mail.link).toContain('/api/activation.php?token=');

    const activation = await t.http
      .get(new URL(mail.link).pathname + new URL(mail.link).search)
      .set('Host', host);
    expect(activation.status).toBe(302);
    expect(activation.headers.location).toBe('/activate/done');
    const me = await t.http
      .get('/api/user.php')
      .set('Host', host)
      .set('Cookie', sessionCookie(res) ?? '');
    expect(me.body.user).toMatchObject({ status: 'active', profile: { status: 'active' } });
  });

  it('sends a bad or foreign activation link to /activate/error', async () => {
    const bad = await t.http.get('/api/activation.php?token=nonsense').set('Host', host);
    expect(bad.headers.location).toBe('/activate/error');
    const { email } = await signUp(t.http, host);
    const mail = await mailbox.nth(email, 1);
    const other = await createTenant(t.dataSource);
    const foreign = await t.http
      .get(`/api/activation.php?token=${tokenOf(mail.link)}`)
      .set('Host', other.host);
    expect(foreign.headers.location).toBe('/activate/error');
  });

  it.each([
    [{ email: 'not-an-address' }, 'invalid_email'],
    [{ name: '@anna' }, 'username_starts_with_at'],
    [{ email: 'same@example.com', name: 'same@example.com' }, 'username_equals_email'],
    [{ name: 'a b' }, 'name_invalid'],
    [{ date_of_birth: '' }, 'date_of_birth_required'],
    [{ date_of_birth: '2019-01-01' }, 'too_young'],
    [{ password_repeat: 'something-else-1' }, 'passwords_not_same'],
    [{ password: 'short', password_repeat: 'short' }, 'password_too_short'],
    [{ password: 'x'.repeat(129), password_repeat: 'x'.repeat(129) }, 'password_too_long'],
    [{ password: 'password123', password_repeat: 'password123' }, 'password_too_common'],
    [{ date_of_birth: 'yesterday' }, 'validation_failed'],
  ])('rejects %j with %s and keeps no account', async (overrides, code) => {
    const body = signupBody(overrides);
    // a tenant per case: the signup rate limit counts rejected attempts too
    const fresh = await createTenant(t.dataSource);
    const res = await post(body, fresh.host);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toBe(code);
    if (code === 'date_of_birth_required' || code === 'too_young')
      expect(res.body.error.params).toEqual({ min_age: 18 });
    expect(await t.dataSource.getRepository(Member).countBy({ email: body.email.toLowerCase() })).toBe(0);
  });

  it('tells an existing member to log in, and a pending deletion to reactivate', async () => {
    const { email } = await signUp(t.http, host);
    const again = await post(signupBody({ email })).expect(409);
    expect(again.body.error.code).toBe('account_exists');
    await t.dataSource.getRepository(Member).update({ email }, { status: 'pending_deletion' });
    const pending = await post(signupBody({ email })).expect(409);
    expect(pending.body.error.code).toBe('account_pending_deletion');
  });

  it('refuses a username that is taken, whatever its case', async () => {
    await signUp(t.http, host, { name: 'Unique_Name' });
    const res = await post(signupBody({ name: 'unique_name' })).expect(409);
    expect(res.body.error.code).toBe('name_taken');
  });

  it('gives one account when the same e-mail signs up twice at once', async () => {
    const email = 'race@example.com';
    const results = await Promise.all([post(signupBody({ email })), post(signupBody({ email }))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error.code).toBe('account_exists');
    expect(await t.dataSource.getRepository(Member).countBy({ email })).toBe(1);
    expect(
      await t.dataSource.getRepository(Profile).countBy({ name: results[0].body.user?.profile?.name ?? '' }),
    ).toBeLessThanOrEqual(1);
  });

  it('follows the signup mode: traffic source or invitation', async () => {
    const traffic = await createTenant(t.dataSource, { signups: 'with_trafficsource' });
    expect((await post(signupBody(), traffic.host).expect(403)).body.error.code).toBe('signup_not_allowed');
    await post(signupBody({ tracking: { ref: 'partner-7' } }), traffic.host).expect(200);

    const invite = await createTenant(t.dataSource, { signups: 'invite_only' });
    expect((await post(signupBody({ invite: 'made-up.abc' }), invite.host).expect(403)).body.error.code).toBe(
      'signup_not_allowed',
    );
    const code = createInvite(t.app.get(SERVER_SECRET), invite.tenant.slug, 'friend-1');
    await post(signupBody({ invite: code }), invite.host).expect(200);
    // an invitation of one tenant does not open another
    const third = await createTenant(t.dataSource, { signups: 'invite_only' });
    await post(signupBody({ invite: code }), third.host).expect(403);
  });

  it('limits signups per address and tenant, answering 429 with Retry-After', async () => {
    const limited = await createTenant(t.dataSource);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await post({ ...signupBody(), email: 'broken' }, limited.host));
    expect(answers.slice(0, 20).every((a) => a.status === 400)).toBe(true);
    expect(answers[20].status).toBe(429);
    expect(answers[20].body.error.code).toBe('rate_limited');
    expect(Number(answers[20].headers['retry-after'])).toBeGreaterThan(0);
    // another tenant on the same address is not affected
    expect((await post({ ...signupBody(), email: 'broken' }, host)).status).toBe(400);
  });

  it('needs the X-Request-Type header', async () => {
    const res = await t.http.post('/api/signup.php').set('Host', host).send(signupBody()).expect(400);
    expect(res.body.error.code).toBe('request_type_required');
  });

  it('resends the activation mail at most three times an hour', async () => {
    const { email, cookie } = await signUp(t.http, host);
    await mailbox.nth(email, 1);
    for (let i = 0; i < 2; i++) {
      await t.http.post('/api/activation.php').set('Host', host).set(WEB).set('Cookie', cookie).expect(200);
    }
    await mailbox.nth(email, 3);
    const res = await t.http
      .post('/api/activation.php')
      .set('Host', host)
      .set(WEB)
      .set('Cookie', cookie)
      .expect(429);
    expect(res.body.error.code).toBe('too_many_mails');
    expect(res.headers['retry-after']).toBe('3600');
  });

  it('refuses a NUL byte in any text field with validation_failed, creating nothing', async () => {
    const members = await t.dataSource.getRepository(Member).count();
    for (const field of ['signup_message', 'name', 'email', 'password'] as const) {
      const body = signupBody();
      const res = await post({ ...body, [field]: `${body[field] ?? 'hello'}\u0000x` }).expect(400);
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        params: { fields: [{ path: field }] },
      });
    }
    expect(await t.dataSource.getRepository(Member).count()).toBe(members);
  });

  it('never writes a password into a log or an answer', async () => {
    const res = await post(
      signupBody({ password: 'Zebra-Lantern-9917', password_repeat: 'Zebra-Lantern-9917' }),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('Zebra-Lantern-9917');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    expect(logLines.join('')).not.toContain('Zebra-Lantern-9917');
    expect(logLines.join('')).not.toContain(PASSWORD);
  });
});
