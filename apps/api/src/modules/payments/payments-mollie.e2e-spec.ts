import { paymentMethodsAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { creditsOf } from '../../test/chat.js';
import { insertBundle, insertCode, redemptionsOf } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import type { FakeMollie } from '../../test/fake-mollie.js';
import { payThroughMollie, startAppOnFakeMollie } from '../../test/mollie-app.js';
import { isPaidUser, ledgerOf, paymentRow, postWebhook, startPayment } from '../../test/payments.js';
import { activeMember, as, type TestMember } from '../../test/profiles.js';
import type { TestApp } from '../../test/test-app.js';

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

  const onMollie = (tenant: Tenant, key: string) => payThroughMollie(t.dataSource, tenant.id, key);

  beforeAll(async () => {
    ({ mollie, t } = await startAppOnFakeMollie(MOLLIE_TIMEOUT_MS));
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
  /** `path` posted while Mollie's answers to new payments are lost on their way (Mollie still makes them). */
  const unanswered = async (who: TestMember, path: string, body: Record<string, unknown>) => {
    const release = mollie.holdAnswers('/v2/payments');
    try {
      return await as(t.http, site.host, who).post(path, body);
    } finally {
      release();
    }
  };
  const molliePaymentsOf = (paymentId: number) =>
    mollie.payments.filter(
      (p) => (p.body.metadata as { reference?: string } | null)?.reference === String(paymentId),
    );

  it('a repeat order retried after a lost answer gets the charge Mollie made, not a second one', async () => {
    const ann = await member();
    const first = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'creditcard' });
    const firstId = await providerIdOf(first.payment_id);
    mollie.setStatus(firstId, 'paid');
    await postWebhook(t, site.host, firstId).expect(200);

    const lost = await unanswered(ann, '/api/repeat-order.php', {});
    expect([lost.status, lost.body.error?.code]).toEqual([503, 'payment_provider_unavailable']);
    const again = await as(t.http, site.host, ann).post('/api/repeat-order.php', {}).expect(200);
    const charges = await t.dataSource.query(
      `SELECT id, status, provider_payment_id FROM payment WHERE member_id = $1 AND sequence_type = 'recurring'`,
      [ann.memberId],
    );
    expect(charges).toHaveLength(1);
    expect(again.body.payment_id).toBe(charges[0].id);
    const made = molliePaymentsOf(charges[0].id);
    expect(made).toHaveLength(1);
    expect(charges[0].provider_payment_id).toBe(made[0].id);
  });

  it("a retry with the code after a lost answer may use it; a lost payment frees its code after Mollie's hour", async () => {
    const ann = await member();
    const codeId = await insertCode(t.dataSource, site.tenant.id, {
      code: 'LOST1',
      validity: 'once-per-user',
    });
    const order = { bundle_id: bundleId, method: 'ideal', code: 'LOST1' };
    expect((await unanswered(ann, '/api/payments.php', order)).status).toBe(503);
    const retried = await startPayment(t, site.host, ann, order);
    const [lost] = await redemptionsOf(t.dataSource, codeId);
    expect(await redemptionsOf(t.dataSource, codeId)).toEqual([
      { payment_id: lost.payment_id, status: 'released' },
      { payment_id: retried.payment_id, status: 'reserved' },
    ]);

    // a code for one use: another member's lost payment holds it for an hour, then lets it go
    const once = await insertCode(t.dataSource, site.tenant.id, { code: 'LOST2', validity: 'once' });
    const bea = await member();
    const onceOrder = { bundle_id: bundleId, method: 'ideal', code: 'LOST2' };
    expect((await unanswered(bea, '/api/payments.php', onceOrder)).status).toBe(503);
    const [held] = await redemptionsOf(t.dataSource, once);
    const cas = await member();
    const taken = await as(t.http, site.host, cas).post('/api/payments.php', onceOrder);
    expect([taken.status, taken.body.error?.code]).toEqual([409, 'code_already_used']);
    await t.dataSource.query(`UPDATE payment SET created_at = now() - interval '61 minutes' WHERE id = $1`, [
      held.payment_id,
    ]);
    const freed = await startPayment(t, site.host, cas, onceOrder);
    expect(await redemptionsOf(t.dataSource, once)).toEqual([
      { payment_id: held.payment_id, status: 'released' },
      { payment_id: freed.payment_id, status: 'reserved' },
    ]);
  });

  it('asks Mollie about an unknown webhook id only when it has its shape and a payment may be lost', async () => {
    const asked = () =>
      mollie.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v2/payments/'));
    const before = asked().length;
    await postWebhook(t, other.host, 'foo').expect(200);
    await postWebhook(t, other.host, 'tr_../../customers').expect(200);
    // nothing of `other` can have been made without our knowing its id
    await postWebhook(t, other.host, 'tr_unknown1').expect(200);
    expect(asked().length).toBe(before);

    const dan = await member(other.host);
    const otherBundleId = await insertBundle(t.dataSource, other.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1999 },
    ]);
    const release = mollie.holdAnswers('/v2/payments');
    try {
      await as(t.http, other.host, dan)
        .post('/api/payments.php', { bundle_id: otherBundleId, method: 'ideal' })
        .expect(503);
    } finally {
      release();
    }
    await postWebhook(t, other.host, 'tr_unknown2').expect(200);
    expect(
      asked()
        .map((r) => r.path)
        .slice(before),
    ).toEqual(['/v2/payments/tr_unknown2']);
  });

  it('books a payment failed at its creation that Mollie made after all', async () => {
    const ann = await member();
    expect(
      (await unanswered(ann, '/api/payments.php', { bundle_id: bundleId, method: 'ideal' })).status,
    ).toBe(503);
    const [{ id: paymentId }] = await t.dataSource.query('SELECT id FROM payment WHERE member_id = $1', [
      ann.memberId,
    ]);
    // as if Mollie had answered an error (a 5xx) while making it
    await t.dataSource.query(`UPDATE payment SET status = 'failed' WHERE id = $1`, [paymentId]);
    const [made] = molliePaymentsOf(paymentId);
    mollie.setStatus(made.id, 'paid');
    await postWebhook(t, site.host, made.id).expect(200);
    expect(await paymentRow(t.dataSource, paymentId)).toMatchObject({ status: 'paid' });
    expect(await providerIdOf(paymentId)).toBe(made.id);
    expect(await purchases(ann)).toHaveLength(1);
  });

  it("sends idempotency keys this database's rows alone make (the id and its creation time)", async () => {
    const ann = await member();
    const started = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'creditcard' });
    const [{ ms, member_ms }] = await t.dataSource.query(
      `SELECT floor(extract(epoch FROM p.created_at) * 1000)::bigint::text AS ms,
              floor(extract(epoch FROM m.created_at) * 1000)::bigint::text AS member_ms
         FROM payment p JOIN member m ON m.id = p.member_id WHERE p.id = $1`,
      [started.payment_id],
    );
    const posted = (path: string) => mollie.requests.filter((r) => r.method === 'POST' && r.path === path);
    const payment = posted('/v2/payments').find(
      (r) =>
        (r.body as { metadata?: { reference?: string } }).metadata?.reference === String(started.payment_id),
    );
    expect(payment?.idempotencyKey).toBe(`payment-${started.payment_id}-${ms}`);
    expect(posted('/v2/customers').at(-1)?.idempotencyKey).toBe(`customer-${ann.memberId}-${member_ms}`);
  });
});
