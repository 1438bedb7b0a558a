import type { StaffRole } from '@amora/contracts';
import type { FindOptionsWhere } from 'typeorm';
import { logIn, sessionCookie, signUp } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import {
  adminLogin,
  asStaff,
  createStaff,
  STAFF_PASSWORD,
  signInStaff,
  staffCookie,
} from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { AuditLog } from './audit-log.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';

describe('staff management and roles', () => {
  let t: TestApp;
  let tenantA: number;
  let tenantB: number;
  let hostA: string;
  const cookies = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    const a = await createTenant(t.dataSource);
    tenantA = a.tenant.id;
    hostA = a.host;
    tenantB = (await createTenant(t.dataSource)).tenant.id;
    cookies.owner = await signInStaff(t, await createStaff(t, [['owner', null]]));
    for (const role of ['operator', 'support', 'moderator'] as const) {
      cookies[role] = await signInStaff(t, await createStaff(t, [[role, tenantA]]));
    }
  });
  afterAll(() => t.close());

  const audits = (where: FindOptionsWhere<AuditLogEntry>) =>
    t.dataSource.getRepository(AuditLogEntry).find({ where, order: { id: 'ASC' } });

  const newStaffBody = (roles: { role: StaffRole; tenant_id: number | null }[]) => ({
    email: `new.${Math.random().toString(36).slice(2, 10)}@amora.test`,
    name: 'New Colleague',
    roles,
  });

  describe('who may call what', () => {
    const calls: [string, (cookie: string) => ReturnType<ReturnType<typeof asStaff>['get']>][] = [
      ['GET staff.php', (c) => asStaff(t, c).get('/api/admin/staff.php')],
      [
        'POST staff.php',
        (c) =>
          asStaff(t, c).post('/api/admin/staff.php', newStaffBody([{ role: 'support', tenant_id: tenantA }])),
      ],
      ['PATCH staff.php', (c) => asStaff(t, c).patch('/api/admin/staff.php', { id: 1, name: 'Renamed' })],
      ['GET audit.php', (c) => asStaff(t, c).get('/api/admin/audit.php')],
    ];

    it.each(calls)('%s: owners only', async (_name, call) => {
      const owner = await call(cookies.owner);
      expect(owner.status).toBe(200);
      for (const role of ['operator', 'support', 'moderator'] as const) {
        const res = await call(cookies[role]).expect(403);
        expect(res.body.error.code).toBe('staff_forbidden');
      }
    });

    it.each(calls)("%s: refused to a member's session and to nobody", async (_name, call) => {
      const { email } = await signUp(t.http, hostA);
      const member = sessionCookie(await logIn(t.http, hostA, email).expect(200)) ?? '';
      for (const cookie of [member, '']) {
        expect((await call(cookie).expect(403)).body.error.code).toBe('authentication_required');
      }
    });

    it.each(calls)('%s: a plain 404 on a tenant host, even for an owner', async (_name, call) => {
      const res = await call(cookies.owner).set('Host', hostA).expect(404);
      expect(res.body.error.code).toBe('not_found');
    });

    it("lets an operator read the audit log of their own tenant only, named; nobody else's", async () => {
      await AuditLog.record(t.dataSource, {
        staff: null,
        action: 'tenant.update',
        entity: 'tenant',
        entityId: tenantA,
        tenantId: tenantA,
      });
      await AuditLog.record(t.dataSource, {
        staff: null,
        action: 'tenant.update',
        entity: 'tenant',
        entityId: tenantB,
        tenantId: tenantB,
      });
      const own = await asStaff(t, cookies.operator)
        .get(`/api/admin/audit.php?tenant_id=${tenantA}`)
        .expect(200);
      expect(own.body.entries.map((e: { tenant_id: number }) => e.tenant_id)).toEqual([tenantA]);
      const other = await asStaff(t, cookies.operator)
        .get(`/api/admin/audit.php?tenant_id=${tenantB}`)
        .expect(403);
      expect(other.body.error).toMatchObject({ code: 'staff_forbidden', params: { tenant_id: tenantB } });
      const support = await asStaff(t, cookies.support)
        .get(`/api/admin/audit.php?tenant_id=${tenantA}`)
        .expect(403);
      expect(support.body.error.code).toBe('staff_forbidden');
    });
  });

  it('adds a staff member with a password shown once, to be changed at the first sign-in; audited', async () => {
    const body = newStaffBody([
      { role: 'moderator', tenant_id: tenantA },
      { role: 'support', tenant_id: tenantB },
    ]);
    const res = await asStaff(t, cookies.owner).post('/api/admin/staff.php', body).expect(200);
    const { staff, password } = res.body as { staff: { id: number; email: string }; password: string };
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(staff).toMatchObject({
      email: body.email,
      status: 'active',
      password_change_required: true,
      roles: expect.arrayContaining([
        { role: 'moderator', tenant_id: tenantA },
        { role: 'support', tenant_id: tenantB },
      ]),
    });
    const list = await asStaff(t, cookies.owner).get(
      `/api/admin/staff.php?q=${encodeURIComponent(body.email)}`,
    );
    expect(list.body.staff.map((s: { id: number }) => s.id)).toEqual([staff.id]);
    expect(JSON.stringify(list.body)).not.toContain(password);

    const [row] = await audits({ action: 'staff.create', entityId: String(staff.id) });
    expect(row).toMatchObject({ entity: 'staff', after: expect.objectContaining({ email: body.email }) });
    expect(JSON.stringify(row)).not.toMatch(new RegExp(`${password}|argon2`));

    // the first sign-in: only the password change is open
    const signIn = await adminLogin(t, { email: body.email, password }).expect(200);
    expect(signIn.body.setup).toEqual({ password: true, totp: false });
    const cookie = staffCookie(signIn) ?? '';
    const blocked = await asStaff(t, cookie).get(`/api/admin/audit.php?tenant_id=${tenantA}`).expect(403);
    expect(blocked.body.error.code).toBe('staff_setup_required');
    await asStaff(t, cookie)
      .post('/api/admin/password.php', {
        old_password: password,
        password: 'my-own-secret-77',
        password_repeat: 'my-own-secret-77',
      })
      .expect(200);
    const me = await asStaff(t, cookie).get('/api/admin/me.php').expect(200);
    expect(me.body.setup.password).toBe(false);
    expect(me.body.tenants.map((x: { id: number }) => x.id).sort()).toEqual([tenantA, tenantB].sort());
  });

  it('refuses an address in use (whatever its case), an unknown tenant, and an owner bound to one tenant', async () => {
    const taken = newStaffBody([{ role: 'support', tenant_id: tenantA }]);
    await asStaff(t, cookies.owner).post('/api/admin/staff.php', taken).expect(200);
    const again = await asStaff(t, cookies.owner)
      .post('/api/admin/staff.php', { ...taken, email: taken.email.toUpperCase() })
      .expect(409);
    expect(again.body.error.code).toBe('email_taken');
    const unknown = await asStaff(t, cookies.owner)
      .post('/api/admin/staff.php', newStaffBody([{ role: 'support', tenant_id: 999_999 }]))
      .expect(404);
    expect(unknown.body.error.code).toBe('tenant_not_found');
    const ownerOfOne = await asStaff(t, cookies.owner)
      .post('/api/admin/staff.php', newStaffBody([{ role: 'owner', tenant_id: tenantA }]))
      .expect(400);
    expect(ownerOfOne.body.error.code).toBe('validation_failed');
  });

  it("changes roles: that staff member's sessions end, and the change is audited before and after", async () => {
    const staff = await createStaff(t, [['support', tenantA]]);
    const cookie = await signInStaff(t, staff);
    const res = await asStaff(t, cookies.owner)
      .patch('/api/admin/staff.php', { id: staff.id, roles: [{ role: 'operator', tenant_id: tenantB }] })
      .expect(200);
    expect(res.body.staff.roles).toEqual([{ role: 'operator', tenant_id: tenantB }]);
    expect((await asStaff(t, cookie).get('/api/admin/me.php').expect(403)).body.error.code).toBe(
      'authentication_required',
    );
    const [row] = await audits({ action: 'staff.update', entityId: String(staff.id) });
    expect(row.before).toMatchObject({ roles: [{ role: 'support', tenant_id: tenantA }] });
    expect(row.after).toMatchObject({ roles: [{ role: 'operator', tenant_id: tenantB }] });
    expect(row.staffId).not.toBeNull();

    // a new name alone leaves the sessions alone
    const again = await signInStaff(t, staff);
    await asStaff(t, cookies.owner).patch('/api/admin/staff.php', { id: staff.id, name: 'Kim' }).expect(200);
    await asStaff(t, again).get('/api/admin/me.php').expect(200);
  });

  it('disables a staff member: signed out at once, and refused at sign-in', async () => {
    const staff = await createStaff(t, [['moderator', tenantA]]);
    const cookie = await signInStaff(t, staff);
    await asStaff(t, cookies.owner)
      .patch('/api/admin/staff.php', { id: staff.id, status: 'disabled' })
      .expect(200);
    await asStaff(t, cookie).get('/api/admin/me.php').expect(403);
    expect(
      (await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(401)).body.error.code,
    ).toBe('login_failed');
  });

  it('resets a forgotten password: shown once, sessions ended, the lock lifted, to be changed at sign-in', async () => {
    const staff = await createStaff(t, [['support', tenantA]]);
    const cookie = await signInStaff(t, staff);
    for (let i = 0; i < 5; i++) await adminLogin(t, { email: staff.email, password: `wrong-${i}` });
    await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(429);

    const res = await asStaff(t, cookies.owner)
      .patch('/api/admin/staff.php', { id: staff.id, reset_password: true })
      .expect(200);
    const { password } = res.body as { password: string };
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(res.body.staff.password_change_required).toBe(true);
    await asStaff(t, cookie).get('/api/admin/me.php').expect(403);
    await adminLogin(t, { email: staff.email, password: STAFF_PASSWORD }).expect(401);
    const signIn = await adminLogin(t, { email: staff.email, password }).expect(200);
    expect(signIn.body.setup.password).toBe(true);

    const [row] = await audits({ action: 'staff.update', entityId: String(staff.id) });
    expect(row.after).toMatchObject({ password_reset: true });
    expect(JSON.stringify(row)).not.toContain(password);
    // other changes answer no password
    const renamed = await asStaff(t, cookies.owner).patch('/api/admin/staff.php', {
      id: staff.id,
      name: 'Sam',
    });
    expect(renamed.body.password).toBeUndefined();
  });

  it('never leaves the console without an active owner, and names an unknown staff member', async () => {
    const owner = await createStaff(t, [['owner', null]]);
    const cookie = await signInStaff(t, owner);
    // two owners: this one may step down
    await asStaff(t, cookie)
      .patch('/api/admin/staff.php', { id: owner.id, roles: [{ role: 'operator', tenant_id: null }] })
      .expect(200);
    const owners: { id: number }[] = await t.dataSource.query(
      `SELECT s.id FROM staff s JOIN staff_role r ON r.staff_id = s.id AND r.role = 'owner' WHERE s.status = 'active'`,
    );
    expect(owners).toHaveLength(1);
    const last = await asStaff(t, cookies.owner)
      .patch('/api/admin/staff.php', { id: owners[0].id, status: 'disabled' })
      .expect(409);
    expect(last.body.error.code).toBe('last_owner');
    const missing = await asStaff(t, cookies.owner)
      .patch('/api/admin/staff.php', { id: 999_999, name: 'X' })
      .expect(404);
    expect(missing.body.error.code).toBe('staff_not_found');
    const nothing = await asStaff(t, cookies.owner)
      .patch('/api/admin/staff.php', { id: owner.id })
      .expect(400);
    expect(nothing.body.error.code).toBe('nothing_to_change');
  });

  it("changes one's own password: the other sessions end, this one stays; audited without the password", async () => {
    const staff = await createStaff(t, [['support', tenantA]]);
    const [mine, other] = [await signInStaff(t, staff), await signInStaff(t, staff)];
    const wrong = await asStaff(t, mine)
      .post('/api/admin/password.php', {
        old_password: 'nope',
        password: 'fresh-orchid-88',
        password_repeat: 'fresh-orchid-88',
      })
      .expect(400);
    expect(wrong.body.error.code).toBe('old_password_wrong');
    await asStaff(t, mine)
      .post('/api/admin/password.php', {
        old_password: STAFF_PASSWORD,
        password: 'fresh-orchid-88',
        password_repeat: 'fresh-orchid-88',
      })
      .expect(200);
    await asStaff(t, mine).get('/api/admin/me.php').expect(200);
    await asStaff(t, other).get('/api/admin/me.php').expect(403);
    await adminLogin(t, { email: staff.email, password: 'fresh-orchid-88' }).expect(200);
    const [row] = await audits({ action: 'staff.password_change', entityId: String(staff.id) });
    expect(row.staffId).toBe(staff.id);
    expect(JSON.stringify(row)).not.toContain('fresh-orchid-88');
  });

  it('pages the staff list by cursor', async () => {
    for (let i = 0; i < 55; i++) await createStaff(t, [['moderator', tenantB]]);
    const first = await asStaff(t, cookies.owner).get('/api/admin/staff.php').expect(200);
    expect(first.body.staff).toHaveLength(50);
    expect(first.body.next_cursor).toBe(String(first.body.staff[49].id));
    const second = await asStaff(t, cookies.owner)
      .get(`/api/admin/staff.php?cursor=${first.body.next_cursor}`)
      .expect(200);
    expect(second.body.staff[0].id).toBeGreaterThan(first.body.staff[49].id);
    const bad = await asStaff(t, cookies.owner).get('/api/admin/staff.php?cursor=abc').expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('takes the X-Request-Type header on every change, as every mutating call', async () => {
    const res = await t.http
      .post('/api/admin/staff.php')
      .set('Host', 'admin.localhost')
      .set('Cookie', cookies.owner)
      .send(newStaffBody([{ role: 'support', tenant_id: tenantA }]))
      .expect(400);
    expect(res.body.error.code).toBe('request_type_required');
  });
});
