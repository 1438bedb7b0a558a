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
});
