import { adminTenantAnswerSchema, type StaffRole } from '@amora/contracts';
import sharp from 'sharp';
import { signUp, WEB } from '../../test/accounts.js';
import { createCompany, createTenant } from '../../test/factories.js';
import { ADMIN, ADMIN_HOST, asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const companyBody = {
  name: 'Nieuw Media B.V.',
  address: 'Prinsengracht 2',
  kvk: '87654321',
  city: '1015 DV Amsterdam',
  country: 'NL',
  tradenames: ['Nieuw'],
  vat_numbers: ['NL000000001B01'],
  support_phone: '+31 20 111 22 33',
  delete_discount: 25,
};

describe('tenants in the console', () => {
  let t: TestApp;
  let tenantA: number;
  let tenantB: number;
  let hostA: string;
  const cookies = {} as Record<StaffRole | 'otherOperator', string>;

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
    cookies.otherOperator = await signInStaff(t, await createStaff(t, [['operator', tenantB]]));
  });
  afterAll(() => t.close());

  const as = (who: keyof typeof cookies) => asStaff(t, cookies[who]);
  const remove = (who: keyof typeof cookies, body: object) =>
    t.http
      .delete('/api/admin/tenant-domains.php')
      .set('Host', ADMIN_HOST)
      .set(ADMIN)
      .set('Cookie', cookies[who])
      .send(body);
  const audits = (action: string, tenantId: number) =>
    t.dataSource.query('SELECT * FROM audit_log WHERE action = $1 AND tenant_id = $2 ORDER BY id', [
      action,
      tenantId,
    ]);
  const settingsOn = async (host: string) =>
    (await t.http.get('/api/settings.php').set('Host', host).expect(200)).body;
  const codeOf = (response: { body: { error?: { code: string } } }) => response.body.error?.code;
  const newTenant = (slug: string, extra: object = {}) =>
    as('owner').post('/api/admin/tenants.php', {
      slug,
      name: `Site ${slug}`,
      host: `${slug}.example.test`,
      niche: 3,
      languages: ['de', 'en'],
      countries: ['DE', 'AT'],
      support_email: `help@${slug}.example.test`,
      company: companyBody,
      ...extra,
    });

  describe('roles', () => {
    it('lists all tenants to owners and their own to operators; support, moderators and others are refused', async () => {
      const all = await as('owner').get('/api/admin/tenants.php').expect(200);
      const ids = all.body.tenants.map((row: { id: number }) => row.id);
      expect(ids).toEqual(expect.arrayContaining([tenantA, tenantB]));
      const own = await as('operator').get('/api/admin/tenants.php').expect(200);
      expect(own.body.tenants.map((row: { id: number }) => row.id)).toEqual([tenantA]);
      expect(own.body.tenants[0]).toMatchObject({ primary_host: hostA, domain_count: 1 });
      for (const who of ['support', 'moderator'] as const) {
        expect(codeOf(await as(who).get('/api/admin/tenants.php'))).toBe('staff_forbidden');
      }
    });

    it('shows one tenant in full to its operator, not to the operator of another', async () => {
      const one = await as('operator').get(`/api/admin/tenants.php?id=${tenantA}`).expect(200);
      expect(adminTenantAnswerSchema.parse(one.body).tenant).toMatchObject({
        id: tenantA,
        domains: [{ host: hostA, is_primary: true }],
        payment_provider: 'simulator',
        mollie_api_key_set: false,
      });
      const other = await as('otherOperator').get(`/api/admin/tenants.php?id=${tenantA}`);
      expect([other.status, codeOf(other)]).toEqual([403, 'staff_forbidden']);
      const unknown = await as('owner').get('/api/admin/tenants.php?id=999999');
      expect(codeOf(unknown)).toBe('tenant_not_found');
    });

    it('lets operators edit but not create, and refuses every change to the others', async () => {
      const create = await as('operator').post('/api/admin/tenants.php', {
        slug: 'op-site',
        name: 'Op',
        host: 'op-site.example.test',
        niche: 1,
        languages: ['nl'],
        countries: ['NL'],
        support_email: 'a@b.test',
        company_id: 1,
      });
      expect(codeOf(create)).toBe('staff_forbidden');
      for (const who of ['otherOperator', 'support', 'moderator'] as const) {
        const patch = await as(who).patch('/api/admin/tenants.php', { id: tenantA, name: 'Taken over' });
        expect(codeOf(patch)).toBe('staff_forbidden');
        const domain = await as(who).post('/api/admin/tenant-domains.php', {
          tenant_id: tenantA,
          host: 'x.example.test',
        });
        expect(codeOf(domain)).toBe('staff_forbidden');
        const theme = await as(who).patch('/api/admin/tenant-theme.php', {
          tenant_id: tenantA,
          palette: { primary: '#000000' },
        });
        expect(codeOf(theme)).toBe('staff_forbidden');
      }
      expect((await settingsOn(hostA)).name).not.toBe('Taken over');
    });

    it('refuses a member session and every tenant host', async () => {
      const member = await signUp(t.http, hostA);
      const withMember = await t.http
        .get('/api/admin/tenants.php')
        .set('Host', ADMIN_HOST)
        .set('Cookie', member.cookie);
      expect(codeOf(withMember)).toBe('authentication_required');
      const onSite = await t.http
        .get('/api/admin/tenants.php')
        .set('Host', hostA)
        .set(WEB)
        .set('Cookie', cookies.owner);
      expect(onSite.status).toBe(404);
    });
  });

  describe('creating', () => {
    it('creates a tenant with its domain and a new company, audited, answering at once on its host', async () => {
      const created = await newTenant('neu', { index_title: 'Neu – Dating', theme: { primary: '#0b6e4f' } });
      expect(created.status).toBe(200);
      const tenant = adminTenantAnswerSchema.parse(created.body).tenant;
      expect(tenant).toMatchObject({
        slug: 'neu',
        domain_language: 'de_DE',
        mail_name: 'Site neu',
        index_title: 'Neu – Dating',
        domains: [{ host: 'neu.example.test', is_primary: true }],
        company: { name: 'Nieuw Media B.V.', tenant_ids: [tenant.id] },
        theme: expect.objectContaining({ primary: '#0b6e4f' }),
      });
      const settings = await settingsOn('neu.example.test');
      expect(settings).toMatchObject({
        name: 'Site neu',
        countries: ['DE', 'AT'],
        company_id: tenant.company.id,
      });
      expect(await audits('tenant.create', tenant.id)).toHaveLength(1);
    });

    it('refuses a taken slug, a domain of another tenant, an invalid host and a missing company, saving nothing', async () => {
      const [{ n: before }] = await t.dataSource.query('SELECT count(*)::int AS n FROM tenant');
      expect(codeOf(await newTenant('neu', { host: 'other.example.test' }))).toBe('slug_taken');
      const taken = await newTenant('fresh', { host: hostA });
      expect([taken.status, taken.body.error]).toMatchObject([
        409,
        { code: 'domain_taken', params: { host: hostA } },
      ]);
      const invalid = await newTenant('fresh', { host: 'not a host!' });
      expect(invalid.body.error.params.fields).toEqual([{ path: 'host', message: 'host_invalid' }]);
      const noCompany = await newTenant('fresh', { company: undefined });
      expect(noCompany.body.error.params.fields[0].path).toBe('company');
      const dark = await newTenant('fresh', { theme: { dark: '#777777' } });
      expect(codeOf(dark)).toBe('palette_low_contrast');
      const [{ n: after }] = await t.dataSource.query('SELECT count(*)::int AS n FROM tenant');
      expect(after).toBe(before);
    });
  });

  describe('editing', () => {
    it('changes settings of spec §3, audited with before and after, shown at once by settings.php', async () => {
      await settingsOn(hostA); // cached
      const patch = await as('operator').patch('/api/admin/tenants.php', {
        id: tenantA,
        message_length: 750,
        signups: 'invite_only',
        enable_site_entry_popup: false,
        fictional_plural: 'team profiles',
      });
      expect(patch.status).toBe(200);
      expect(patch.body.tenant).toMatchObject({ message_length: 750, signups: 'invite_only' });
      expect(await settingsOn(hostA)).toMatchObject({
        message_length: 750,
        signups: 'invite_only',
        enable_site_entry_popup: false,
        fictional_plural: 'team profiles',
      });
      const [row] = (await audits('tenant.update', tenantA)).slice(-1);
      expect(row.before).toEqual({
        message_length: 500,
        signups: 'all',
        enable_site_entry_popup: true,
        fictional_plural: 'fictional profiles',
      });
      expect(row.after).toMatchObject({ message_length: 750, signups: 'invite_only' });
    });

    it('refuses invalid and impossible settings and saves nothing of them', async () => {
      const invalid = await as('operator').patch('/api/admin/tenants.php', {
        id: tenantA,
        niche: 9,
        support_email: 'nope',
        time_zone: 'Mars/Olympus',
        cdn_prefix: '//evil.example/',
      });
      expect(invalid.body.error.params.fields.map((f: { path: string }) => f.path).sort()).toEqual([
        'cdn_prefix',
        'niche',
        'support_email',
        'time_zone',
      ]);
      const impossible = await as('operator').patch('/api/admin/tenants.php', {
        id: tenantA,
        name: 'Half saved?',
        site_entry_popup_countries: ['DE'],
        domain_language: 'fr_FR',
      });
      expect(impossible.body.error.params.fields).toEqual([
        { path: 'site_entry_popup_countries', message: 'country_not_served' },
        { path: 'domain_language', message: 'language_not_offered' },
      ]);
      expect((await settingsOn(hostA)).name).not.toBe('Half saved?');
      expect(codeOf(await as('operator').patch('/api/admin/tenants.php', { id: tenantA }))).toBe(
        'nothing_to_change',
      );
    });

    it('sets the languages per country within the languages and countries of the site', async () => {
      const patch = (country_languages: object) =>
        as('operator').patch('/api/admin/tenants.php', { id: tenantA, country_languages });
      const set = await patch({ BE: ['nl', 'en'] });
      expect(set.body.tenant.country_languages).toEqual({ BE: ['nl', 'en'] });
      expect((await settingsOn(hostA)).country_languages).toEqual({ BE: ['nl', 'en'] });
      expect((await patch({ DE: ['nl'] })).body.error.params.fields).toEqual([
        { path: 'country_languages', message: 'country_not_served' },
      ]);
      expect((await patch({ NL: ['fr'] })).body.error.params.fields).toEqual([
        { path: 'country_languages', message: 'language_not_offered' },
      ]);
      expect(codeOf(await patch({ NL: [] }))).toBe('validation_failed');
    });

    it('keeps the Mollie key write-only: set, told as set, never answered or audited', async () => {
      const key = 'test_abcdefghijklmnopqrstuvwxyz0123';
      const noKey = await as('operator').patch('/api/admin/tenants.php', {
        id: tenantA,
        payment_provider: 'mollie',
      });
      expect(noKey.body.error.params.fields).toEqual([
        { path: 'payment_provider', message: 'mollie_api_key_required' },
      ]);
      const set = await as('operator').patch('/api/admin/tenants.php', {
        id: tenantA,
        payment_provider: 'mollie',
        mollie_api_key: key,
      });
      expect(set.body.tenant).toMatchObject({ payment_provider: 'mollie', mollie_api_key_set: true });
      expect(set.text).not.toContain(key);
      const full = await as('owner').get(`/api/admin/tenants.php?id=${tenantA}`);
      expect(full.text).not.toContain(key);
      const rows = await t.dataSource.query('SELECT before, after FROM audit_log WHERE tenant_id = $1', [
        tenantA,
      ]);
      expect(JSON.stringify(rows)).not.toContain(key);
      const [{ mollie_api_key }] = await t.dataSource.query(
        'SELECT mollie_api_key FROM tenant WHERE id = $1',
        [tenantA],
      );
      expect(mollie_api_key).toBe(key);
      const cleared = await as('operator').patch('/api/admin/tenants.php', {
        id: tenantA,
        payment_provider: 'simulator',
        mollie_api_key: null,
      });
      expect(cleared.body.tenant).toMatchObject({ payment_provider: 'simulator', mollie_api_key_set: false });
    });

    it("edits the tenant's company; a company shared with a tenant the operator lacks needs an owner", async () => {
      const own = await as('operator').patch('/api/admin/tenants.php', {
        id: tenantA,
        company: { city: '1017 AB Amsterdam' },
      });
      expect(own.body.tenant.company.city).toBe('1017 AB Amsterdam');
      const company = await t.http.get('/api/companyinfo.php').set('Host', hostA).expect(200);
      expect(company.body.city).toBe('1017 AB Amsterdam');
      expect(await audits('company.update', tenantA)).toHaveLength(1);

      const shared = await createCompany(t.dataSource);
      const first = await createTenant(t.dataSource, {}, shared);
      const second = await createTenant(t.dataSource, {}, shared);
      const operator = await signInStaff(t, await createStaff(t, [['operator', first.tenant.id]]));
      const refused = await asStaff(t, operator).patch('/api/admin/tenants.php', {
        id: first.tenant.id,
        company: { name: 'Renamed B.V.' },
      });
      expect(codeOf(refused)).toBe('staff_forbidden');
      await as('owner')
        .patch('/api/admin/tenants.php', { id: first.tenant.id, company: { name: 'Renamed B.V.' } })
        .expect(200);
      const other = await t.http.get('/api/companyinfo.php').set('Host', second.host).expect(200);
      expect(other.body.name).toBe('Renamed B.V.');
    });
  });

  describe('domains', () => {
    it('adds domains, refuses one of another tenant and invalid hosts, never removes the last', async () => {
      const { tenant, host } = await createTenant(t.dataSource);
      const operator = asStaff(t, await signInStaff(t, await createStaff(t, [['operator', tenant.id]])));
      const unknown = await t.http.get('/api/settings.php').set('Host', 'Second.Example.TEST');
      expect(unknown.status).toBe(404); // remembered as unknown for a while
      const added = await operator.post('/api/admin/tenant-domains.php', {
        tenant_id: tenant.id,
        host: 'Second.Example.TEST',
        primary: true,
      });
      expect(added.body.domains).toEqual([
        expect.objectContaining({ host: 'second.example.test', is_primary: true }),
        expect.objectContaining({ host, is_primary: false }),
      ]);
      expect((await settingsOn('second.example.test')).domain).toBe('second.example.test');

      const taken = await operator.post('/api/admin/tenant-domains.php', {
        tenant_id: tenant.id,
        host: hostA,
      });
      expect([taken.status, taken.body.error]).toMatchObject([
        409,
        { code: 'domain_taken', params: { host: hostA } },
      ]);
      const admin = await operator.post('/api/admin/tenant-domains.php', {
        tenant_id: tenant.id,
        host: ADMIN_HOST,
      });
      expect(codeOf(admin)).toBe('domain_taken');
      const invalid = await operator.post('/api/admin/tenant-domains.php', {
        tenant_id: tenant.id,
        host: 'a..b',
      });
      expect(invalid.body.error.params.fields).toEqual([{ path: 'host', message: 'host_invalid' }]);

      const primaryId = added.body.domains[0].id;
      const removed = await remove('owner', { id: primaryId });
      expect(removed.body.domains).toEqual([expect.objectContaining({ host, is_primary: true })]);
      expect((await t.http.get('/api/settings.php').set('Host', 'second.example.test')).status).toBe(404);
      const last = await remove('owner', { id: removed.body.domains[0].id });
      expect([last.status, codeOf(last)]).toEqual([409, 'domain_last']);
      expect(codeOf(await remove('owner', { id: 99999999 }))).toBe('domain_not_found');
      const actions = await t.dataSource.query(
        "SELECT action FROM audit_log WHERE tenant_id = $1 AND entity = 'tenant' ORDER BY id",
        [tenant.id],
      );
      expect(actions.map((row: { action: string }) => row.action)).toEqual([
        'tenant_domain.create',
        'tenant_domain.delete',
      ]);
    });
    it('gives a host claimed by two tenants at once to exactly one of them', async () => {
      const first = await createTenant(t.dataSource);
      const second = await createTenant(t.dataSource);
      const host = 'contested.example.test';
      const answers = await Promise.all(
        [first, second].map(({ tenant }) =>
          as('owner').post('/api/admin/tenant-domains.php', { tenant_id: tenant.id, host }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.map(codeOf).filter(Boolean)).toEqual(['domain_taken']);
      const owners = await t.dataSource.query('SELECT tenant_id FROM tenant_domain WHERE host = $1', [host]);
      expect(owners).toHaveLength(1);
      const [{ n }] = await t.dataSource.query(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'tenant_domain.create' AND tenant_id = ANY($1)",
        [[first.tenant.id, second.tenant.id]],
      );
      expect(n).toBe(1);
    });
  });

  describe('theme', () => {
    it('refuses a palette whose text fails WCAG AA and warns of colours the site adjusts', async () => {
      const low = await as('operator').patch('/api/admin/tenant-theme.php', {
        tenant_id: tenantA,
        palette: { dark: '#777777' },
      });
      expect([low.status, low.body.error.code]).toEqual([400, 'palette_low_contrast']);
      expect(low.body.error.params.pairs).toEqual([
        expect.objectContaining({ key: 'dark', use: 'text_on_dark' }),
      ]);
      expect((await settingsOn(hostA)).theme.dark).not.toBe('#777777');

      const soft = await as('operator').patch('/api/admin/tenant-theme.php', {
        tenant_id: tenantA,
        palette: { primary: '#FFD166', dark: '#1B1B3A' },
      });
      expect(soft.status).toBe(200);
      expect(soft.body.theme).toMatchObject({ primary: '#ffd166', dark: '#1b1b3a' });
      expect(soft.body.warnings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: 'primary', use: 'text', adjusted_to: expect.any(String) }),
        ]),
      );
      expect((await settingsOn(hostA)).theme).toMatchObject({ primary: '#ffd166', dark: '#1b1b3a' });

      const reset = await as('operator').patch('/api/admin/tenant-theme.php', {
        tenant_id: tenantA,
        palette: { primary: null },
      });
      expect(reset.body.theme_overrides).toEqual({ dark: '#1b1b3a' });
      const rows = await audits('tenant.theme', tenantA);
      expect(rows.at(-1)).toMatchObject({
        before: { theme: { primary: '#ffd166', dark: '#1b1b3a' } },
        after: { theme: { dark: '#1b1b3a' } },
      });
    });

    it('takes a logo and a favicon, re-encoded, served to the member site', async () => {
      const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#7b2cbf' } })
        .png()
        .toBuffer();
      const upload = (kind: string, file: Buffer, name = 'logo.png') =>
        t.http
          .post(`/api/admin/tenant-image.php?tenant_id=${tenantA}&kind=${kind}`)
          .set('Host', ADMIN_HOST)
          .set(ADMIN)
          .set('Cookie', cookies.operator)
          .attach('file', file, name);
      const logo = await upload('logo', png);
      expect(logo.status).toBe(200);
      expect(logo.body.logo_url).toMatch(/^\/media\/t\/[\w-]+\/logo\.webp$/);
      const served = await t.http.get(logo.body.logo_url).set('Host', hostA).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.body).metadata()).width).toBe(600);
      const favicon = await upload('favicon', png, 'icon.png');
      expect(favicon.body).toMatchObject({
        logo_url: logo.body.logo_url,
        favicon_url: expect.stringMatching(/favicon\.png$/),
      });
      const notImage = await upload('logo', Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg');
      expect(codeOf(notImage)).toBe('photo_not_image');
      expect(
        codeOf(
          await asStaff(t, cookies.otherOperator).post(
            `/api/admin/tenant-image.php?tenant_id=${tenantA}&kind=logo`,
          ),
        ),
      ).toBe('staff_forbidden');
      const full = await as('owner').get(`/api/admin/tenants.php?id=${tenantA}`);
      expect(full.body.tenant.logo_url).toBe(logo.body.logo_url);
      const [logoAudit] = await audits('tenant.logo', tenantA);
      expect(logoAudit).toMatchObject({ before: { logo: null }, after: { logo: logo.body.logo_url } });
      expect(await settingsOn(hostA)).toMatchObject({
        logo_url: logo.body.logo_url,
        favicon_url: favicon.body.favicon_url,
      });
      const removed = await t.http
        .delete('/api/admin/tenant-image.php')
        .set('Host', ADMIN_HOST)
        .set(ADMIN)
        .set('Cookie', cookies.operator)
        .send({ tenant_id: tenantA, kind: 'logo' });
      expect(removed.body).toEqual({ logo_url: null, favicon_url: favicon.body.favicon_url });
      expect((await settingsOn(hostA)).logo_url).toBeNull();
      await t.http.get(logo.body.logo_url).set('Host', hostA).expect(404);
    });
  });
});
