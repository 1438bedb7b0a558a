import { SETTINGS_KEYS_FROM_SPEC, settingsSchema } from '@amora/contracts';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { TenantCache } from '../../tenancy/tenant-cache.service.js';
import { TenantDomain } from '../../tenancy/tenant-domain.entity.js';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/settings.php', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createTenant>>;
  let b: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    a = await createTenant(t.dataSource, {
      name: 'Alpha',
      theme: { primary: '#aa0000' },
      languages: ['nl', 'en'],
    });
    b = await createTenant(t.dataSource, {
      name: 'Beta',
      domainLanguage: 'de_DE',
      languages: ['de', 'pl'],
      theme: { primary: '#0000aa', secondary: '#00aa00' },
      countries: ['DE', 'AT'],
    });
  });
  afterAll(() => t.close());

  it('answers every settings field of spec §3 for the Host', async () => {
    const res = await t.http.get('/api/settings.php').set('Host', `${a.host}:3000`).expect(200);
    const settings = settingsSchema.parse(res.body);
    for (const key of SETTINGS_KEYS_FROM_SPEC) expect(res.body).toHaveProperty(key);
    expect(settings).toMatchObject({
      name: 'Alpha',
      domain: a.host,
      domain_language: 'nl_NL',
      languages: ['nl', 'en'],
      company_id: a.tenant.companyId,
      signup_credits: 20,
      minimum_message_costs: { NL: { costs: 0.5, currency: 'EUR' } },
    });
    expect(settings.theme).toEqual({
      primary: '#aa0000',
      secondary: '#d61f84',
      success: '#ffb000',
      dark: '#2b0b3f',
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps each tenant to its own settings', async () => {
    const [alpha, beta] = await Promise.all([
      t.http.get('/api/settings.php').set('Host', a.host),
      t.http.get('/api/settings.php').set('Host', b.host),
    ]);
    expect(alpha.body.name).toBe('Alpha');
    expect(beta.body).toMatchObject({ name: 'Beta', languages: ['de', 'pl'], domain_language: 'de_DE' });
    expect(beta.body.theme.primary).toBe('#0000aa');
    expect(beta.body.push_public_key).not.toBe(alpha.body.push_public_key);
  });

  it('prefers the forced_domain parameter over the Host header', async () => {
    const res = await t.http
      .get(`/api/settings.php?forced_domain=${b.host.toUpperCase()}`)
      .set('Host', a.host)
      .expect(200);
    expect(res.body).toMatchObject({ name: 'Beta', domain: b.host });
  });

  it('normalises the support phone (spec §5)', async () => {
    const res = await t.http.get('/api/settings.php').set('Host', a.host);
    expect(res.body.support_phone).toBe('+31612345678');
  });

  it('never answers the private push key', async () => {
    const res = await t.http.get('/api/settings.php').set('Host', a.host);
    const stored = await t.dataSource
      .getRepository(Tenant)
      .createQueryBuilder('t')
      .addSelect('t.vapidPrivateKey')
      .where('t.id = :id', { id: a.tenant.id })
      .getOneOrFail();
    expect(JSON.stringify(res.body)).not.toContain(stored.vapidPrivateKey);
    expect(res.body.push_public_key).toBe(stored.vapidPublicKey);
  });

  it.each([
    ['DE', 'DE', 'DE'],
    ['AT', 'AT', 'AT'],
    ['US', 'US', 'DE'],
    ['XX', null, 'DE'],
  ])('with a trusted country header %s: geoip_country %s, selected %s', async (header, geoip, selected) => {
    const res = await t.http.get('/api/settings.php').set('Host', b.host).set('CF-IPCountry', header);
    expect(res.body).toMatchObject({ geoip_country: geoip, geoip_selected_country: selected });
  });

  it('ignores country headers when no proxy is trusted', async () => {
    const untrusted = await startTestApp({ TRUST_PROXY: '0' });
    try {
      const { host } = await createTenant(untrusted.dataSource, { countries: ['DE', 'AT'] });
      const res = await untrusted.http.get('/api/settings.php').set('Host', host).set('CF-IPCountry', 'AT');
      expect(res.body).toMatchObject({ geoip_country: null, geoip_selected_country: 'DE' });
    } finally {
      await untrusted.close();
    }
  });

  it('answers from memory: a change straight in the database shows only after tenant.changed', async () => {
    const { tenant, host } = await createTenant(t.dataSource, { name: 'Gamma' });
    await t.http.get('/api/settings.php').set('Host', host).expect(200);
    await t.dataSource.getRepository(Tenant).update(tenant.id, { name: 'Gamma Renamed' });
    expect((await t.http.get('/api/settings.php').set('Host', host)).body.name).toBe('Gamma');

    await t.app.get(TenantCache).changed(tenant.id);
    expect((await t.http.get('/api/settings.php').set('Host', host)).body.name).toBe('Gamma Renamed');
  });

  it('forgets only the tenant that changed', async () => {
    const cache = t.app.get(TenantCache);
    await t.http.get('/api/settings.php').set('Host', a.host).expect(200);
    await t.http.get('/api/settings.php').set('Host', b.host).expect(200);
    await cache.changed(a.tenant.id);
    expect(cache.peek(a.host)).toBeUndefined();
    expect(cache.peek(b.host)?.id).toBe(b.tenant.id);
  });

  it('knows a domain added to a tenant after tenant.changed, with its own domain field', async () => {
    const { tenant, host } = await createTenant(t.dataSource);
    const alias = `alias-${host}`;
    await t.http.get('/api/settings.php').set('Host', alias).expect(404);
    await t.dataSource
      .getRepository(TenantDomain)
      .insert({ tenantId: tenant.id, host: alias, isPrimary: false });
    await t.app.get(TenantCache).changed(tenant.id);
    const [primary, second] = await Promise.all([
      t.http.get('/api/settings.php').set('Host', host).expect(200),
      t.http.get('/api/settings.php').set('Host', alias).expect(200),
    ]);
    expect(primary.body.domain).toBe(host);
    expect(second.body).toMatchObject({ domain: alias, name: primary.body.name });
  });

  it('never answers one country the cached answer of another', async () => {
    const countries = ['AT', 'DE', null, 'US', 'AT', null, 'DE', 'FR', 'AT'];
    for (const country of countries) {
      const request = t.http.get('/api/settings.php').set('Host', b.host);
      const res = await (country ? request.set('CF-IPCountry', country) : request);
      const selected = country === 'AT' || country === 'DE' ? country : 'DE';
      expect(res.body).toMatchObject({ geoip_country: country, geoip_selected_country: selected });
    }
  });

  describe('bad input', () => {
    it('answers 404 unknown_domain for a host no tenant has', async () => {
      const res = await t.http.get('/api/settings.php').set('Host', 'nobody.test').expect(404);
      expect(res.body).toEqual({ error: { code: 'unknown_domain', message: expect.any(String) } });
    });

    it.each([['<script>'], ['a..b'], ['evil.test/x'], [''], ['x'.repeat(300)]])(
      'answers 400 invalid_domain for forced_domain #%#',
      async (forced) => {
        const res = await t.http
          .get('/api/settings.php')
          .query({ forced_domain: forced })
          .set('Host', a.host)
          .expect(400);
        expect(res.body.error.code).toBe('invalid_domain');
      },
    );

    it('answers 400 invalid_domain for a repeated forced_domain', async () => {
      const res = await t.http
        .get(`/api/settings.php?forced_domain=${a.host}&forced_domain=${b.host}`)
        .expect(400);
      expect(res.body.error.code).toBe('invalid_domain');
    });

    it.each(['post', 'put', 'delete', 'patch'] as const)(
      'answers 405 method_not_allowed to %s',
      async (method) => {
        const res = await t.http[method]('/api/settings.php').set('Host', a.host).expect(405);
        expect(res.body.error.code).toBe('method_not_allowed');
        expect(res.headers.allow).toBe('GET');
      },
    );

    it('does not serve the settings on the admin host', async () => {
      const res = await t.http.get('/api/settings.php').set('Host', 'admin.localhost').expect(404);
      expect(res.body.error.code).toBe('unknown_domain');
    });
  });
});
