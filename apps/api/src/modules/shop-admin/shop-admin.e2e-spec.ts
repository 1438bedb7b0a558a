import {
  adminCodesAnswerSchema,
  adminCodeUsesAnswerSchema,
  CODE_USES_PAGE_SIZE,
  type StaffRole,
} from '@amora/contracts';
import { signUp, WEB } from '../../test/accounts.js';
import { insertBundle, insertCode, insertMember, insertPayment } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, as as asMember } from '../../test/profiles.js';
import { ADMIN_HOST, asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('prices and discount codes in the console', () => {
  let t: TestApp;
  let tenantA: number;
  let tenantB: number;
  let hostA: string;
  const cookies = {} as Record<StaffRole | 'otherOperator', string>;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    const a = await createTenant(t.dataSource, { countries: ['NL', 'BE', 'CH'] });
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
  const audits = (action: string) =>
    t.dataSource.query('SELECT * FROM audit_log WHERE action = $1 ORDER BY id', [action]);
  const codeBody = (extra: object = {}) => ({
    tenant_id: tenantA,
    value_percentage: 15,
    validity: 'unlimited',
    ...extra,
  });

  it('is for owners and the operators of the tenant, on the admin host with a staff session', async () => {
    const path = `/api/admin/codes.php?tenant_id=${tenantA}`;
    expect((await as('owner').get(path)).status).toBe(200);
    expect((await as('operator').get(path)).status).toBe(200);
    for (const who of ['support', 'moderator', 'otherOperator'] as const) {
      const refused = await as(who).get(path);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'staff_forbidden']);
    }
    const site = await createTenant(t.dataSource);
    const member = await signUp(t.http, site.host);
    const withMemberCookie = await t.http.get(path).set('Host', ADMIN_HOST).set('Cookie', member.cookie);
    expect(withMemberCookie.body.error.code).toBe('authentication_required');
    const onTenantHost = await t.http.get(path).set('Host', site.host).set(WEB).set('Cookie', cookies.owner);
    expect(onTenantHost.status).toBe(404);
  });

  describe('bundles', () => {
    it('creates a bundle with its prices per country, one best value, audited', async () => {
      const first = await as('operator').post('/api/admin/bundles.php', {
        tenant_id: tenantA,
        credits: 100,
        best_value: true,
        prices: [
          { country: 'NL', currency: 'EUR', amount: 1999 },
          { country: 'CH', currency: 'CHF', amount: 2190 },
        ],
      });
      expect(first.status).toBe(200);
      expect(first.body.bundle).toMatchObject({ credits: 100, best_value: true, active: true, sold: 0 });
      const second = await as('operator').post('/api/admin/bundles.php', {
        tenant_id: tenantA,
        credits: 500,
        best_value: true,
        prices: [{ country: 'NL', currency: 'EUR', amount: 7999 }],
      });
      const list = await as('operator').get(`/api/admin/bundles.php?tenant_id=${tenantA}`).expect(200);
      const marked = list.body.bundles.filter((b: { best_value: boolean }) => b.best_value);
      expect(marked.map((b: { id: number }) => b.id)).toEqual([second.body.bundle.id]);
      expect((await audits('bundle.create')).length).toBeGreaterThanOrEqual(2);
      // the shop sells it at once
      const shop = await t.http
        .get('/api/bundles.php')
        .set(
          'Host',
          (
            await t.dataSource.query('SELECT host FROM tenant_domain WHERE tenant_id = $1 LIMIT 1', [tenantA])
          )[0].host,
        )
        .set('CF-IPCountry', 'CH');
      expect(shop.body.bundles).toEqual([
        expect.objectContaining({ id: first.body.bundle.id, amount: 2190, currency: 'CHF' }),
      ]);
    });

    it('refuses a price of zero, a country the site does not sell in, and a second currency for a country', async () => {
      const post = (prices: object[]) =>
        as('owner').post('/api/admin/bundles.php', { tenant_id: tenantA, credits: 50, prices });
      const zero = await post([{ country: 'NL', currency: 'EUR', amount: 0 }]);
      expect(zero.body.error.code).toBe('validation_failed');
      expect(zero.body.error.params.fields[0].message).toBe('price_invalid');
      const abroad = await post([{ country: 'DE', currency: 'EUR', amount: 999 }]);
      expect([abroad.status, abroad.body.error]).toMatchObject([
        400,
        { code: 'price_country_unknown', params: { country: 'DE' } },
      ]);
      const dollars = await post([{ country: 'NL', currency: 'USD', amount: 999 }]);
      expect(dollars.body.error).toMatchObject({
        code: 'price_currency_mismatch',
        params: { country: 'NL', currency: 'EUR' },
      });
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM credit_bundle WHERE tenant_id = $1 AND credits = 50',
        [tenantA],
      );
      expect(n).toBe(0);
    });

    it('changes prices whole and retires a bundle, with before and after in the audit log', async () => {
      const id = await insertBundle(
        t.dataSource,
        tenantA,
        [{ country: 'NL', currency: 'EUR', amount: 1000 }],
        70,
      );
      const changed = await as('operator').patch('/api/admin/bundles.php', {
        id,
        active: false,
        prices: [{ country: 'BE', currency: 'EUR', amount: 1100 }],
      });
      expect(changed.status).toBe(200);
      expect(changed.body.bundle).toMatchObject({
        active: false,
        prices: [{ country: 'BE', currency: 'EUR', amount: 1100 }],
      });
      const [entry] = (await audits('bundle.update')).filter(
        (a: { entity_id: string }) => a.entity_id === String(id),
      );
      expect(entry.before).toMatchObject({ active: true, prices: [{ country: 'NL', amount: 1000 }] });
      expect(entry.after).toMatchObject({ active: false });
      const foreign = await insertBundle(t.dataSource, tenantB, [
        { country: 'NL', currency: 'EUR', amount: 1000 },
      ]);
      const refused = await as('operator').patch('/api/admin/bundles.php', { id: foreign, active: false });
      expect(refused.body.error.code).toBe('staff_forbidden');
    });
  });

  describe('codes', () => {
    it('creates a named code, refuses its name twice and an expiry in the past', async () => {
      const made = await as('operator').post('/api/admin/codes.php', codeBody({ code: 'summer-15' }));
      expect(made.status).toBe(200);
      expect(made.body.codes).toEqual([
        expect.objectContaining({ code: 'SUMMER-15', kind: 'promotion', value_percentage: 15, uses: 0 }),
      ]);
      const again = await as('operator').post('/api/admin/codes.php', codeBody({ code: 'SUMMER-15' }));
      expect([again.status, again.body.error.code]).toEqual([409, 'code_exists']);
      const past = await as('operator').post(
        '/api/admin/codes.php',
        codeBody({ code: 'LATE', expires: '2020-01-01T00:00:00Z' }),
      );
      expect(past.body.error.code).toBe('code_expiry_past');
      expect((await audits('code.create')).length).toBe(1);
    });

    it('creates a batch of 1,000 unique unambiguous codes in one go, and exports them as CSV', async () => {
      const batch = await as('owner').post(
        '/api/admin/codes.php',
        codeBody({ count: 1000, prefix: 'flyer', validity: 'once' }),
      );
      expect(batch.status).toBe(200);
      const codes: string[] = batch.body.codes.map((c: { code: string }) => c.code);
      expect(codes).toHaveLength(1000);
      expect(new Set(codes).size).toBe(1000);
      for (const code of codes) expect(code).toMatch(/^FLYER-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
      const [entry] = await audits('code.batch');
      expect(entry.after).toMatchObject({ codes: 1000, validity: 'once' });

      const csv = await as('operator')
        .get(`/api/admin/codes-export.php?tenant_id=${tenantA}&q=FLYER`)
        .expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.text.trim().split('\n');
      expect(lines[0]).toBe(
        'code,kind,value_percentage,validity,status,country,currency,minimum_order_value,payment_methods,expires,uses,reserved,created_at',
      );
      expect(lines).toHaveLength(1001);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[0]))).toEqual(new Set(codes));
    });

    it('pages the list on the server, searches and filters it', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await as('operator')
          .get(`/api/admin/codes.php?tenant_id=${tenantA}&q=flyer${cursor ? `&cursor=${cursor}` : ''}`)
          .expect(200);
        const answer = adminCodesAnswerSchema.parse(page.body);
        seen.push(...answer.codes.map((c) => c.code));
        cursor = answer.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(1000);
      expect(new Set(seen).size).toBe(1000);
      const inactive = await as('operator')
        .get(`/api/admin/codes.php?tenant_id=${tenantA}&status=inactive`)
        .expect(200);
      expect(inactive.body.codes).toEqual([]);
    });

    it("places no search page after another tenant's code: a foreign cursor gives an empty page", async () => {
      const own = await insertCode(t.dataSource, tenantA, { code: 'SCA00' });
      await insertCode(t.dataSource, tenantA, { code: 'SCZ00' });
      const foreign = await insertCode(t.dataSource, tenantB, { code: 'SCM-SECRET' });
      const after = async (cursor: number) =>
        (
          await as('operator')
            .get(`/api/admin/codes.php?tenant_id=${tenantA}&q=SC&cursor=${cursor}`)
            .expect(200)
        ).body.codes;
      expect((await after(own)).map((c: { code: string }) => c.code)).toEqual(['SCZ00']);
      expect(await after(foreign)).toEqual([]);
    });

    it('switches a code off (the shop no longer finds it) and shows its uses', async () => {
      const [{ id }] = (await as('operator').post('/api/admin/codes.php', codeBody({ code: 'OFFSOON' }))).body
        .codes;
      const member = await insertMember(t.dataSource, tenantA);
      const bundleId = await insertBundle(t.dataSource, tenantA, [
        { country: 'NL', currency: 'EUR', amount: 1000 },
      ]);
      const paymentId = await insertPayment(t.dataSource, tenantA, member.id, bundleId, 'paid');
      await t.dataSource.query(
        `INSERT INTO discount_redemption (tenant_id, discount_code_id, member_id, payment_id, validity, status)
         VALUES ($1, $2, $3, $4, 'unlimited', 'used')`,
        [tenantA, id, member.id, paymentId],
      );
      const uses = await as('operator').get(`/api/admin/code-uses.php?id=${id}`).expect(200);
      expect(uses.body.uses).toEqual([
        expect.objectContaining({
          payment_id: paymentId,
          member_id: member.id,
          status: 'used',
          payment_status: 'paid',
        }),
      ]);
      const off = await as('operator').patch('/api/admin/codes.php', { id, status: 'inactive' });
      expect(off.body.code).toMatchObject({ status: 'inactive', uses: 1 });
      const buyer = await activeMember(t.http, t.dataSource, hostA);
      const typed = await asMember(t.http, hostA, buyer).get('/api/discountcode.php', { code: 'OFFSOON' });
      expect(typed.body.error.code).toBe('code_not_found');
      const [entry] = await audits('code.update');
      expect([entry.before.status, entry.after.status]).toEqual(['active', 'inactive']);
      const other = await as('otherOperator').patch('/api/admin/codes.php', { id, status: 'active' });
      expect(other.body.error.code).toBe('staff_forbidden');
      expect(
        (await as('operator').patch('/api/admin/codes.php', { id: 999_999, status: 'active' })).body.error
          .code,
      ).toBe('code_not_found');
    });

    it("pages a code's uses newest first, each use once", async () => {
      const [{ id }] = (await as('operator').post('/api/admin/codes.php', codeBody({ code: 'MANYUSES' })))
        .body.codes;
      const member = await insertMember(t.dataSource, tenantA);
      const bundleId = await insertBundle(t.dataSource, tenantA, [
        { country: 'NL', currency: 'EUR', amount: 1000 },
      ]);
      const total = CODE_USES_PAGE_SIZE + 7;
      const payments: number[] = [];
      for (let i = 0; i < total; i++) {
        const paymentId = await insertPayment(t.dataSource, tenantA, member.id, bundleId, 'paid');
        await t.dataSource.query(
          `INSERT INTO discount_redemption (tenant_id, discount_code_id, member_id, payment_id, validity, status)
           VALUES ($1, $2, $3, $4, 'unlimited', 'used')`,
          [tenantA, id, member.id, paymentId],
        );
        payments.push(paymentId);
      }
      const first = adminCodeUsesAnswerSchema.parse(
        (await as('operator').get(`/api/admin/code-uses.php?id=${id}`).expect(200)).body,
      );
      expect(first.uses).toHaveLength(CODE_USES_PAGE_SIZE);
      expect(first.next_cursor).not.toBeNull();
      const second = adminCodeUsesAnswerSchema.parse(
        (
          await as('operator')
            .get(`/api/admin/code-uses.php?id=${id}&cursor=${first.next_cursor}`)
            .expect(200)
        ).body,
      );
      expect(second.next_cursor).toBeNull();
      expect([...first.uses, ...second.uses].map((use) => use.payment_id)).toEqual(payments.reverse());
      const bad = await as('operator').get(`/api/admin/code-uses.php?id=${id}&cursor=abc`);
      expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
      const foreign = await as('otherOperator').get(`/api/admin/code-uses.php?id=${id}`);
      expect(foreign.body.error.code).toBe('staff_forbidden');
    });

    it('answers bad input with the field that is wrong', async () => {
      const both = await as('operator').post('/api/admin/codes.php', codeBody({ code: 'X1X', count: 5 }));
      expect(both.body.error.code).toBe('validation_failed');
      const tooMany = await as('operator').post('/api/admin/codes.php', codeBody({ count: 1001 }));
      expect(tooMany.body.error.code).toBe('validation_failed');
      const badName = await as('operator').post('/api/admin/codes.php', codeBody({ code: 'no spaces' }));
      expect(badName.body.error.params.fields[0].message).toBe('code_name_invalid');
      const minimumWithoutCurrency = await as('operator').post(
        '/api/admin/codes.php',
        codeBody({ code: 'MIN10', minimum_order_value: 1000 }),
      );
      expect(minimumWithoutCurrency.body.error.params.fields[0].path).toBe('currency');
      const foreignTenant = await as('operator').post(
        '/api/admin/codes.php',
        codeBody({ tenant_id: tenantB, code: 'NOPE1' }),
      );
      expect(foreignTenant.body.error.code).toBe('staff_forbidden');
      const noTenant = await as('owner').post(
        '/api/admin/codes.php',
        codeBody({ tenant_id: 999_999, code: 'NOPE2' }),
      );
      expect(noTenant.body.error.code).toBe('tenant_not_found');
    });
  });
});
