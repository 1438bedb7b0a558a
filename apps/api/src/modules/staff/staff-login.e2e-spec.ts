import { logIn, sessionCookie, signUp } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import {
  ADMIN,
  ADMIN_HOST,
  adminLogin,
  asStaff,
  createStaff,
  STAFF_PASSWORD,
  signInStaff,
  staffCookie,
} from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { StaffMember } from './entities/staff-member.entity.js';
import { StaffSession } from './entities/staff-session.entity.js';

describe('staff sign-in, sessions and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('signs in with e-mail (any case) and password: its own cookie, HttpOnly, SameSite=Strict, 12 hours, /api/admin only', async () => {
    const {
      tenant: { id: tenantId },
    } = await createTenant(t.dataSource);
    const staff = await createStaff(t, [['support', tenantId]]);
    const res = await adminLogin(t, {
      email: staff.email.toUpperCase(),
      password: STAFF_PASSWORD,
    }).expect(200);
    expect(res.body.staff).toMatchObject({
      id: staff.id,
      email: staff.email,
      status: 'active',
      roles: [{ role: 'support', tenant_id: tenantId }],
      totp_enabled: false,
    });
    expect(res.body.tenants).toEqual([expect.objectContaining({ id: tenantId })]);
    expect(res.body.setup).toEqual({ password: false, totp: false });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_hash|totp_secret/);

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^amora_staff=[\w-]{43};/);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=43200/);
    const [session] = await t.dataSource.getRepository(StaffSession).findBy({ staffId: staff.id });
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeGreaterThan(11.9 * 3600_000);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeLessThan(12.1 * 3600_000);
    // only the hash of the token is stored
    expect(session.tokenHash.toString('base64url')).not.toBe(cookie.split(';')[0].split('=')[1]);

    const me = await asStaff(t, staffCookie(res) ?? '')
      .get('/api/admin/me.php')
      .expect(200);
    expect(me.body.staff.email).toBe(staff.email);
  });

  it('answers login_failed alike for a wrong password, an unknown address and a disabled account', async () => {
    const staff = await createStaff(t, [['owner', null]]);
    const disabled = await createStaff(t, [['support', null]]);
    await t.dataSource.getRepository(StaffMember).update({ id: disabled.id }, { status: 'disabled' });
    for (const body of [
      { email: staff.email, password: 'wrong-password-1' },
      { email: 'nobody@amora.test', password: STAFF_PASSWORD },
      { email: disabled.email, password: STAFF_PASSWORD },
    ]) {
      const res = await adminLogin(t, body).expect(401);
      expect(res.body.error.code).toBe('login_failed');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('locks the account for 15 minutes after five wrong passwords, even for the right one', async () => {
    const staff = await createStaff(t, [['operator', null]]);
    for (let i = 1; i <= 4; i++) {
      const res = await adminLogin(t, { email: staff.email, password: `wrong-${i}` }).expect(401);
      expect(res.body.error.code).toBe('login_failed');
    }
    const fifth = await adminLogin(t, { email: staff.email, password: 'wrong-5' }).expect(429);
    expect(fifth.body.error).toMatchObject({ code: 'account_locked', params: { minutes: 15 } });
    const right = await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(429);
    expect(right.body.error.code).toBe('account_locked');

    // once the lock is over, the right password works and the counter starts again
    await t.dataSource
      .getRepository(StaffMember)
      .update({ id: staff.id }, { lockedUntil: new Date(Date.now() - 1000) });
    await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(200);
    expect(
      (await t.dataSource.getRepository(StaffMember).findOneByOrFail({ id: staff.id })).failedLogins,
    ).toBe(0);
  });

  it('limits sign-in attempts per address: 20 in 5 minutes', async () => {
    for (let i = 0; i < 20; i++) {
      await adminLogin(t, { email: `nobody${i}@amora.test`, password: 'x-password' }, '198.51.100.7').expect(
        401,
      );
    }
    const limited = await adminLogin(t, { email: 'nobody@amora.test', password: 'x' }, '198.51.100.7').expect(
      429,
    );
    expect(limited.body.error.code).toBe('rate_limited');
    await adminLogin(t, { email: 'nobody@amora.test', password: 'x' }, '198.51.100.8').expect(401);
  });

  it('signs out: the session row goes and the cookie no longer works', async () => {
    const staff = await createStaff(t, [['moderator', null]]);
    const cookie = await signInStaff(t, staff);
    const out = await asStaff(t, cookie).post('/api/admin/logout.php').expect(200);
    expect(out.body).toEqual({ ok: true });
    expect(String(out.headers['set-cookie'])).toMatch(/amora_staff=;/);
    expect(await t.dataSource.getRepository(StaffSession).countBy({ staffId: staff.id })).toBe(0);
    const me = await asStaff(t, cookie).get('/api/admin/me.php').expect(403);
    expect(me.body.error.code).toBe('authentication_required');
  });

  it('refuses an expired session', async () => {
    const staff = await createStaff(t, [['moderator', null]]);
    const cookie = await signInStaff(t, staff);
    await t.dataSource
      .getRepository(StaffSession)
      .update({ staffId: staff.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await asStaff(t, cookie).get('/api/admin/me.php').expect(403)).body.error.code).toBe(
      'authentication_required',
    );
  });

  it('exists only on the admin host: a tenant host answers 404, and the staff cookie means nothing there', async () => {
    const { host } = await createTenant(t.dataSource);
    const staff = await createStaff(t, [['owner', null]]);
    const cookie = await signInStaff(t, staff);
    const login = await t.http
      .post('/api/admin/login.php')
      .set('Host', host)
      .set(ADMIN)
      .send({ email: staff.email, password: STAFF_PASSWORD })
      .expect(404);
    expect(login.body.error.code).toBe('not_found');
    const me = await t.http.get('/api/admin/me.php').set('Host', host).set('Cookie', cookie).expect(404);
    expect(me.body.error.code).toBe('not_found');
    const user = await t.http.get('/api/user.php').set('Host', host).set('Cookie', cookie).expect(200);
    expect(user.body).toEqual({ user: null });
  });

  it("never takes a member's session cookie for a staff session", async () => {
    const { host } = await createTenant(t.dataSource);
    const member = await signUp(t.http, host);
    const login = await logIn(t.http, host, member.email).expect(200);
    const memberCookie = sessionCookie(login) ?? '';
    // the member's token, even under the staff cookie's name
    const asStaffName = memberCookie.replace(/^amora_session=/, 'amora_staff=');
    for (const cookie of [memberCookie, asStaffName]) {
      const res = await t.http
        .get('/api/admin/me.php')
        .set('Host', ADMIN_HOST)
        .set('Cookie', cookie)
        .expect(403);
      expect(res.body.error.code).toBe('authentication_required');
    }
  });
});
