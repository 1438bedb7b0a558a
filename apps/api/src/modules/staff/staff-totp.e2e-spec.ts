import { createTenant } from '../../test/factories.js';
import {
  adminLogin,
  asStaff,
  createStaff,
  STAFF_PASSWORD,
  signInStaff,
  staffCookie,
  totpCode,
} from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { StaffMember } from './entities/staff-member.entity.js';

const now = () => Math.floor(Date.now() / 1000);

describe('the second factor (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('asks for the code once the password is right, and signs in with it', async () => {
    const staff = await createStaff(t, [['owner', null]], { totp: true });
    const secret = staff.totpSecret ?? '';
    const withoutCode = await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(401);
    expect(withoutCode.body.error.code).toBe('totp_required');
    expect(staffCookie(withoutCode)).toBeUndefined();
    // a wrong password is still just a wrong password, code or not
    const wrongPassword = await adminLogin(t, {
      email: staff.email,
      password: 'wrong-password',
      totp: await totpCode(secret),
    }).expect(401);
    expect(wrongPassword.body.error.code).toBe('login_failed');

    const res = await adminLogin(t, {
      email: staff.email,
      password: STAFF_PASSWORD,
      totp: await totpCode(secret),
    }).expect(200);
    expect(staffCookie(res)).toBeDefined();
    expect(res.body.staff.totp_enabled).toBe(true);
  });

  it('refuses a wrong code, and a code (or an earlier one) used before', async () => {
    const staff = await createStaff(t, [['support', null]], { totp: true });
    const secret = staff.totpSecret ?? '';
    const code = await totpCode(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: wrong }).expect(401)).body
        .error.code,
    ).toBe('totp_invalid');

    await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: code }).expect(200);
    const replayed = await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: code }).expect(
      401,
    );
    expect(replayed.body.error.code).toBe('totp_invalid');
    // the previous step's code is still within the clock tolerance, but older than the one used
    const earlier = await totpCode(secret, now() - 30);
    const older = await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: earlier }).expect(
      401,
    );
    expect(older.body.error.code).toBe('totp_invalid');
  });

  it('lets one of two sign-ins with the same code through, never both', async () => {
    const staff = await createStaff(t, [['moderator', null]], { totp: true });
    const code = await totpCode(staff.totpSecret ?? '');
    const answers = await Promise.all(
      [1, 2].map(() => adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: code })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('counts wrong codes towards the lock', async () => {
    const staff = await createStaff(t, [['operator', null]], { totp: true });
    for (let i = 0; i < 4; i++) {
      await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: '000000' }).expect(401);
    }
    const locked = await adminLogin(t, {
      email: staff.email,
      password: STAFF_PASSWORD,
      totp: '000000',
    }).expect(429);
    expect(locked.body.error).toMatchObject({ code: 'account_locked', params: { minutes: 15 } });
  });

  it('is set up with a secret for the app and turned on by its first code', async () => {
    const staff = await createStaff(t, [['operator', null]]);
    const cookie = await signInStaff(t, staff);
    const start = await asStaff(t, cookie).post('/api/admin/totp.php').expect(200);
    expect(start.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_uri } = start.body as { secret: string; otpauth_uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Amora%20admin:/);
    expect(new URL(otpauth_uri).searchParams.get('secret')).toBe(secret);

    // kept encrypted, and not yet in force
    const row = await t.dataSource.getRepository(StaffMember).findOneByOrFail({ id: staff.id });
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).not.toContain(secret);
    await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(200);

    const wrong = await asStaff(t, cookie)
      .post('/api/admin/totp-confirm.php', { code: '000000' })
      .expect(401);
    expect(wrong.body.error.code).toBe('totp_invalid');
    const code = await totpCode(secret);
    const confirmed = await asStaff(t, cookie).post('/api/admin/totp-confirm.php', { code }).expect(200);
    expect(confirmed.body.staff.totp_enabled).toBe(true);

    expect(
      (await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(401)).body.error.code,
    ).toBe('totp_required');
    // the confirming code cannot sign in a second time; the next step's can
    await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: code }).expect(401);
    const next = await totpCode(secret, now() + 30);
    await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD, totp: next }).expect(200);
  });

  it('replaces a second factor that is on only with its current code (a new phone)', async () => {
    const staff = await createStaff(t, [['support', null]], { totp: true });
    const oldSecret = staff.totpSecret ?? '';
    const cookie = await signInStaff(t, staff);
    const bare = await asStaff(t, cookie).post('/api/admin/totp.php').expect(401);
    expect(bare.body.error.code).toBe('totp_required');
    const wrong = await asStaff(t, cookie).post('/api/admin/totp.php', { code: '000000' }).expect(401);
    expect(wrong.body.error.code).toBe('totp_invalid');
    // the sign-in used this step's code: the next step's is the current one now
    const start = await asStaff(t, cookie)
      .post('/api/admin/totp.php', { code: await totpCode(oldSecret, now() + 30) })
      .expect(200);
    const newSecret: string = start.body.secret;
    expect(newSecret).not.toBe(oldSecret);
    await asStaff(t, cookie)
      .post('/api/admin/totp-confirm.php', { code: await totpCode(newSecret) })
      .expect(200);
    const withOld = await adminLogin(t, {
      email: staff.email,
      password: STAFF_PASSWORD,
      totp: await totpCode(oldSecret, now() + 30),
    }).expect(401);
    expect(withOld.body.error.code).toBe('totp_invalid');
    await adminLogin(t, {
      email: staff.email,
      password: STAFF_PASSWORD,
      totp: await totpCode(newSecret, now() + 30),
    }).expect(200);
  });

  it('when an owner requires it, lets the staff member in only to set it up', async () => {
    const {
      tenant: { id: tenantId },
    } = await createTenant(t.dataSource);
    const staff = await createStaff(t, [['operator', tenantId]], { totpRequired: true });
    const res = await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(200);
    expect(res.body.setup).toEqual({ password: false, totp: true });
    const cookie = staffCookie(res) ?? '';
    const refused = await asStaff(t, cookie).get(`/api/admin/audit.php?tenant_id=${tenantId}`).expect(403);
    expect(refused.body.error).toMatchObject({ code: 'staff_setup_required', params: { totp: true } });

    const { secret } = (await asStaff(t, cookie).post('/api/admin/totp.php').expect(200)).body;
    const done = await asStaff(t, cookie)
      .post('/api/admin/totp-confirm.php', { code: await totpCode(secret) })
      .expect(200);
    expect(done.body.setup).toEqual({ password: false, totp: false });
    await asStaff(t, cookie).get(`/api/admin/audit.php?tenant_id=${tenantId}`).expect(200);
  });
});
