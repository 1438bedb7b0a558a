import { bundlesAnswerSchema, paymentsAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { creditsOf, type ReceivedEvent, recordLiveEvents } from '../../test/chat.js';
import { insertBundle, insertCode } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import {
  chooseOnSimulator,
  isPaidUser,
  ledgerOf,
  paymentRow,
  postWebhook,
  setSimulatorStatus,
  simulatorIdOf,
  startPayment,
} from '../../test/payments.js';
import { activeMember, as, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('payments through the simulator', () => {
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  let elsewhere: { tenant: Tenant; host: string };
  let bundleId: number;
  let bigBundle: number;
  let foreignBundle: number;
  let events: ReceivedEvent[];

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    site = await createTenant(t.dataSource, { countries: ['NL', 'BE'] });
    elsewhere = await createTenant(t.dataSource);
    bundleId = await insertBundle(t.dataSource, site.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1000 },
      { country: 'BE', currency: 'EUR', amount: 1200 },
    ]);
    bigBundle = await insertBundle(
      t.dataSource,
      site.tenant.id,
      [{ country: 'NL', currency: 'EUR', amount: 4000 }],
      500,
    );
    foreignBundle = await insertBundle(t.dataSource, elsewhere.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 500 },
    ]);
    events = recordLiveEvents(t);
  });
  afterAll(() => t.close());

  /** A member past the time bonus and welcome windows: they pay list prices unless they type a code. */
  const member = async (): Promise<TestMember> => {
    const who = await activeMember(t.http, t.dataSource, site.host);
    await t.dataSource.query(`UPDATE member SET created_at = now() - interval '30 days' WHERE id = $1`, [
      who.memberId,
    ]);
    return who;
  };
  const paymentOf = async (who: TestMember, id: number, query: Record<string, unknown> = {}) => {
    const response = await as(t.http, site.host, who)
      .get('/api/payments.php', { id, ...query })
      .expect(200);
    return paymentsAnswerSchema.parse(response.body).payments[0];
  };
  const purchasesOf = async (who: TestMember) =>
    (await ledgerOf(t.dataSource, who.memberId)).filter((row) => row.reason === 'purchase');
  const errorOf = (response: { status: number; body: { error?: { code: string } } }) => ({
    status: response.status,
    code: response.body.error?.code,
  });

  it("prices bundles in the member's country, and in the geoip country for visitors", async () => {
    const ann = await member();
    const mine = bundlesAnswerSchema.parse(
      (await as(t.http, site.host, ann).get('/api/bundles.php').expect(200)).body,
    );
    expect(mine).toMatchObject({ country: 'NL', currency: 'EUR', discount: null });
    expect(mine.bundles.map((b) => [b.id, b.amount, b.discounted_amount])).toEqual([
      [bundleId, 1000, 1000],
      [bigBundle, 4000, 4000],
    ]);
    const visitor = await t.http
      .get('/api/bundles.php')
      .set('Host', site.host)
      .set('CF-IPCountry', 'BE')
      .expect(200);
    expect(visitor.body.country).toBe('BE');
    expect(visitor.body.bundles).toEqual([expect.objectContaining({ id: bundleId, amount: 1200 })]);
  });

  it('charges what the API computes: a price sent along is ignored', async () => {
    const ann = await member();
    const started = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
      amount: 1,
      price: 1,
    });
    expect(started.status).toBe('open');
    expect(started.checkout_url).toMatch(/\/api\/simulator\.php\?id=sim_/);
    expect(await paymentRow(t.dataSource, started.payment_id)).toMatchObject({
      amount: 1000,
      list_amount: 1000,
    });
  });

  it('books a paid payment once: credits, premium, a ledger row keyed by the payment, live events', async () => {
    const ann = await member();
    const before = await creditsOf(t, ann.memberId);
    const { payment_id, checkout_url } = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
    });
    events.length = 0;
    const chosen = await chooseOnSimulator(t, site.host, simulatorIdOf(checkout_url), 'paid').expect(303);
    expect(chosen.headers.location).toMatch(new RegExp(`/transactions/${payment_id}$`));
    expect(await creditsOf(t, ann.memberId)).toBe(before + 100);
    expect(await isPaidUser(t.dataSource, ann.memberId)).toBe(true);
    expect((await ledgerOf(t.dataSource, ann.memberId)).filter((r) => r.reason === 'purchase')).toEqual([
      {
        delta: 100,
        reason: 'purchase',
        reference: `payment:${payment_id}`,
        idempotency_key: `payment:${payment_id}`,
      },
    ]);
    const mine = events.filter((e) => e.memberId === ann.memberId).map((e) => e.event);
    expect(mine).toEqual(
      expect.arrayContaining([
        { type: 'credits', credits: before + 100 },
        { type: 'payment', payment_id, status: 'paid', paid_user: true },
      ]),
    );
    const view = await paymentOf(ann, payment_id);
    expect(view).toMatchObject({ status: 'paid', credits: 100, amount: 1000, currency: 'EUR' });
    expect(view.receipt).toMatchObject({ vat_rate: 21, vat_amount: 174, net_amount: 826 });
    expect(view.receipt?.number).toMatch(
      new RegExp(`^${site.tenant.slug.toUpperCase()}-\\d{4}-${payment_id}$`),
    );
  });

  it('three webhooks at once and the return page book exactly once, and switch premium once', async () => {
    const ann = await member();
    const { payment_id, checkout_url } = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'creditcard',
    });
    const simId = simulatorIdOf(checkout_url);
    await setSimulatorStatus(t.dataSource, simId, 'paid');
    events.length = 0;
    const answers = await Promise.all([
      postWebhook(t, site.host, simId),
      postWebhook(t, site.host, simId),
      postWebhook(t, site.host, simId),
      as(t.http, site.host, ann).get('/api/payments.php', { id: payment_id }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await ledgerOf(t.dataSource, ann.memberId)).filter((r) => r.reason === 'purchase')).toHaveLength(
      1,
    );
    const paidEvents = events.filter((e) => e.memberId === ann.memberId && e.event.type === 'payment');
    expect(paidEvents).toEqual([
      { memberId: ann.memberId, event: { type: 'payment', payment_id, status: 'paid', paid_user: true } },
    ]);
    await postWebhook(t, site.host, simId).expect(200);
    expect((await ledgerOf(t.dataSource, ann.memberId)).filter((r) => r.reason === 'purchase')).toHaveLength(
      1,
    );
  });

  it("a webhook on another tenant's host, or with an unknown id, answers 200 and changes nothing", async () => {
    const ann = await member();
    const { payment_id, checkout_url } = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
    });
    const simId = simulatorIdOf(checkout_url);
    await setSimulatorStatus(t.dataSource, simId, 'paid');
    expect((await postWebhook(t, elsewhere.host, simId).expect(200)).body).toEqual({ ok: true });
    expect((await postWebhook(t, site.host, 'tr_unknown').expect(200)).body).toEqual({ ok: true });
    expect((await paymentRow(t.dataSource, payment_id)).status).toBe('open');
    expect(await purchasesOf(ann)).toEqual([]);
    expect(await isPaidUser(t.dataSource, ann.memberId)).toBe(false);
  });

  it('a return page claiming status=paid books nothing while the provider says open', async () => {
    const ann = await member();
    const { payment_id } = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'ideal' });
    const view = await paymentOf(ann, payment_id, { status: 'paid' });
    expect(view.status).toBe('open');
    expect(await purchasesOf(ann)).toEqual([]);
  });

  it('failed and cancelled payments book nothing and free the code; pending then paid books once', async () => {
    const ann = await member();
    const codeId = await insertCode(t.dataSource, site.tenant.id, {
      code: 'ONCEONLY',
      validity: 'once',
      value_percentage: 50,
    });
    const failed = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
      code: 'onceonly',
    });
    expect((await paymentRow(t.dataSource, failed.payment_id)).amount).toBe(500);
    await chooseOnSimulator(t, site.host, simulatorIdOf(failed.checkout_url), 'failed').expect(303);
    expect((await paymentOf(ann, failed.payment_id)).status).toBe('failed');

    const cancelled = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
      code: 'ONCEONLY',
    });
    await chooseOnSimulator(t, site.host, simulatorIdOf(cancelled.checkout_url), 'canceled').expect(303);
    expect((await paymentOf(ann, cancelled.payment_id)).status).toBe('canceled');

    const later = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
      code: 'ONCEONLY',
    });
    const simId = simulatorIdOf(later.checkout_url);
    await chooseOnSimulator(t, site.host, simId, 'pending').expect(303);
    expect((await paymentOf(ann, later.payment_id)).status).toBe('pending');
    expect(await purchasesOf(ann)).toEqual([]);
    await chooseOnSimulator(t, site.host, simId, 'paid').expect(303);
    expect(await paymentOf(ann, later.payment_id)).toMatchObject({
      status: 'paid',
      discount_code: 'ONCEONLY',
      amount: 500,
    });
    expect(await purchasesOf(ann)).toHaveLength(1);
    const [code] = await t.dataSource.query('SELECT status FROM discount_code WHERE id = $1', [codeId]);
    expect(code.status).toBe('used');
    // a final payment offers nothing more than a refund or chargeback
    await chooseOnSimulator(t, site.host, simulatorIdOf(failed.checkout_url), 'paid').expect(404);
  });

  it('one single-use code in two parallel payments: exactly one gets the discount', async () => {
    await insertCode(t.dataSource, site.tenant.id, {
      code: 'RACE50',
      validity: 'once',
      value_percentage: 50,
    });
    const [ann, bob] = await Promise.all([member(), member()]);
    const answers = await Promise.all(
      [ann, bob].map((who) =>
        as(t.http, site.host, who).post('/api/payments.php', {
          bundle_id: bundleId,
          method: 'ideal',
          code: 'RACE50',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((a) => a.status === 409) ?? answers[0]).code).toBe('code_already_used');
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM payment WHERE discount_code_id = (SELECT id FROM discount_code WHERE code = 'RACE50')`,
    );
    expect(n).toBe(1);
  });

  it('a refund takes the credits back; a chargeback takes what is left and records the rest as debt', async () => {
    const ann = await member();
    const first = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'ideal' });
    await chooseOnSimulator(t, site.host, simulatorIdOf(first.checkout_url), 'paid').expect(303);
    const base = await creditsOf(t, ann.memberId);
    await chooseOnSimulator(t, site.host, simulatorIdOf(first.checkout_url), 'refund').expect(303);
    expect(await creditsOf(t, ann.memberId)).toBe(base - 100);
    expect((await paymentOf(ann, first.payment_id)).refunded_credits).toBe(100);

    const second = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'ideal' });
    await chooseOnSimulator(t, site.host, simulatorIdOf(second.checkout_url), 'paid').expect(303);
    await t.dataSource.query('UPDATE member SET credits = 30 WHERE id = $1', [ann.memberId]);
    await chooseOnSimulator(t, site.host, simulatorIdOf(second.checkout_url), 'chargeback').expect(303);
    expect(await creditsOf(t, ann.memberId)).toBe(0);
    const [chargeback] = await t.dataSource.query(
      'SELECT credits, credits_taken, debt_credits FROM payment_chargeback WHERE payment_id = $1',
      [second.payment_id],
    );
    expect(chargeback).toEqual({ credits: 100, credits_taken: 30, debt_credits: 70 });
    await postWebhook(t, site.host, simulatorIdOf(second.checkout_url)).expect(200);
    expect(
      await t.dataSource.query('SELECT 1 FROM payment_chargeback WHERE payment_id = $1', [second.payment_id]),
    ).toHaveLength(1);
  });

  it("repeat order charges the card's mandate in one click; a declined mandate fails", async () => {
    const ann = await member();
    const none = await as(t.http, site.host, ann).get('/api/repeat-order.php').expect(200);
    expect(none.body).toEqual({ bundle: null, method: null, one_click: false });
    const first = await startPayment(t, site.host, ann, { bundle_id: bigBundle, method: 'creditcard' });
    await chooseOnSimulator(t, site.host, simulatorIdOf(first.checkout_url), 'paid').expect(303);
    const offer = await as(t.http, site.host, ann).get('/api/repeat-order.php').expect(200);
    expect(offer.body).toMatchObject({
      bundle: { id: bigBundle, amount: 4000 },
      method: 'creditcard',
      one_click: true,
    });
    const before = await creditsOf(t, ann.memberId);
    const again = await as(t.http, site.host, ann).post('/api/repeat-order.php', {}).expect(200);
    expect(again.body).toMatchObject({ status: 'paid', checkout_url: null });
    expect(await creditsOf(t, ann.memberId)).toBe(before + 500);
    expect((await paymentOf(ann, again.body.payment_id)).recurring).toBe(true);

    await chooseOnSimulator(t, site.host, simulatorIdOf(first.checkout_url), 'decline_recurring').expect(303);
    const declined = await as(t.http, site.host, ann).get('/api/repeat-order.php').expect(200);
    expect(declined.body.one_click).toBe(false);
    const refused = await as(t.http, site.host, ann).post('/api/repeat-order.php', {});
    expect(errorOf(refused)).toEqual({ status: 404, code: 'repeat_order_unavailable' });
  });

  it('refuses bad orders with a clear code, and moves no money', async () => {
    const ann = await member();
    const post = (body: object) => as(t.http, site.host, ann).post('/api/payments.php', body);
    expect(errorOf(await post({ bundle_id: foreignBundle, method: 'ideal' }))).toEqual({
      status: 404,
      code: 'bundle_not_found',
    });
    expect(errorOf(await post({ bundle_id: 999999, method: 'ideal' }))).toEqual({
      status: 404,
      code: 'bundle_not_found',
    });
    expect(errorOf(await post({ bundle_id: bundleId, method: 'bancontact' }))).toEqual({
      status: 400,
      code: 'payment_method_unavailable',
    });
    expect(errorOf(await post({ bundle_id: bundleId, method: 'bitcoin' })).code).toBe('validation_failed');
    expect(errorOf(await post({ bundle_id: -1, method: 'ideal' })).code).toBe('validation_failed');
    expect(errorOf(await post({ bundle_id: 1.5, method: 'ideal' })).code).toBe('validation_failed');
    expect(errorOf(await post({ bundle_id: bundleId, method: 'ideal', code: 'NOPE' }))).toEqual({
      status: 404,
      code: 'code_not_found',
    });
    expect(await t.dataSource.query('SELECT 1 FROM payment WHERE member_id = $1', [ann.memberId])).toEqual(
      [],
    );
  });

  it('answers forged webhook bodies with a contract error and books nothing', async () => {
    const ann = await member();
    const { checkout_url } = await startPayment(t, site.host, ann, { bundle_id: bundleId, method: 'ideal' });
    await setSimulatorStatus(t.dataSource, simulatorIdOf(checkout_url), 'paid');
    const hook = () => t.http.post('/api/payment-webhook.php').set('Host', site.host);
    const answers = [
      await hook().type('form').send({}),
      await hook()
        .type('form')
        .send({ id: 'x'.repeat(65) }),
      await hook().type('form').send('id=%E0%A4%A'),
      await hook().set('Content-Type', 'text/xml').send('<id>1</id>'),
      await hook()
        .type('form')
        .send({ id: simulatorIdOf(checkout_url), status: 'paid', amount: '1' }),
    ];
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual([
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [200, undefined], // broken escapes read as an id nobody knows: nothing to do
      [415, expect.any(String)],
      [200, undefined],
    ]);
    // the last one named a real payment: its status was asked of the provider, never taken from the body
    expect(await purchasesOf(ann)).toHaveLength(1);
  });

  it('allows ten checkouts a minute per member, and five repeat orders', async () => {
    const ann = await member();
    const post = () =>
      as(t.http, site.host, ann).post('/api/payments.php', { bundle_id: bundleId, method: 'ideal' });
    const statuses = [];
    for (let n = 0; n < 11; n++) statuses.push((await post()).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const repeats = [];
    for (let n = 0; n < 6; n++)
      repeats.push((await as(t.http, site.host, ann).post('/api/repeat-order.php', {})).status);
    expect(repeats).toEqual([...Array(5).fill(404), 429]);
  });

  it('keeps payments to their member and tenant', async () => {
    const [ann, bob] = await Promise.all([member(), member()]);
    const { payment_id, checkout_url } = await startPayment(t, site.host, ann, {
      bundle_id: bundleId,
      method: 'ideal',
    });
    const other = await as(t.http, site.host, bob).get('/api/payments.php', { id: payment_id });
    expect(errorOf(other)).toEqual({ status: 404, code: 'payment_not_found' });
    const page = await t.http
      .get('/api/simulator.php')
      .query({ id: simulatorIdOf(checkout_url) })
      .set('Host', elsewhere.host);
    expect(errorOf(page)).toEqual({ status: 404, code: 'payment_not_found' });
    const mine = await t.http
      .get('/api/simulator.php')
      .query({ id: simulatorIdOf(checkout_url) })
      .set('Host', site.host)
      .expect(200);
    expect(mine.headers['content-type']).toMatch(/text\/html/);
    expect(mine.text).toContain('data-testid="simulator-paid"');
    expect((await as(t.http, site.host, bob).get('/api/payments.php').expect(200)).body).toEqual({
      payments: [],
    });
  });
});
