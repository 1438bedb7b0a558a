import { companyInfoSchema } from '@amora/contracts';
import { createCompany, createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/companyinfo.php', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers the tenant's own company, cacheable", async () => {
    const mine = await createCompany(t.dataSource, {
      name: 'Mine B.V.',
      supportPhone: '020 - 123 45 67',
      tradenames: ['Mine', 'Also Mine'],
      deleteDiscount: 45,
      added: new Date('2025-02-03T04:05:06Z'),
    });
    const other = await createCompany(t.dataSource, { name: 'Other GmbH' });
    const a = await createTenant(t.dataSource, {}, mine);
    const b = await createTenant(t.dataSource, {}, other);

    const res = await t.http.get('/api/companyinfo.php').set('Host', a.host).expect(200);
    expect(companyInfoSchema.parse(res.body)).toEqual({
      name: 'Mine B.V.',
      address: 'Keizersgracht 1',
      kvk: '12345678',
      city: '1015 CJ Amsterdam',
      country: 'NL',
      tradenames: ['Mine', 'Also Mine'],
      vat_numbers: ['NL000000000B01'],
      support_phone: '0201234567',
      delete_discount: 45,
      added: '2025-02-03T04:05:06.000Z',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toContain('Host');

    const theirs = await t.http.get('/api/companyinfo.php').set('Host', b.host).expect(200);
    expect(theirs.body.name).toBe('Other GmbH');
  });

  it('answers unknown_domain for an unknown host', async () => {
    const res = await t.http.get('/api/companyinfo.php').set('Host', 'unknown.test').expect(404);
    expect(res.body.error.code).toBe('unknown_domain');
  });
});
