import { paymentMethodsAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { creditsOf } from '../../test/chat.js';
import { insertBundle } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import { type FakeMollie, startFakeMollie } from '../../test/fake-mollie.js';
import { isPaidUser, ledgerOf, paymentRow, postWebhook, startPayment } from '../../test/payments.js';
import { activeMember, as, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** A Mollie that has not answered by then is given up on (30 s in production). */
const MOLLIE_TIMEOUT_MS = 1_000;

/** A tenant on Mollie: the API talks to a local server that answers like Mollie's v2 API. */
describe('payments through Mollie', () => {
  let mollie: FakeMollie;
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  let other: { tenant: Tenant; host: string };
  /** Another brand of the same operator: the same Mollie account (key) as `site`. */
  let sameAccount: { tenant: Tenant; host: string };
  let bundleId: number;
  let sameAccountBundleId: number;

  const onMollie = (tenant: Tenant, key: string) =>
    t.dataSource.query(`UPDATE tenant SET payment_provider = 'mollie', mollie_api_key = $2 WHERE id = $1`, [
      tenant.id,
      key,
    ]);

  beforeAll(async () => {
    mollie = await startFakeMollie();
    t = await startTestApp({
      TRUST_PROXY: '1',
      MOLLIE_API_ENDPOINT: mollie.url,
      MOLLIE_TIMEOUT_MS: String(MOLLIE_TIMEOUT_MS),
    });
    site = await createTenant(t.dataSource, { countries: ['NL'] });
    other = await createTenant(t.dataSource, { countries: ['NL'] });
    sameAccount = await createTenant(t.dataSource, { countries: ['NL'] });
    await onMollie(site.tenant, mollie.apiKey);
    await onMollie(other.tenant, mollie.addApiKey());
    await onMollie(sameAccount.tenant, mollie.apiKey);
    bundleId = await insertBundle(t.dataSource, site.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1999 },
    ]);
    sameAccountBundleId = await insertBundle(t.dataSource, sameAccount.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1999 },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await mollie.close();
  });

  const member = async (host = site.host): Promise<TestMember> => {
    const who = await activeMember(t.http, t.dataSource, host);
    await t.dataSource.query(`UPDATE member SET created_at = now() - interval '30 days' WHERE id = $1`, [
      who.memberId,
    ]);
    return who;
  };
  const purchases = async (who: TestMember) =>
    (await ledgerOf(t.dataSource, who.memberId)).filter((row) => row.reason === 'purchase');
  const providerIdOf = async (paymentId: number): Promise<string> =>
    (await t.dataSource.query('SELECT provider_payment_id FROM payment WHERE id = $1', [paymentId]))[0]
      .provider_payment_id;

  it("offers Mollie's methods for the bundle in the member's country", async () => {
    const ann = await member();
    const answer = await as(t.http, site.host, ann)
      .get('/api/payment-methods.php', { bundle_id: bundleId })
      .expect(200);
    const { methods } = paymentMethodsAnswerSchema.parse(answer.body);
    expect(methods.map((m) => m.id)).toEqual(
      expect.arrayContaining(['ideal', 'creditcard', 'paypal', 'klarna']),
    );
    expect(methods.map((m) => m.id)).not.toContain('bancontact');
  });

  it('creates the payment at Mollie with our price and URLs; the webhook and the return page book it once', async () => {
    const ann = await member();
    const started = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
      amount: 1,
    });
    const id = await providerIdOf(started.payment_id);
    expect(id).toMatch(/^tr_/);
    expect(started.checkout_url).toBe(
      (mollie.payment(id).resource as { _links: { checkout: { href: string } } })._links.checkout.href,
    );
    expect(mollie.payment(id).body).toMatchObject({
      amount: { currency: 'EUR', value: '19.99' },
      method: 'ideal',
      redirectUrl: expect.stringMatching(new RegExp(`/transactions/${started.payment_id}$`)),
      webhookUrl: expect.stringMatching(/\/api\/payment-webhook\.php$/),
    });

    mollie.setStatus(id, 'paid');
    const answers = await Promise.all([
      postWebhook(t, site.host, id),
      postWebhook(t, site.host, id),
      postWebhook(t, site.host, id),
      as(t.http, site.host, ann).get('/api/payments.php', { id: started.payment_id }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await purchases(ann)).toHaveLength(1);
    expect(await isPaidUser(t.dataSource, ann.memberId)).toBe(true);
  });

  it('answers 503 while Mollie cannot be asked (so it retries), and books on the retry', async () => {
    const ann = await member();
    const started = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'creditcard' });
    const id = await providerIdOf(started.payment_id);
    mollie.setStatus(id, 'paid');
    mollie.failNext(3);
    const refused = await postWebhook(t, site.host, id);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('payment_provider_unavailable');
    expect(await purchases(ann)).toEqual([]);
    await postWebhook(t, site.host, id).expect(200);
    expect(await purchases(ann)).toHaveLength(1);
  });

  it("changes nothing for another tenant's host (another Mollie account) or an unknown id", async () => {
    const ann = await member();
    const started = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'ideal' });
    const id = await providerIdOf(started.payment_id);
    mollie.setStatus(id, 'paid');
    await postWebhook(t, other.host, id).expect(200);
    await postWebhook(t, site.host, 'tr_doesnotexist').expect(200);
    expect((await paymentRow(t.dataSource, started.payment_id)).status).toBe('open');
    expect(await purchases(ann)).toEqual([]);
  });

  it('a refund Mollie reports takes the credits back, once', async () => {
    const ann = await member();
    const started = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'ideal' });
    const id = await providerIdOf(started.payment_id);
    mollie.setStatus(id, 'paid');
    await postWebhook(t, site.host, id).expect(200);
    const paid = await creditsOf(t, ann.memberId);
    mollie.addRefund(id, 1000);
    await postWebhook(t, site.host, id).expect(200);
    await postWebhook(t, site.host, id).expect(200);
    // half the price bought 51 of the 100 credits (rounded up)
    expect(await creditsOf(t, ann.memberId)).toBe(paid - 51);
  });

  it('a purchase while Mollie is down answers 503 and records nothing', async () => {
    const ann = await member();
    mollie.failNext(100);
    const refused = await as(t.http, site.host, ann).post('/api/payments.php', {
      bundle_id: bundleId,
      method: 'ideal',
    });
    mollie.failNext(0);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('payment_provider_unavailable');
    const rows = await t.dataSource.query('SELECT status FROM payment WHERE member_id = $1', [ann.memberId]);
    expect(rows).toEqual([]);
  });

  it('keeps a payment whose answer was lost pending; the webhook finds it by our reference and books it once', async () => {
    const ann = await member();
    const release = mollie.holdAnswers('/v2/payments');
    let refused: { status: number; body: { error?: { code: string } } };
    try {
      refused = await as(t.http, site.host, ann).post('/api/payments.php', {
        bundle_id: bundleId,
        method: 'ideal',
      });
    } finally {
      release();
    }
    expect([refused.status, refused.body.error?.code]).toEqual([503, 'payment_provider_unavailable']);
    const [payment] = await t.dataSource.query(
      'SELECT id, status, provider_payment_id FROM payment WHERE member_id = $1',
      [ann.memberId],
    );
    // Mollie made it: not failed, but unknown until Mollie tells
    expect(payment).toMatchObject({ status: 'pending', provider_payment_id: null });
    const made = mollie.payments.filter(
      (p) => (p.body.metadata as { reference?: string } | null)?.reference === String(payment.id),
    );
    expect(made).toHaveLength(1);
    const { id } = made[0];
    mollie.setStatus(id, 'paid');

    // the same Mollie account behind another tenant's host books nothing of this tenant's
    await postWebhook(t, sameAccount.host, id).expect(200);
    await postWebhook(t, other.host, id).expect(200);
    expect(await paymentRow(t.dataSource, payment.id)).toMatchObject({ status: 'pending' });

    const answers = await Promise.all([postWebhook(t, site.host, id), postWebhook(t, site.host, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await providerIdOf(payment.id)).toBe(id);
    expect(await paymentRow(t.dataSource, payment.id)).toMatchObject({ status: 'paid' });
    await postWebhook(t, site.host, id).expect(200);
    expect(await purchases(ann)).toHaveLength(1);
  });

  it('never links a Mollie payment another tenant booked, whatever reference it carries', async () => {
    const ann = await member();
    const release = mollie.holdAnswers('/v2/payments');
    try {
      await as(t.http, site.host, ann)
        .post('/api/payments.php', { bundle_id: bundleId, method: 'ideal' })
        .expect(503);
    } finally {
      release();
    }
    const [{ id: paymentId }] = await t.dataSource.query('SELECT id FROM payment WHERE member_id = $1', [
      ann.memberId,
    ]);
    // made in the shared account by the other brand (or by hand), naming this tenant's payment
    const bea = await member(sameAccount.host);
    const theirs = await startPayment(t, sameAccount.host, bea, {
      bundle_id: sameAccountBundleId,
      method: 'ideal',
    });
    const theirId = await providerIdOf(theirs.payment_id);
    (mollie.payment(theirId).resource.metadata as { reference: string }).reference = String(paymentId);
    mollie.setStatus(theirId, 'paid');
    await postWebhook(t, sameAccount.host, theirId).expect(200);
    await postWebhook(t, site.host, theirId).expect(200);
    expect(await paymentRow(t.dataSource, paymentId)).toMatchObject({ status: 'pending' });
    expect(await providerIdOf(paymentId)).toBeNull();
    expect(await purchases(ann)).toEqual([]);
  });
});
