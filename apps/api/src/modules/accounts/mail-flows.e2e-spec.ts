import { logIn, PASSWORD, sessionCookie, signUp, tokenOf, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { AccountToken } from './entities/account-token.entity.js';
import { Member } from './entities/member.entity.js';

const NEW_PASSWORD = 'amber-meadow-lantern';

describe('password reset, password change and e-mail change, through real mail', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: await mailbox.start() });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const me = (host: string, cookie: string) =>
    t.http.get('/api/user.php').set('Host', host).set('Cookie', cookie);
  const reset = (host: string, body: object) =>
    t.http.put('/api/password-reset.php').set('Host', host).set(WEB).send(body);

  it('resets the password from the mailed link, once, and ends every other session', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email, cookie: otherDevice } = await signUp(t.http, host);
    await t.http.post('/api/password-reset.php').set('Host', host).set(WEB).send({ email }).expect(200);
    const mail = await mailbox.nth(email, 2);
    expect(mail.link).toMatch(/\/reset-password\/do\?token=/);
    expect(mail.text).toContain('30');
    const token = tokenOf(mail.link);

    const mismatch = await reset(host, {
      token,
      password: NEW_PASSWORD,
      password_repeat: 'other-thing-99',
    }).expect(400);
    expect(mismatch.body.error.code).toBe('passwords_not_same');
    const done = await reset(host, { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }).expect(
      200,
    );
    expect(done.body.user.email).toBe(email);
    expect((await me(host, sessionCookie(done) ?? '')).body.user).toMatchObject({ email });
    expect((await me(host, otherDevice)).body.user).toBeNull();

    const again = await reset(host, {
      token,
      password: 'another-good-one',
      password_repeat: 'another-good-one',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 'link_invalid',
      message: 'Link expired or invalid, request a new email',
    });
    await logIn(t.http, host, email, PASSWORD).expect(401);
    await logIn(t.http, host, email, NEW_PASSWORD).expect(200);
  });

  it('refuses an expired link, an unknown address, a link of another tenant, and a fourth mail a day', async () => {
    const { host } = await createTenant(t.dataSource);
    const other = await createTenant(t.dataSource);
    const { email } = await signUp(t.http, host);
    const request = () => t.http.post('/api/password-reset.php').set('Host', host).set(WEB).send({ email });

    const unknown = await t.http
      .post('/api/password-reset.php')
      .set('Host', host)
      .set(WEB)
      .send({ email: 'ghost@example.com' });
    expect(unknown.body.error).toEqual({ code: 'email_not_found', message: 'E-mail address not found' });
    // the address exists on `host`, not on `other`
    const elsewhere = await t.http
      .post('/api/password-reset.php')
      .set('Host', other.host)
      .set(WEB)
      .send({ email });
    expect(elsewhere.body.error.code).toBe('email_not_found');

    await request().expect(200);
    const token = tokenOf((await mailbox.nth(email, 2)).link);
    await reset(other.host, { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }).expect(400);
    await t.dataSource
      .getRepository(AccountToken)
      .update({ purpose: 'password_reset' }, { expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await reset(host, { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })).body.error.code,
    ).toBe('link_invalid');

    await request().expect(200);
    await request().expect(200);
    const fourth = await request().expect(429);
    expect(fourth.headers['retry-after']).toBe(String(24 * 60 * 60));
    expect(fourth.body.error).toEqual({
      code: 'too_many_reset_emails',
      message: 'Too many password reset emails, try tomorrow',
    });
  });

  it('changes the password with the old one and logs out the other devices', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email, cookie } = await signUp(t.http, host);
    const otherDevice = sessionCookie(await logIn(t.http, host, email).expect(200)) ?? '';
    const change = (body: object) =>
      t.http.put('/api/password.php').set('Host', host).set(WEB).set('Cookie', cookie).send(body);

    expect(
      (
        await change({
          old_password: 'not-my-password',
          password: NEW_PASSWORD,
          password_repeat: NEW_PASSWORD,
        })
      ).body.error.code,
    ).toBe('old_password_wrong');
    expect(
      (await change({ old_password: PASSWORD, password: NEW_PASSWORD, password_repeat: 'nope-nope-nope' }))
        .body.error.code,
    ).toBe('passwords_not_same');
    expect(
      (await change({ old_password: PASSWORD, password: 'iloveyou', password_repeat: 'iloveyou' })).body.error
        .code,
    ).toBe('password_too_common');
    await change({ old_password: PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }).expect(
      200,
    );
    expect((await me(host, cookie)).body.user).toMatchObject({ email });
    expect((await me(host, otherDevice)).body.user).toBeNull();
    await logIn(t.http, host, email, NEW_PASSWORD).expect(200);
  });

  it('changes the e-mail address only after the new address confirms it', async () => {
    const { host } = await createTenant(t.dataSource);
    const taken = await signUp(t.http, host);
    const { email, cookie } = await signUp(t.http, host);
    const ask = (body: object) =>
      t.http.post('/api/email-change.php').set('Host', host).set(WEB).set('Cookie', cookie).send(body);

    expect((await ask({ email: 'broken', password: PASSWORD })).body.error.code).toBe('invalid_email');
    expect((await ask({ email: taken.email, password: PASSWORD })).body.error.code).toBe('email_taken');
    expect((await ask({ email: 'new@example.com', password: 'wrong-password' })).body.error.code).toBe(
      'password_wrong',
    );
    await t.http
      .post('/api/email-change.php')
      .set('Host', host)
      .set(WEB)
      .send({ email: 'x@example.com', password: PASSWORD })
      .expect(403);

    await ask({ email: 'New.Address@Example.com', password: PASSWORD }).expect(200);
    const mail = await mailbox.nth('new.address@example.com', 1);
    expect(mail.link).toMatch(/\/mail-change\/do\?token=/);
    expect((await me(host, cookie)).body.user.email).toBe(email);

    const token = tokenOf(mail.link);
    const confirm = () => t.http.put('/api/email-change.php').set('Host', host).set(WEB).send({ token });
    expect((await confirm().expect(200)).body.user.email).toBe('new.address@example.com');
    expect((await confirm()).body.error.code).toBe('link_invalid');
    await logIn(t.http, host, 'new.address@example.com').expect(200);
    await logIn(t.http, host, email).expect(401);
  });

  it('tells a member awaiting deletion to reactivate instead of mailing a reset link that cannot work', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email, cookie, user } = await signUp(t.http, host);
    await t.http
      .delete('/api/user.php')
      .set('Host', host)
      .set(WEB)
      .set('Cookie', cookie)
      .send({ password: PASSWORD })
      .expect(200);
    await mailbox.nth(email, 2); // activation, then the deletion mail with its reactivation link
    // an hour later, the member asks for a new password: the reactivation link comes again
    await t.dataSource
      .getRepository(AccountToken)
      .update(
        { purpose: 'reactivation', memberId: user.id },
        { createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
      );
    const res = await t.http
      .post('/api/password-reset.php')
      .set('Host', host)
      .set(WEB)
      .send({ email })
      .expect(409);
    expect(res.body.error).toEqual({
      code: 'account_pending_deletion',
      message: 'Account pending deletion, reactivate by e-mail',
    });
    expect((await mailbox.nth(email, 3)).link).toMatch(/\/account-deleted\?token=/);
    expect(
      await t.dataSource
        .getRepository(AccountToken)
        .countBy({ purpose: 'password_reset', memberId: user.id }),
    ).toBe(0);
  });

  it('answers a confirmation for an address taken meanwhile with email_taken', async () => {
    const { host } = await createTenant(t.dataSource);
    const { cookie } = await signUp(t.http, host);
    await t.http
      .post('/api/email-change.php')
      .set('Host', host)
      .set(WEB)
      .set('Cookie', cookie)
      .send({ email: 'wanted@example.com', password: PASSWORD });
    const token = tokenOf((await mailbox.nth('wanted@example.com', 1)).link);
    await signUp(t.http, host, { email: 'wanted@example.com' });
    const res = await t.http
      .put('/api/email-change.php')
      .set('Host', host)
      .set(WEB)
      .send({ token })
      .expect(409);
    expect(res.body.error.code).toBe('email_taken');
    expect(await t.dataSource.getRepository(Member).countBy({ email: 'wanted@example.com' })).toBe(1);
  });
});
