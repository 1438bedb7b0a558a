import {
  DIRECT_DEBIT_MONTHLY_LIMIT,
  directDebitAnswerSchema,
  directDebitCodeAnswerSchema,
} from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { lastSmsCode, mandateDetails, newIban, smsOf } from '../../test/direct-debit.js';
import { insertBundle, insertCode } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import { chooseOnSimulator, isPaidUser, ledgerOf, paymentRow } from '../../test/payments.js';
import { activeMember, as, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const REQUEST = '/api/directdebit.php';
const CODE = '/api/directdebit-code.php';

describe('direct debit: POST /api/directdebit.php and /api/directdebit-code.php', () => {
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  let elsewhere: { tenant: Tenant; host: string };
  let bundleId: number;
  let foreignBundle: number;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    site = await createTenant(t.dataSource, { countries: ['NL', 'BE'] });
    elsewhere = await createTenant(t.dataSource);
    bundleId = await insertBundle(t.dataSource, site.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1000 },
    ]);
    foreignBundle = await insertBundle(t.dataSource, elsewhere.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1000 },
    ]);
  });
  afterAll(() => t.close());

  const member = async (where = site) => {
    const who = await activeMember(t.http, t.dataSource, where.host);
    await t.dataSource.query(`UPDATE profile SET country = 'NL' WHERE id = $1`, [who.profileId]);
    return who;
  };
  const post = (who: TestMember, path: string, body: object, host = site.host) =>
    as(t.http, host, who).post(path, body);
  const errorOf = async (who: TestMember, path: string, body: object, host = site.host) => {
    const { status, body: answer } = await post(who, path, body, host);
    return { status, code: answer.error?.code, params: answer.error?.params };
  };
  const requestOf = async (who: TestMember, overrides: Record<string, unknown> = {}) => {
    const response = await post(who, REQUEST, mandateDetails(bundleId, overrides)).expect(200);
    return directDebitAnswerSchema.parse(response.body);
  };
  const mandateRow = async (id: number) => {
    const [row] = await t.dataSource.query('SELECT * FROM direct_debit_mandate WHERE id = $1', [id]);
    return row;
  };

  describe('the request', () => {
    it('checks the IBAN: checksum, SEPA country; spaces and lower case are fine', async () => {
      const ann = await member();
      expect(
        await errorOf(ann, REQUEST, mandateDetails(bundleId, { iban: 'NL91ABNA0417164301' })),
      ).toMatchObject({ status: 400, code: 'iban_invalid' });
      expect(await errorOf(ann, REQUEST, mandateDetails(bundleId, { iban: 'not an iban' }))).toMatchObject({
        code: 'iban_invalid',
      });
      const brazil = 'BR1800360305000010009795493C1';
      expect(await errorOf(ann, REQUEST, mandateDetails(bundleId, { iban: brazil }))).toMatchObject({
        status: 400,
        code: 'iban_country_unsupported',
      });
      expect(await smsOf(t.dataSource, ann.memberId)).toEqual([]);

      const { request_id } = await requestOf(ann, { iban: 'nl91 abna 0417 1643 00' });
      expect((await mandateRow(request_id)).iban).toBe('NL91ABNA0417164300');
    });

    it('refuses a mobile number that is not one, and reads a national one in the IBAN’s country', async () => {
      const ann = await member();
      for (const mobile of ['12345', '06-CALL-ME', '+0612345678']) {
        expect(await errorOf(ann, REQUEST, mandateDetails(bundleId, { mobile }))).toMatchObject({
          status: 400,
          code: 'mobile_invalid',
        });
      }
      const { request_id, mobile_hint } = await requestOf(ann, { mobile: '0151 2345 6789' });
      expect(mobile_hint).toBe('•••• ••89');
      expect((await mandateRow(request_id)).mobile).toBe('+4915123456789');
    });

    it('sends the code by SMS in the member’s language and stores only its hash', async () => {
      const ann = await member();
      await t.dataSource.query(`UPDATE member SET language = 'de' WHERE id = $1`, [ann.memberId]);
      const { request_id, mobile_hint } = await requestOf(ann);
      expect(mobile_hint).toBe('•••• ••78');

      const [sms] = await smsOf(t.dataSource, ann.memberId);
      expect(sms.phone).toBe('+31612345678');
      expect(sms.body).toMatch(new RegExp(`^Ihr Code für ${site.tenant.name}: \\d{6}$`));
      const [{ status }] = await t.dataSource.query('SELECT status FROM sms_message WHERE member_id = $1', [
        ann.memberId,
      ]);
      expect(status).toBe('outbox');

      const code = await lastSmsCode(t.dataSource, ann.memberId);
      const row = await mandateRow(request_id);
      expect(row).toMatchObject({ status: 'awaiting_code', tries_left: 3, bundle_id: bundleId });
      expect(row.sms_code_hash).not.toContain(code);
      const minutes = (new Date(row.code_expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
    });

    it('refuses a bundle not sold to the buyer and a code that does not fit, before any SMS', async () => {
      const ann = await member();
      expect(await errorOf(ann, REQUEST, mandateDetails(foreignBundle))).toMatchObject({
        status: 404,
        code: 'bundle_not_found',
      });
      expect(await errorOf(ann, REQUEST, mandateDetails(bundleId, { code: 'NOSUCHCODE' }))).toMatchObject({
        status: 404,
        code: 'code_not_found',
      });
      await insertCode(t.dataSource, site.tenant.id, { code: 'PAYPALONLY', payment_methods: ['paypal'] });
      expect(await errorOf(ann, REQUEST, mandateDetails(bundleId, { code: 'paypalonly' }))).toMatchObject({
        code: 'code_wrong_method',
      });
      expect(await smsOf(t.dataSource, ann.memberId)).toEqual([]);

      await insertCode(t.dataSource, site.tenant.id, { code: 'DD10', payment_methods: ['directdebit'] });
      const { request_id } = await requestOf(ann, { code: ' dd10 ' });
      expect((await mandateRow(request_id)).discount_code).toBe('DD10');
    });

    it('refuses bundles priced in another currency than euros (SEPA charges euros only)', async () => {
      const swiss = await createTenant(t.dataSource, { countries: ['CH'] });
      const franc = await insertBundle(t.dataSource, swiss.tenant.id, [
        { country: 'CH', currency: 'CHF', amount: 1500 },
      ]);
      const ann = await member(swiss);
      expect(await errorOf(ann, REQUEST, mandateDetails(franc), swiss.host)).toMatchObject({
        status: 400,
        code: 'payment_method_unavailable',
      });
    });

    it('refuses a blocked member and a blocked IBAN', async () => {
      const ann = await member();
      const bea = await member();
      const blockedIban = newIban();
      await t.dataSource.query(
        `INSERT INTO direct_debit_block (tenant_id, member_id, reason) VALUES ($1, $2, 'chargeback')`,
        [site.tenant.id, ann.memberId],
      );
      await t.dataSource.query(
        `INSERT INTO direct_debit_block (tenant_id, iban, reason) VALUES ($1, $2, 'support')`,
        [site.tenant.id, blockedIban],
      );
      expect(await errorOf(ann, REQUEST, mandateDetails(bundleId))).toMatchObject({
        status: 403,
        code: 'directdebit_account_blocked',
      });
      const spaced = blockedIban.replace(/(.{4})/g, '$1 ');
      expect(await errorOf(bea, REQUEST, mandateDetails(bundleId, { iban: spaced }))).toMatchObject({
        status: 403,
        code: 'directdebit_account_blocked',
      });
      await requestOf(bea);
      expect(await smsOf(t.dataSource, ann.memberId)).toEqual([]);

      const cy = await member(elsewhere);
      const elsewhereBundle = foreignBundle;
      await post(cy, REQUEST, mandateDetails(elsewhereBundle, { iban: blockedIban }), elsewhere.host).expect(
        200,
      );
    });

    it(`allows ${DIRECT_DEBIT_MONTHLY_LIMIT} requests a month per member, and 5 a minute`, async () => {
      const ann = await member();
      for (let i = 0; i < DIRECT_DEBIT_MONTHLY_LIMIT; i++) await requestOf(ann);
      for (let i = DIRECT_DEBIT_MONTHLY_LIMIT; i < 5; i++) {
        expect(await errorOf(ann, REQUEST, mandateDetails(bundleId))).toMatchObject({
          status: 403,
          code: 'directdebit_limit_reached',
        });
      }
      expect((await post(ann, REQUEST, mandateDetails(bundleId))).status).toBe(429);
    });

    it('counts neither requests whose code expired nor those of an earlier month', async () => {
      const ann = await member();
      const ids: number[] = [];
      for (let i = 0; i < DIRECT_DEBIT_MONTHLY_LIMIT; i++) ids.push((await requestOf(ann)).request_id);
      await t.dataSource.query(
        `UPDATE direct_debit_mandate SET code_expires_at = now() - interval '1 minute' WHERE id = $1`,
        [ids[0]],
      );
      await requestOf(ann);
      await t.dataSource.query(
        `UPDATE direct_debit_mandate SET created_at = date_trunc('month', now()) - interval '2 days'
          WHERE member_id = $1`,
        [ann.memberId],
      );
      await requestOf(ann);
    });

    it(`allows ${DIRECT_DEBIT_MONTHLY_LIMIT} requests a month per IBAN, whoever makes them`, async () => {
      const iban = newIban();
      for (let i = 0; i < DIRECT_DEBIT_MONTHLY_LIMIT; i++) await requestOf(await member(), { iban });
      expect(await errorOf(await member(), REQUEST, mandateDetails(bundleId, { iban }))).toMatchObject({
        status: 403,
        code: 'directdebit_limit_reached',
      });
      await requestOf(await member());
    });

    it('holds the monthly limit for parallel requests', async () => {
      const iban = newIban();
      const members = await Promise.all([1, 2, 3, 4, 5].map(() => member()));
      const answers = await Promise.all(
        members.map((who) => post(who, REQUEST, mandateDetails(bundleId, { iban }))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 403, 403]);
    });
  });

  describe('the SMS code', () => {
    it('counts wrong codes down, 2, 1, 0, then the request has failed', async () => {
      const ann = await member();
      const { request_id } = await requestOf(ann);
      const code = await lastSmsCode(t.dataSource, ann.memberId);
      const wrong = code === '000000' ? '000001' : '000000';
      for (const left of [2, 1, 0]) {
        expect(await errorOf(ann, CODE, { request_id, sms_code: wrong })).toEqual({
          status: 400,
          code: 'directdebit_code_invalid',
          params: { tries_left: left },
        });
      }
      expect((await mandateRow(request_id)).status).toBe('failed');
      expect(await errorOf(ann, CODE, { request_id, sms_code: code })).toMatchObject({
        status: 404,
        code: 'directdebit_request_not_found',
      });
    });

    it('spends one try per wrong code, also when they arrive at once', async () => {
      const ann = await member();
      const { request_id } = await requestOf(ann);
      const code = await lastSmsCode(t.dataSource, ann.memberId);
      const wrong = code === '000000' ? '000001' : '000000';
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => post(ann, CODE, { request_id, sms_code: wrong })),
      );
      const codes = answers.map((answer) => answer.body.error?.code).sort();
      expect(codes).toEqual([
        'directdebit_code_invalid',
        'directdebit_code_invalid',
        'directdebit_code_invalid',
        'directdebit_request_not_found',
      ]);
      expect(await mandateRow(request_id)).toMatchObject({ status: 'failed', tries_left: 0 });
    });

    it('refuses the right code once it has expired', async () => {
      const ann = await member();
      const { request_id } = await requestOf(ann);
      const code = await lastSmsCode(t.dataSource, ann.memberId);
      await t.dataSource.query(
        `UPDATE direct_debit_mandate SET code_expires_at = now() - interval '1 second' WHERE id = $1`,
        [request_id],
      );
      expect(await errorOf(ann, CODE, { request_id, sms_code: code })).toMatchObject({
        status: 404,
        code: 'directdebit_request_not_found',
      });
      expect(await errorOf(ann, CODE, { request_id, sms_code: '999999' })).toMatchObject({
        code: 'directdebit_request_not_found',
      });
      expect((await mandateRow(request_id)).tries_left).toBe(3);
    });

    it('answers not found for another member’s request, and for one of another tenant', async () => {
      const ann = await member();
      const { request_id } = await requestOf(ann);
      const code = await lastSmsCode(t.dataSource, ann.memberId);
      const bea = await member();
      expect(await errorOf(bea, CODE, { request_id, sms_code: code })).toMatchObject({
        status: 404,
        code: 'directdebit_request_not_found',
      });
      const cy = await member(elsewhere);
      expect(await errorOf(cy, CODE, { request_id, sms_code: code }, elsewhere.host)).toMatchObject({
        status: 404,
        code: 'directdebit_request_not_found',
      });
      expect(await mandateRow(request_id)).toMatchObject({ status: 'awaiting_code', tries_left: 3 });
    });

    it('signs the mandate with the right code and charges the bundle from it: credits and premium arrive', async () => {
      const ann = await member();
      const { request_id } = await requestOf(ann, { account_holder: ' Anna de Vries ' });
      const code = await lastSmsCode(t.dataSource, ann.memberId);
      const response = await post(ann, CODE, {
        request_id,
        sms_code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
      });
      expect(response.status).toBe(200);
      const answer = directDebitCodeAnswerSchema.parse(response.body);
      expect(answer.status).toBe('paid');

      const request = await mandateRow(request_id);
      expect(request).toMatchObject({ status: 'signed', payment_id: answer.payment_id, tries_left: 3 });
      expect(request.signed_at).not.toBeNull();
      const [mandate] = await t.dataSource.query(
        'SELECT customer_id, method, status FROM simulator_mandate WHERE id = $1',
        [request.provider_mandate_id],
      );
      expect(mandate).toEqual({
        customer_id: `sim_cst_${ann.memberId}`,
        method: 'directdebit',
        status: 'valid',
      });

      const [payment] = await t.dataSource.query('SELECT * FROM payment WHERE id = $1', [answer.payment_id]);
      expect(payment).toMatchObject({
        member_id: ann.memberId,
        bundle_id: bundleId,
        method: 'directdebit',
        sequence_type: 'recurring',
        mandate_id: request.provider_mandate_id,
        status: 'paid',
        currency: 'EUR',
      });
      const purchases = (await ledgerOf(t.dataSource, ann.memberId)).filter(
        (row) => row.reason === 'purchase',
      );
      expect(purchases).toEqual([
        expect.objectContaining({ delta: 100, reference: `payment:${answer.payment_id}` }),
      ]);
      expect(await isPaidUser(t.dataSource, ann.memberId)).toBe(true);

      expect(await errorOf(ann, CODE, { request_id, sms_code: code })).toMatchObject({
        status: 404,
        code: 'directdebit_request_not_found',
      });
    });

    it('applies the code typed with the request to the payment', async () => {
      await insertCode(t.dataSource, site.tenant.id, { code: 'DEBIT20', value_percentage: 20 });
      const ann = await member();
      const { request_id } = await requestOf(ann, { code: 'debit20' });
      const sms_code = await lastSmsCode(t.dataSource, ann.memberId);
      const answer = directDebitCodeAnswerSchema.parse(
        (await post(ann, CODE, { request_id, sms_code }).expect(200)).body,
      );
      expect(await paymentRow(t.dataSource, answer.payment_id)).toMatchObject({
        amount: 800,
        list_amount: 1000,
      });
    });

    it('starts one payment when the right code is posted twice at once', async () => {
      const ann = await member();
      const { request_id } = await requestOf(ann);
      const sms_code = await lastSmsCode(t.dataSource, ann.memberId);
      const answers = await Promise.all([1, 2, 3].map(() => post(ann, CODE, { request_id, sms_code })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
      const payments = await t.dataSource.query('SELECT id FROM payment WHERE member_id = $1', [
        ann.memberId,
      ]);
      expect(payments).toHaveLength(1);
      const mandates = await t.dataSource.query('SELECT id FROM simulator_mandate WHERE customer_id = $1', [
        `sim_cst_${ann.memberId}`,
      ]);
      expect(mandates).toHaveLength(1);
      const purchases = (await ledgerOf(t.dataSource, ann.memberId)).filter(
        (row) => row.reason === 'purchase',
      );
      expect(purchases).toHaveLength(1);
    });

    it('blocks the member and the IBAN after a chargeback of the direct debit', async () => {
      const ann = await member();
      const iban = newIban();
      const { request_id } = await requestOf(ann, { iban });
      const sms_code = await lastSmsCode(t.dataSource, ann.memberId);
      const { payment_id } = (await post(ann, CODE, { request_id, sms_code }).expect(200)).body;
      const [{ provider_payment_id }] = await t.dataSource.query(
        'SELECT provider_payment_id FROM payment WHERE id = $1',
        [payment_id],
      );
      await chooseOnSimulator(t, site.host, provider_payment_id, 'chargeback').expect(303);

      expect(await errorOf(ann, REQUEST, mandateDetails(bundleId))).toMatchObject({
        code: 'directdebit_account_blocked',
      });
      expect(await errorOf(await member(), REQUEST, mandateDetails(bundleId, { iban }))).toMatchObject({
        code: 'directdebit_account_blocked',
      });
    });

    it('validates the body', async () => {
      const ann = await member();
      expect(await errorOf(ann, CODE, { request_id: 'x', sms_code: '123456' })).toMatchObject({
        status: 400,
        code: 'validation_failed',
      });
      expect((await post(ann, CODE, { request_id: 1, sms_code: '1' }).set('Cookie', '')).status).toBe(403);
    });
  });
});
