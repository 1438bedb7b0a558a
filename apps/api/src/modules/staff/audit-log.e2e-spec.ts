import { createTenant } from '../../test/factories.js';
import { asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { AuditLog } from './audit-log.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';
import { StaffMember } from './entities/staff-member.entity.js';

describe('the audit log', () => {
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    const staff = await createStaff(t, [['owner', null]]);
    ownerId = staff.id;
    owner = await signInStaff(t, staff);
  });
  afterAll(() => t.close());

  const browse = (query: string) => asStaff(t, owner).get(`/api/admin/audit.php?${query}`).expect(200);

  it('is written in the transaction of the change: a change rolled back leaves no row', async () => {
    const entity = 'rollback-test';
    await expect(
      t.dataSource.transaction(async (db) => {
        await AuditLog.record(db, { staff: { id: ownerId }, action: 'x.update', entity, after: { a: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.dataSource.getRepository(AuditLogEntry).countBy({ entity })).toBe(0);
    await t.dataSource.transaction((db) =>
      AuditLog.record(db, { staff: { id: ownerId }, action: 'x.update', entity, after: { a: 1 } }),
    );
    expect(await t.dataSource.getRepository(AuditLogEntry).countBy({ entity })).toBe(1);
  });

  it('pages newest first by cursor, and filters by staff, tenant, entity, action and time', async () => {
    const {
      tenant: { id: tenantId },
    } = await createTenant(t.dataSource);
    const other = await createStaff(t, [['operator', tenantId]]);
    for (let i = 0; i < 130; i++) {
      await AuditLog.record(t.dataSource, {
        staff: { id: i % 2 ? ownerId : other.id },
        action: i % 3 ? 'code.create' : 'code.disable',
        entity: 'discount_code',
        entityId: i,
        tenantId,
        before: null,
        after: { code: `CODE${i}` },
        ip: '203.0.113.9',
      });
    }
    const first = await browse(`tenant_id=${tenantId}`);
    expect(first.body.page_size).toBe(100);
    expect(first.body.entries).toHaveLength(100);
    expect(first.body.entries[0]).toMatchObject({
      entity: 'discount_code',
      entity_id: '129',
      tenant_id: tenantId,
      after: { code: 'CODE129' },
      ip: '203.0.113.9',
      staff: { id: ownerId },
    });
    const ids = first.body.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await browse(`tenant_id=${tenantId}&cursor=${first.body.next_cursor}`);
    expect(second.body.entries).toHaveLength(30);
    expect(second.body.next_cursor).toBeNull();
    expect(second.body.entries[0].id).toBeLessThan(ids[99]);

    const byStaff = await browse(`tenant_id=${tenantId}&staff_id=${other.id}&action=code.disable`);
    // i even and a multiple of 3: 0, 6, ..., 126
    expect(byStaff.body.entries).toHaveLength(22);
    const one = await browse(`entity=discount_code&entity_id=7&tenant_id=${tenantId}`);
    expect(one.body.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual(['7']);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await browse(`tenant_id=${tenantId}&from=${encodeURIComponent(future)}`)).body.entries).toEqual(
      [],
    );
    expect(
      (await browse(`tenant_id=${tenantId}&to=${encodeURIComponent(future)}`)).body.entries,
    ).toHaveLength(100);
  });

  it('keeps the rows of a staff member and their name in the answer', async () => {
    const staff = await createStaff(t, [['support', null]]);
    await AuditLog.record(t.dataSource, { staff, action: 'member.warn', entity: 'member', entityId: 5 });
    const res = await browse(`staff_id=${staff.id}`);
    const row = await t.dataSource.getRepository(StaffMember).findOneByOrFail({ id: staff.id });
    expect(res.body.entries[0].staff).toEqual({ id: staff.id, email: row.email, name: row.name });
  });

  it('answers validation_failed to a bad cursor or date, and nothing past a huge cursor', async () => {
    for (const query of ['cursor=x1', 'from=yesterday', 'staff_id=-3']) {
      const res = await asStaff(t, owner).get(`/api/admin/audit.php?${query}`).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    await browse('cursor=999999999999999999');
  });
});
