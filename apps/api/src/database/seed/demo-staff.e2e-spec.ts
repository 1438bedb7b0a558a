import { parseEnv } from '../../config/env.js';
import { StaffMember } from '../../modules/staff/entities/staff-member.entity.js';
import { createTenant } from '../../test/factories.js';
import { adminLogin, asStaff, staffCookie } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_MEMBER } from './demo-members.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoStaffWanted, seedDemoStaff } from './demo-staff.js';

describe('the demo staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('signs in one per role with the documented password and no second factor; the owner sees every tenant', async () => {
    const ids = [(await createTenant(t.dataSource)).tenant.id, (await createTenant(t.dataSource)).tenant.id];
    await t.dataSource.transaction((db) => seedDemoStaff(db, ids));
    for (const { email, role } of DEMO_STAFF) {
      const res = await adminLogin(t, { email, password: DEMO_STAFF_PASSWORD }).expect(200);
      expect(res.body.staff).toMatchObject({
        totp_required: false,
        totp_enabled: false,
        password_change_required: false,
      });
      expect(res.body.setup).toEqual({ password: false, totp: false });
      expect(res.body.staff.roles).toEqual(
        role === 'owner' ? [{ role, tenant_id: null }] : ids.map((tenant_id) => ({ role, tenant_id })),
      );
      expect(res.body.tenants.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining(ids));
    }
  });

  it('gives the same accounts the new demo tenants on a re-seed', async () => {
    const fresh = [(await createTenant(t.dataSource)).tenant.id];
    await t.dataSource.transaction((db) => seedDemoStaff(db, fresh));
    expect(await t.dataSource.getRepository(StaffMember).countBy({ email: 'operator@amora.localhost' })).toBe(
      1,
    );
    const res = await adminLogin(t, {
      email: 'operator@amora.localhost',
      password: DEMO_STAFF_PASSWORD,
    }).expect(200);
    expect(res.body.staff.roles).toEqual([{ role: 'operator', tenant_id: fresh[0] }]);
  });

  it('come with the demo data on a local admin host or outside production, elsewhere only when asked', () => {
    const env = (vars: Record<string, string>) => parseEnv({ SEED_DEMO: '1', ...vars });
    expect(demoStaffWanted(env({}))).toBe(true); // production by default, on admin.localhost
    expect(demoStaffWanted(env({ NODE_ENV: 'development', ADMIN_HOST: 'admin.example.com' }))).toBe(true);
    expect(demoStaffWanted(env({ ADMIN_HOST: 'admin.example.com' }))).toBe(false);
    expect(demoStaffWanted(env({ ADMIN_HOST: 'admin.example.com', SEED_DEMO_STAFF: '1' }))).toBe(true);
    expect(demoStaffWanted(env({ SEED_DEMO_STAFF: '0' }))).toBe(false);
  });
});

describe('the demo seed', () => {
  it('adds the demo staff with the demo tenants on the first start', async () => {
    const t = await startTestApp({ SEED_DEMO: '1' });
    try {
      const res = await adminLogin(t, {
        email: 'support@amora.localhost',
        password: DEMO_STAFF_PASSWORD,
      }).expect(200);
      expect(res.body.tenants.map((x: { slug: string }) => x.slug)).toEqual(['vonk', 'herz', 'spark']);
      expect(await t.dataSource.getRepository(StaffMember).count()).toBe(DEMO_STAFF.length);

      // the operator-run profiles' replies are the demo moderator's: the console's trail lists them
      const operator = await adminLogin(t, {
        email: 'operator@amora.localhost',
        password: DEMO_STAFF_PASSWORD,
      }).expect(200);
      const trail = await asStaff(t, staffCookie(operator) ?? '')
        .get('/api/admin/staff-messages.php')
        .expect(200);
      const moderator = await t.dataSource
        .getRepository(StaffMember)
        .findOneByOrFail({ email: 'moderator@amora.localhost' });
      expect(trail.body.messages).toHaveLength(6);
      const demoMembers: { id: number; tenant_id: number }[] = await t.dataSource.query(
        `SELECT id, tenant_id FROM member WHERE email = $1`,
        [DEMO_MEMBER.email],
      );
      for (const written of trail.body.messages) {
        expect(written).toMatchObject({
          staff: { id: moderator.id, name: 'Max Moderator' },
          from_member: false,
          text: expect.stringMatching(/\S/),
        });
        expect(demoMembers).toContainEqual({ id: written.member_id, tenant_id: written.tenant_id });
      }
      // as the inbox writes a reply: the message itself carries the moderator
      const [{ marked }] = await t.dataSource.query(
        'SELECT count(*)::int AS marked FROM chat_message WHERE staff_id = $1',
        [moderator.id],
      );
      expect(marked).toBe(6);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('leaves them out on a real admin host in production', async () => {
    const t = await startTestApp({ SEED_DEMO: '1', NODE_ENV: 'production', ADMIN_HOST: 'admin.example.com' });
    try {
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM tenant')).toEqual([{ n: 3 }]);
      expect(await t.dataSource.getRepository(StaffMember).count()).toBe(0);
    } finally {
      await t.close();
    }
  }, 120_000);
});
