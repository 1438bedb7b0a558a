import { logIn, PASSWORD, sessionCookie, signUp, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Member } from './entities/member.entity.js';
import { Session } from './entities/session.entity.js';

describe('login, sessions and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const me = (host: string, cookie: string) =>
    t.http.get('/api/user.php').set('Host', host).set('Cookie', cookie);

  it('logs in with a new session id each time and logs out', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email, cookie: signupCookie } = await signUp(t.http, host);
    const first = await logIn(t.http, host, email).expect(200);
    expect(first.body.user).toMatchObject({ email, status: 'not_confirmed' });
    const second = await logIn(t.http, host, email)
      .set('Cookie', sessionCookie(first) ?? '')
      .expect(200);
    const [a, b] = [sessionCookie(first), sessionCookie(second)];
    expect(a && b && a !== b && a !== signupCookie).toBe(true);
    // logging in again ends the session the request came with
    expect((await me(host, a ?? '')).body.user).toBeNull();
    expect((await me(host, b ?? '')).body.user).toMatchObject({ email });

    const logout = await t.http
      .get('/api/logout.php')
      .set('Host', host)
      .set('Cookie', b ?? '')
      .expect(200);
    expect(logout.body).toEqual({ ok: true });
    expect(String(logout.headers['set-cookie'])).toMatch(/amora_session=;/);
    expect((await me(host, b ?? '')).body.user).toBeNull();
  });

  it('answers a visitor with user null', async () => {
    const { host } = await createTenant(t.dataSource);
    const res = await t.http.get('/api/user.php').set('Host', host).expect(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says only "Login failed" for a wrong password, an unknown address or missing fields', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email } = await signUp(t.http, host);
    for (const body of [
      { email, password: 'wrong-password-1' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email },
      {},
    ]) {
      const res = await t.http.post('/api/user.php').set('Host', host).set(WEB).send(body).expect(401);
      expect(res.body.error).toEqual({ code: 'login_failed', message: 'Login failed, please try again' });
    }
  });

  it('blocks the account for 15 minutes after 10 wrong passwords, even for the right one', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email } = await signUp(t.http, host);
    const codes: string[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await logIn(t.http, host, email, `wrong-${i}-password`)).body.error.code);
    expect(codes.slice(0, 9)).toEqual(Array(9).fill('login_failed'));
    expect(codes[9]).toBe('account_locked');
    const right = await logIn(t.http, host, email).expect(429);
    expect(right.body.error).toMatchObject({ code: 'account_locked', params: { minutes: 15 } });
    expect(right.headers['retry-after']).toBe(String(15 * 60));
    expect(right.body.error.message).toBe('Too many incorrect attempts, account blocked for 15 min');
    // after the lock, the right password works again
    await t.dataSource.getRepository(Member).update({ email }, { lockedUntil: new Date(Date.now() - 1000) });
    await logIn(t.http, host, email).expect(200);
  });

  it('counts failures that arrive at the same time', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email } = await signUp(t.http, host);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => logIn(t.http, host, email, `parallel-wrong-${i}`)),
    );
    const member = await t.dataSource.getRepository(Member).findOneByOrFail({ email });
    expect(member.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('limits login attempts per address with 429 rate_limited', async () => {
    const { host } = await createTenant(t.dataSource);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await logIn(t.http, host, `x${i}@example.com`, 'whatever-pass')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });

  it('ends a session only on the tenant it is called on', async () => {
    const a = await createTenant(t.dataSource);
    const b = await createTenant(t.dataSource);
    const { cookie } = await signUp(t.http, a.host);
    await t.http.get('/api/logout.php').set('Host', b.host).set('Cookie', cookie).expect(200);
    expect((await me(a.host, cookie)).body.user).toMatchObject({ status: 'not_confirmed' });
    await t.http.get('/api/logout.php').set('Host', a.host).set('Cookie', cookie).expect(200);
    expect((await me(a.host, cookie)).body.user).toBeNull();
  });

  it('refuses NUL bytes and lone surrogates with validation_failed, and still logs in', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email } = await signUp(t.http, host);
    for (const bad of [`${email}\u0000`, '\u0000', `${email}\ud800`]) {
      const res = await logIn(t.http, host, bad).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    await logIn(t.http, host, email).expect(200);
  });

  it('never honours a session of tenant A on tenant B', async () => {
    const a = await createTenant(t.dataSource);
    const b = await createTenant(t.dataSource);
    const { cookie } = await signUp(t.http, a.host);
    expect((await me(a.host, cookie)).body.user).toMatchObject({ status: 'not_confirmed' });
    expect((await me(b.host, cookie)).body.user).toBeNull();
    const put = await t.http
      .put('/api/user.php')
      .set('Host', b.host)
      .set(WEB)
      .set('Cookie', cookie)
      .send({ language: 'en' });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('authentication_required');
  });

  it('changes the language, only to one the tenant offers', async () => {
    const { host } = await createTenant(t.dataSource, { languages: ['nl', 'en'] });
    const { cookie } = await signUp(t.http, host);
    const put = (body: object) =>
      t.http.put('/api/user.php').set('Host', host).set(WEB).set('Cookie', cookie).send(body);
    expect((await put({ language: 'en' }).expect(200)).body.user.language).toBe('en');
    expect((await put({ language: 'fi' }).expect(400)).body.error.code).toBe('validation_failed');
    expect((await put({ language: 'xx' }).expect(400)).body.error.code).toBe('validation_failed');
    expect((await put({}).expect(400)).body.error.code).toBe('nothing_to_change');
    await t.http.put('/api/user.php').set('Host', host).set(WEB).send({ language: 'en' }).expect(403);
  });

  it('refuses mutations without X-Request-Type', async () => {
    const { host } = await createTenant(t.dataSource);
    const { cookie, email } = await signUp(t.http, host);
    const login = await t.http
      .post('/api/user.php')
      .set('Host', host)
      .send({ email, password: PASSWORD })
      .expect(400);
    expect(login.body.error.code).toBe('request_type_required');
    await t.http
      .put('/api/user.php')
      .set('Host', host)
      .set('Cookie', cookie)
      .send({ language: 'en' })
      .expect(400);
  });

  it('stores only a hash of the session token, with its tenant', async () => {
    const { host, tenant } = await createTenant(t.dataSource);
    const { cookie } = await signUp(t.http, host);
    const token = cookie.split('=')[1];
    const sessions = await t.dataSource.getRepository(Session).find();
    expect(JSON.stringify(sessions.map((s) => s.tokenHash.toString('base64url')))).not.toContain(token);
    expect(sessions.some((s) => s.tenantId === tenant.id)).toBe(true);
    const expired = await t.dataSource.getRepository(Session).findOneByOrFail({ tenantId: tenant.id });
    await t.dataSource.getRepository(Session).update(expired.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await me(host, cookie)).body.user).toBeNull();
  });
});
