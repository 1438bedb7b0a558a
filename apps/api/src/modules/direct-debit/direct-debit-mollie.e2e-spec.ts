import { directDebitAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { lastSmsCode, mandateDetails } from '../../test/direct-debit.js';
import { insertBundle } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import type { FakeMollie } from '../../test/fake-mollie.js';
import { payThroughMollie, startAppOnFakeMollie } from '../../test/mollie-app.js';
import { ledgerOf, postWebhook } from '../../test/payments.js';
import { activeMember, as, type TestMember } from '../../test/profiles.js';
import type { TestApp } from '../../test/test-app.js';

const REQUEST = '/api/directdebit.php';
const CODE = '/api/directdebit-code.php';
/** A Mollie that has not answered by then is given up on (30 s in production). */
const MOLLIE_TIMEOUT_MS = 1_000;

/**
 * Direct debit on a Mollie tenant when Mollie's answer is lost (it did the work, the connection gave up):
 * the SMS code posted again gets the customer, mandate and charge Mollie made, never a second debit.
 */
describe('direct debit through Mollie, answers lost', () => {
  let mollie: FakeMollie;
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  let bundleId: number;

  beforeAll(async () => {
    ({ mollie, t } = await startAppOnFakeMollie(MOLLIE_TIMEOUT_MS));
    site = await createTenant(t.dataSource, { countries: ['NL'] });
    await payThroughMollie(t.dataSource, site.tenant.id, mollie.apiKey);
    bundleId = await insertBundle(t.dataSource, site.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1000 },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await mollie.close();
  });

  /** A member with a request waiting for its code; answers the code the SMS brought. */
  const requested = async () => {
    const who = await activeMember(t.http, t.dataSource, site.host);
    await t.dataSource.query(`UPDATE profile SET country = 'NL' WHERE id = $1`, [who.profileId]);
    const answer = await as(t.http, site.host, who).post(REQUEST, mandateDetails(bundleId)).expect(200);
    const { request_id } = directDebitAnswerSchema.parse(answer.body);
    return { who, body: { request_id, sms_code: await lastSmsCode(t.dataSource, who.memberId) } };
  };
  const confirm = (who: TestMember, body: object) => as(t.http, site.host, who).post(CODE, body);
  /** The code posted while Mollie's answers to POSTs ending with `pathEnd` are lost: 503. */
  const confirmLosing = async (pathEnd: string, who: TestMember, body: object) => {
    const release = mollie.holdAnswers(pathEnd);
    try {
      const answer = await confirm(who, body);
      expect([answer.status, answer.body.error?.code]).toEqual([503, 'payment_provider_unavailable']);
    } finally {
      release();
    }
  };
  const customerIdOf = async (who: TestMember): Promise<string> =>
    (await t.dataSource.query('SELECT payment_customer_id FROM member WHERE id = $1', [who.memberId]))[0]
      .payment_customer_id;
  const chargesOf = (customerId: string) =>
    mollie.payments.filter((payment) => payment.resource.customerId === customerId);
  const purchases = async (who: TestMember) =>
    (await ledgerOf(t.dataSource, who.memberId)).filter((row) => row.reason === 'purchase');

  it('debits once when the charge’s answer was lost: the code again gets the payment Mollie made', async () => {
    const { who, body } = await requested();
    await confirmLosing('/v2/payments', who, body);
    const customerId = await customerIdOf(who);
    expect(chargesOf(customerId)).toHaveLength(1);
    const [payment] = await t.dataSource.query(
      'SELECT id, status, provider_payment_id FROM payment WHERE member_id = $1',
      [who.memberId],
    );
    expect(payment).toMatchObject({ status: 'pending', provider_payment_id: null });
    const [request] = await t.dataSource.query(
      'SELECT status, payment_id FROM direct_debit_mandate WHERE id = $1',
      [body.request_id],
    );
    expect(request).toEqual({ status: 'awaiting_code', payment_id: payment.id });

    const again = await confirm(who, body).expect(200);
    expect(again.body).toEqual({ payment_id: payment.id, status: 'paid' });
    expect(chargesOf(customerId)).toHaveLength(1);
    expect(
      await t.dataSource.query('SELECT id FROM payment WHERE member_id = $1', [who.memberId]),
    ).toHaveLength(1);
    expect(await purchases(who)).toHaveLength(1);
    await confirm(who, body).expect(404);
  });

  it('makes one customer and one mandate when their answers were lost', async () => {
    const { who, body } = await requested();
    await confirmLosing('/v2/customers', who, body);
    await confirmLosing('/mandates', who, body);
    await confirm(who, body).expect(200);
    const customers = mollie.customers.filter(
      (customer) => (customer.metadata as { member_id?: number } | null)?.member_id === who.memberId,
    );
    expect(customers).toHaveLength(1);
    const customerId = await customerIdOf(who);
    expect(customers[0].id).toBe(customerId);
    const mandates = mollie.mandates.filter((mandate) =>
      String((mandate._links as { customer: { href: string } }).customer.href).endsWith(
        `/customers/${customerId}`,
      ),
    );
    expect(mandates).toHaveLength(1);
    expect(chargesOf(customerId)).toHaveLength(1);
    expect(await purchases(who)).toHaveLength(1);
    // keys this database's request alone makes: its id and its creation time
    const [{ ms }] = await t.dataSource.query(
      `SELECT floor(extract(epoch FROM created_at) * 1000)::bigint::text AS ms FROM direct_debit_mandate WHERE id = $1`,
      [body.request_id],
    );
    const mandateKeys = mollie.requests
      .filter((r) => r.method === 'POST' && r.path === `/v2/customers/${customerId}/mandates`)
      .map((r) => r.idempotencyKey);
    expect(new Set(mandateKeys)).toEqual(new Set([`mandate-${body.request_id}-${ms}`]));
  });

  it('books the charge whose answer was lost from the webhook, and the code again answers it', async () => {
    const { who, body } = await requested();
    await confirmLosing('/v2/payments', who, body);
    const [charge] = chargesOf(await customerIdOf(who));
    await postWebhook(t, site.host, charge.id).expect(200);
    expect(await purchases(who)).toHaveLength(1);
    const again = await confirm(who, body).expect(200);
    expect(again.body.status).toBe('paid');
    expect(chargesOf(await customerIdOf(who))).toHaveLength(1);
    expect(await purchases(who)).toHaveLength(1);
  });
});
