import type { DiscountKind } from '@amora/contracts';
import { DiscountCode } from '../modules/discounts/discount-code.entity.js';
import { Profile } from '../modules/profiles/profile.entity.js';
import { createTenant } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { tenantScoped } from './tenant-scoped.js';

const profile = (name: string) => ({
  name,
  gender: 'female' as const,
  sexuality: 'hetero' as const,
  relationshipStatus: 'single',
  hair: 'brown',
  eyeColour: 'green',
  bodyType: 'slim',
  tattoos: false,
  dateOfBirth: '1990-05-01',
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  about: '',
  interests: ['travel'],
  isFictional: false,
  mainImageFilename: null,
  thumbFilename: null,
});

describe('tenantScoped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("never lets tenant A read tenant B's rows, whatever the caller asks for", async () => {
    const a = await createTenant(t.dataSource);
    const b = await createTenant(t.dataSource);
    const profiles = tenantScoped(t.dataSource, Profile);
    await profiles.insert(a.tenant, [profile('Anna'), profile('Amy')]);
    await profiles.insert(b.tenant, [profile('Birgit')]);

    expect((await profiles.find(a.tenant, {}, { order: { name: 'ASC' } })).map((p) => p.name)).toEqual([
      'Amy',
      'Anna',
    ]);
    expect(await profiles.count(b.tenant)).toBe(1);
    expect(await profiles.findOne(a.tenant, { name: 'Birgit' })).toBeNull();

    // a where clause smuggling in the other tenant's id is overridden (and does not type-check)
    const smuggled = { tenantId: b.tenant.id } as never;
    expect((await profiles.find(a.tenant, smuggled)).every((p) => p.tenantId === a.tenant.id)).toBe(true);
  });

  it("updates and deletes only the tenant's own rows, and never moves a row to another tenant", async () => {
    const a = await createTenant(t.dataSource);
    const b = await createTenant(t.dataSource);
    const profiles = tenantScoped(t.dataSource, Profile);
    const anna = await profiles.save(a.tenant, profile('Anna'));
    const birgit = await profiles.save(b.tenant, profile('Birgit'));
    expect(anna).toMatchObject({ id: expect.any(Number), tenantId: a.tenant.id, status: 'active' });

    expect((await profiles.update(a.tenant, { id: birgit.id }, { city: 'Leiden' })).affected).toBe(0);
    expect((await profiles.delete(a.tenant, { id: birgit.id })).affected).toBe(0);
    expect(await profiles.findOne(b.tenant, { id: birgit.id })).toMatchObject({ city: 'Utrecht' });

    const moved = { city: 'Leiden', tenantId: b.tenant.id } as never;
    expect((await profiles.update(a.tenant, { id: anna.id }, moved)).affected).toBe(1);
    expect(await profiles.findOneOrFail(a.tenant, { id: anna.id })).toMatchObject({ city: 'Leiden' });
    expect(await profiles.count(b.tenant)).toBe(1);

    expect(await profiles.exists(a.tenant, { id: anna.id })).toBe(true);
    expect(await profiles.exists(b.tenant, { id: anna.id })).toBe(false);
    await expect(profiles.findOneOrFail(b.tenant, { id: anna.id })).rejects.toThrow(/Could not find/);

    expect((await profiles.delete(a.tenant, { id: anna.id })).affected).toBe(1);
    expect(await profiles.count(a.tenant)).toBe(0);
    expect(await profiles.count(b.tenant)).toBe(1);
  });

  it('leaves out rows that break a unique key when asked to', async () => {
    const [a, b] = [await createTenant(t.dataSource), await createTenant(t.dataSource)];
    const codes = tenantScoped(t.dataSource, DiscountCode);
    const code = (reason: DiscountKind) => ({ code: 'WELCOME', valuePercentage: 10, reason, memberId: null });
    await codes.insert(a.tenant, [code('welcome')]);
    await expect(codes.insert(a.tenant, [code('promotion')])).rejects.toThrow(/duplicate key/);
    await codes.insert(a.tenant, [code('promotion')], { orIgnore: true });
    await codes.insert(b.tenant, [code('retention')], { orIgnore: true });
    expect((await codes.find(a.tenant)).map((c) => c.reason)).toEqual(['welcome']);
    expect((await codes.find(b.tenant)).map((c) => c.reason)).toEqual(['retention']);
  });

  it("locks a row for the caller's transaction", async () => {
    const a = await createTenant(t.dataSource);
    const anna = await tenantScoped(t.dataSource, Profile).save(a.tenant, profile('Anna'));
    const found = await t.dataSource.transaction((db) =>
      tenantScoped(db, Profile).findOne(a.tenant, { id: anna.id }, { lock: { mode: 'pessimistic_write' } }),
    );
    expect(found?.name).toBe('Anna');
    // the lock reaches TypeORM, which refuses it outside a transaction
    await expect(
      tenantScoped(t.dataSource, Profile).findOne(
        a.tenant,
        { id: anna.id },
        { lock: { mode: 'pessimistic_write' } },
      ),
    ).rejects.toThrow(/transaction/i);
  });
});
