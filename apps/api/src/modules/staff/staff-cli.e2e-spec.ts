import { adminLogin } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';
import { runStaffCli, STAFF_CLI_USAGE } from './run-staff-cli.js';

describe('npm run staff -- create-owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('creates an owner with a password printed once, who signs in and must change it', async () => {
    const result = await runStaffCli(['create-owner', 'Boss@Amora.test', 'Ada', 'Boss'], t.env);
    expect(result.code).toBe(0);
    const password = /Password \(shown once.*\): (\S+)/.exec(result.output)?.[1] ?? '';
    expect(password).toHaveLength(16);
    const res = await adminLogin(t, { email: 'boss@amora.test', password }).expect(200);
    expect(res.body.staff).toMatchObject({
      email: 'boss@amora.test',
      name: 'Ada Boss',
      roles: [{ role: 'owner', tenant_id: null }],
      password_change_required: true,
    });
    const audit = await t.dataSource.getRepository(AuditLogEntry).findOneByOrFail({ action: 'staff.create' });
    expect(audit.staffId).toBeNull();
  });

  it('refuses a second account with that address, whatever its case', async () => {
    await runStaffCli(['create-owner', 'twice@amora.test'], t.env);
    const again = await runStaffCli(['create-owner', 'TWICE@amora.test'], t.env);
    expect(again).toEqual({
      code: 1,
      output: 'A staff account with the address twice@amora.test exists already.',
    });
  });

  it('explains its usage for anything else', async () => {
    for (const args of [
      [],
      ['create-owner'],
      ['create-owner', 'not-an-address'],
      ['delete-owner', 'a@b.test'],
    ]) {
      expect(await runStaffCli(args, t.env)).toEqual({ code: 2, output: STAFF_CLI_USAGE });
    }
  });
});
