import { LocalPlaceNames1765700000000 } from '../../database/migrations/1765700000000-LocalPlaceNames.js';
import { createTenant } from '../../test/factories.js';
import { insertProfile } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('migration LocalPlaceNames', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives profiles placed before the local names those names, and leaves a town named by hand', async () => {
    const { tenant } = await createTenant(t.dataSource);
    const hague = { city: 'The Hague', region: 'ZH', country: 'NL', latitude: 52.08, longitude: 4.31 };
    const placed = await insertProfile(t.dataSource, tenant.id, { ...hague, place_id: 2747373 });
    const byHand = await insertProfile(t.dataSource, tenant.id, { ...hague, place_id: null });
    const elsewhere = await insertProfile(t.dataSource, tenant.id, { place_id: 2745912 }); // Utrecht
    const runner = t.dataSource.createQueryRunner();
    await new LocalPlaceNames1765700000000().up(runner).finally(() => runner.release());
    const rows: { id: number; city: string }[] = await t.dataSource.query(
      'SELECT id, city FROM profile WHERE id = ANY($1) ORDER BY id',
      [[placed, byHand, elsewhere]],
    );
    expect(rows.map((row) => row.city)).toEqual(['Den Haag', 'The Hague', 'Utrecht']);
  });
});
