import {
  bundlesAnswerSchema,
  createPaymentAnswerSchema,
  discountAnswerSchema,
  paymentsAnswerSchema,
  repeatOrderAnswerSchema,
} from '@amora/contracts';
import { Member } from '../../modules/accounts/entities/member.entity.js';
import { DiscountCode } from '../../modules/discounts/discount-code.entity.js';
import { CreditBundle } from '../../modules/payments/entities/credit-bundle.entity.js';
import { Profile } from '../../modules/profiles/profile.entity.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { logIn, sessionCookie, WEB } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_MEMBER } from './demo-members.js';
import { seedDemoPayments } from './demo-payments.js';

const HOST: Record<string, string> = {
  vonk: 'vonk.localhost',
  herz: 'herz.localhost',
  spark: 'spark.localhost',
};
/** What a buyer in each country of the demo tenants pays in, and the VAT included. */
const CURRENCY: Record<string, string> = {
  NL: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  CH: 'CHF',
  GB: 'GBP',
  US: 'USD',
};
const VAT: Record<string, number> = { NL: 21, DE: 19, GB: 20 };

interface PriceRow {
  bundle_id: number;
  credits: number;
  country: string;
  currency: string;
  amount: number;
}

interface PaymentRow {
  id: number;
  bundle_id: number;
  credits: number;
  country: string;
  currency: string;
  amount: number;
  list_amount: number;
  discount_code_id: number | null;
  vat_rate: string;
  provider: string;
  provider_payment_id: string;
  method: string;
  status: string;
  sequence_type: string;
  mandate_id: string | null;
  created_at: Date;
  paid_at: Date;
}

describe('demo shop: bundles, prices, codes and the demo member’s payments', () => {
  let t: TestApp;
  let tenants: Tenant[];

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: '1' });
    tenants = await t.dataSource.getRepository(Tenant).find({ order: { id: 'ASC' } });
  }, 120_000);
  afterAll(() => t.close());

  const demoOf = async (tenant: Tenant) => {
    const member = await t.dataSource
      .getRepository(Member)
      .findOneByOrFail({ tenantId: tenant.id, email: DEMO_MEMBER.email });
    const profile = await t.dataSource.getRepository(Profile).findOneByOrFail({ id: member.profileId ?? 0 });
    return { member, profile };
  };
  /** GET as the demo member, logged in on the tenant's host. */
  const asDemo = async (tenant: Tenant) => {
    const host = HOST[tenant.slug];
    const login = await logIn(t.http, host, DEMO_MEMBER.email, DEMO_MEMBER.password).expect(200);
    const cookie = sessionCookie(login) ?? '';
    return {
      get: (path: string, query: Record<string, unknown> = {}) =>
        t.http.get(path).query(query).set('Host', host).set(WEB).set('Cookie', cookie),
      post: (path: string) => t.http.post(path).set('Host', host).set(WEB).set('Cookie', cookie).send({}),
    };
  };
  const bundlesOf = (tenant: Tenant) =>
    t.dataSource
      .getRepository(CreditBundle)
      .find({ where: { tenantId: tenant.id }, order: { position: 'ASC' } });
  const pricesOf = (tenant: Tenant): Promise<PriceRow[]> =>
    t.dataSource.query(
      `SELECT bp.bundle_id, b.credits, bp.country, bp.currency, bp.amount FROM bundle_price bp
         JOIN credit_bundle b ON b.id = bp.bundle_id WHERE bp.tenant_id = $1 ORDER BY b.position`,
      [tenant.id],
    );

  it('sells four or five bundles per tenant in order of size, one of them the best value', async () => {
    expect(tenants.map((tenant) => tenant.slug)).toEqual(['vonk', 'herz', 'spark']);
    for (const tenant of tenants) {
      const bundles = await bundlesOf(tenant);
      expect(bundles.length).toBeGreaterThanOrEqual(4);
      expect(bundles.length).toBeLessThanOrEqual(5);
      const credits = bundles.map((bundle) => bundle.credits);
      expect(credits).toEqual([...credits].sort((a, b) => a - b));
      expect(new Set(bundles.map((bundle) => bundle.position)).size).toBe(bundles.length);
      expect(bundles.every((bundle) => bundle.active)).toBe(true);
      const best = bundles.filter((bundle) => bundle.bestValue);
      expect(best).toHaveLength(1);
      expect([250, 500]).toContain(best[0].credits);
    }
  });

  it('prices every bundle in every country of each tenant in that country’s currency, cheaper per credit the bigger it is', async () => {
    for (const tenant of tenants) {
      const bundles = await bundlesOf(tenant);
      const prices = await pricesOf(tenant);
      for (const country of tenant.countries) {
        const here = prices.filter((price) => price.country === country);
        expect({ tenant: tenant.slug, country, bundles: here.map((price) => price.bundle_id) }).toEqual({
          tenant: tenant.slug,
          country,
          bundles: bundles.map((bundle) => bundle.id),
        });
        expect(new Set(here.map((price) => price.currency))).toEqual(new Set([CURRENCY[country]]));
        const perCredit = here.map((price) => price.amount / price.credits);
        for (let i = 1; i < perCredit.length; i++) expect(perCredit[i]).toBeLessThan(perCredit[i - 1]);
        expect(here.every((price) => Number.isInteger(price.amount) && price.amount > 0)).toBe(true);
      }
      expect(new Set(prices.map((price) => price.country))).toEqual(new Set(tenant.countries));
    }
    // realistic: 100 credits cost about twenty euros in the Netherlands, a little less in pounds
    const [vonk, , spark] = tenants;
    const hundred = async (tenant: Tenant, country: string) =>
      (await pricesOf(tenant)).find((price) => price.credits === 100 && price.country === country)?.amount;
    expect(await hundred(vonk, 'NL')).toBe(1999);
    expect(await hundred(spark, 'GB')).toBeGreaterThan(1200);
    expect(await hundred(spark, 'GB')).toBeLessThan(1999);
  });

  it('has the time bonus and welcome codes as the discounts feature would make them, and promotions with limits', async () => {
    for (const tenant of tenants) {
      const codes = await t.dataSource.getRepository(DiscountCode).findBy({ tenantId: tenant.id });
      const byCode = new Map(codes.map((code) => [code.code, code]));
      const unlimited = { memberId: null, country: null, currency: null, minimumOrderValue: null };
      expect(byCode.get('TIMEBONUS25')).toMatchObject({
        reason: 'time_bonus',
        valuePercentage: 25,
        validity: 'once-per-user',
        status: 'active',
        paymentMethods: null,
        expiresAt: null,
        ...unlimited,
      });
      expect(byCode.get('WELCOME25')).toMatchObject({
        reason: 'welcome',
        valuePercentage: 25,
        validity: 'once-per-user',
        status: 'active',
        paymentMethods: null,
        expiresAt: null,
        ...unlimited,
      });
      const spring = byCode.get('SPRING20');
      expect(spring).toMatchObject({ reason: 'promotion', validity: 'unlimited', status: 'active' });
      expect(spring?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600_000);
      expect(byCode.get('FIRST50')).toMatchObject({
        valuePercentage: 50,
        validity: 'once',
        status: 'active',
      });
      // the minimum rules out the small bundles of the tenant's home currency, not the big ones
      const big = byCode.get('BIG30');
      const home = (await pricesOf(tenant)).filter((price) => price.country === tenant.countries[0]);
      expect(big?.currency).toBe(home[0].currency);
      expect(home.some((price) => price.amount < (big?.minimumOrderValue ?? 0))).toBe(true);
      expect(home.some((price) => price.amount >= (big?.minimumOrderValue ?? Infinity))).toBe(true);
      expect(codes.filter((code) => code.status !== 'active')).toEqual([]);
    }
    const ideal = await t.dataSource.getRepository(DiscountCode).findBy({ code: 'IDEAL10' });
    expect(ideal.map((code) => [code.tenantId, code.country, code.paymentMethods])).toEqual([
      [tenants[0].id, 'NL', ['ideal']],
    ]);
  });

  it('lets the demo member try the codes on /credits: the limits answer as the shop explains them', async () => {
    const demo = await asDemo(tenants[0]);
    const vonkBundles = await bundlesOf(tenants[0]);
    const check = (query: Record<string, unknown>) => demo.get('/api/discountcode.php', query);

    const spring = await check({ code: 'spring20' }).expect(200);
    expect(discountAnswerSchema.parse(spring.body).discount).toMatchObject({
      code: 'SPRING20',
      value_percentage: 20,
    });
    const wrongMethod = await check({ code: 'IDEAL10', method: 'creditcard' });
    expect(wrongMethod.body.error?.code).toBe('code_wrong_method');
    const ideal = await check({ code: 'IDEAL10', method: 'ideal' }).expect(200);
    expect(ideal.body.discount).toMatchObject({ code: 'IDEAL10', country: 'NL' });
    const small = await check({ code: 'BIG30', bundle_id: vonkBundles[0].id });
    expect(small.body.error?.code).toBe('code_minimum_order');
    const large = await check({ code: 'BIG30', bundle_id: vonkBundles[vonkBundles.length - 1].id }).expect(
      200,
    );
    expect(large.body.discount).toMatchObject({ code: 'BIG30', value_percentage: 30 });
    // the demo member's time bonus ended long ago (and a paid member gets none)
    const bonus = await check({ code: 'TIMEBONUS25' });
    expect(bonus.body.error?.code).toBe('code_not_eligible');
  });

  it('makes the demo member premium, with paid simulator payments at the prices of their country', async () => {
    for (const tenant of tenants) {
      const { member, profile } = await demoOf(tenant);
      expect([member.paidUser, member.paymentCustomerId]).toEqual([true, `sim_cst_${member.id}`]);
      const payments: PaymentRow[] = await t.dataSource.query(
        'SELECT * FROM payment WHERE member_id = $1 ORDER BY id',
        [member.id],
      );
      expect(payments.length).toBeGreaterThanOrEqual(2);
      expect(payments.length).toBeLessThanOrEqual(3);
      expect(payments.map((p) => p.sequence_type)).toEqual([
        'first',
        ...payments.slice(1).map(() => 'oneoff'),
      ]);
      const prices = await pricesOf(tenant);
      const paidTimes = payments.map((p) => new Date(p.paid_at).getTime());
      expect(paidTimes).toEqual([...paidTimes].sort((a, b) => a - b));
      expect(paidTimes[0]).toBeGreaterThan(member.createdAt.getTime());
      expect(Math.max(...paidTimes)).toBeLessThan(Date.now());
      for (const payment of payments) {
        const price = prices.find((p) => p.bundle_id === payment.bundle_id && p.country === profile.country);
        expect(payment).toMatchObject({
          country: profile.country,
          currency: price?.currency,
          amount: price?.amount,
          list_amount: price?.amount,
          credits: price?.credits,
          discount_code_id: null,
          provider: 'simulator',
          status: 'paid',
        });
        expect(Number(payment.vat_rate)).toBe(VAT[profile.country]);
        expect(payment.provider_payment_id).toMatch(/^sim_[0-9a-f]{16}$/);
        expect(profile.country === 'NL' ? ['creditcard', 'ideal'] : ['creditcard']).toContain(payment.method);
        expect(new Date(payment.created_at).getTime()).toBeLessThan(new Date(payment.paid_at).getTime());
      }
    }
  });

  it('keeps the simulator’s own records of those payments, and the card of the first as a valid mandate', async () => {
    for (const tenant of tenants) {
      const { member } = await demoOf(tenant);
      const customer = `sim_cst_${member.id}`;
      const payments: PaymentRow[] = await t.dataSource.query(
        'SELECT * FROM payment WHERE member_id = $1 ORDER BY id',
        [member.id],
      );
      const mandates: { id: string; tenant_id: number; method: string; status: string }[] =
        await t.dataSource.query('SELECT * FROM simulator_mandate WHERE customer_id = $1', [customer]);
      expect(mandates).toHaveLength(1);
      const [mandate] = mandates;
      expect(mandate).toMatchObject({ tenant_id: tenant.id, method: 'creditcard', status: 'valid' });
      expect(mandate.id).toMatch(/^sim_mdt_[0-9a-f]{16}$/);
      expect(payments.map((p) => p.mandate_id)).toEqual([mandate.id, ...payments.slice(1).map(() => null)]);
      expect(payments[0].method).toBe('creditcard');
      for (const payment of payments) {
        const [remote] = await t.dataSource.query('SELECT * FROM simulator_payment WHERE id = $1', [
          payment.provider_payment_id,
        ]);
        expect(remote).toMatchObject({
          tenant_id: tenant.id,
          amount: payment.amount,
          currency: payment.currency,
          method: payment.method,
          status: 'paid',
          sequence_type: payment.sequence_type,
          customer_id: customer,
          mandate_id: payment.mandate_id,
          refunds: [],
          chargebacks: [],
        });
        expect(new URL(remote.redirect_url).pathname).toBe(`/transactions/${payment.id}`);
        expect(new URL(remote.redirect_url).hostname).toBe(HOST[tenant.slug]);
        expect(new URL(remote.webhook_url).pathname).toBe('/api/payment-webhook.php');
      }
    }
  });

  it('books each paid payment exactly once in the ledger, whose balances add up to the member’s credits', async () => {
    for (const tenant of tenants) {
      const { member } = await demoOf(tenant);
      const payments: PaymentRow[] = await t.dataSource.query(
        'SELECT * FROM payment WHERE member_id = $1 ORDER BY id',
        [member.id],
      );
      const ledger: {
        delta: number;
        balance_after: number;
        reason: string;
        reference: string | null;
        idempotency_key: string;
        created_at: Date;
      }[] = await t.dataSource.query('SELECT * FROM credit_ledger WHERE member_id = $1 ORDER BY id', [
        member.id,
      ]);
      const purchases = ledger.filter((row) => row.reason === 'purchase');
      expect(purchases).toHaveLength(payments.length);
      for (const payment of payments) {
        const rows = ledger.filter((row) => row.reference === `payment:${payment.id}`);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          reason: 'purchase',
          delta: payment.credits,
          idempotency_key: `payment:${payment.id}`,
        });
        expect(new Date(rows[0].created_at).getTime()).toBe(new Date(payment.paid_at).getTime());
      }
      let balance = 0;
      for (const row of ledger) {
        balance += row.delta;
        expect(row.balance_after).toBe(balance);
      }
      expect(balance).toBe(member.credits);
      const bought = payments.reduce((sum, payment) => sum + payment.credits, 0);
      expect(member.credits).toBeGreaterThan(bought);
    }
  });

  it('shows the demo member the shop of their country, their payments with receipts, and the repeat order in one click', async () => {
    for (const tenant of tenants) {
      const { profile } = await demoOf(tenant);
      const demo = await asDemo(tenant);
      const shop = bundlesAnswerSchema.parse((await demo.get('/api/bundles.php').expect(200)).body);
      expect([shop.country, shop.currency, shop.discount]).toEqual([
        profile.country,
        CURRENCY[profile.country],
        null,
      ]);
      expect(shop.bundles.map((bundle) => bundle.credits)).toEqual(
        (await bundlesOf(tenant)).map((bundle) => bundle.credits),
      );
      expect(shop.bundles.filter((bundle) => bundle.best_value)).toHaveLength(1);

      const { payments } = paymentsAnswerSchema.parse((await demo.get('/api/payments.php').expect(200)).body);
      expect(payments.length).toBeGreaterThanOrEqual(2);
      for (const payment of payments) {
        expect(payment).toMatchObject({ status: 'paid', refunded_credits: 0, recurring: false });
        expect(payment.receipt?.vat_rate).toBe(VAT[profile.country]);
        expect((payment.receipt?.net_amount ?? 0) + (payment.receipt?.vat_amount ?? 0)).toBe(payment.amount);
        expect(payment.receipt?.vat_amount).toBeGreaterThan(0);
      }

      const repeat = repeatOrderAnswerSchema.parse(
        (await demo.get('/api/repeat-order.php').expect(200)).body,
      );
      expect(repeat).toMatchObject({ one_click: true, method: 'creditcard' });
      // the last purchase, newest first in the list
      expect(repeat.bundle?.credits).toBe(payments[0].credits);
    }
  });

  it('adds and changes nothing when seeded again', async () => {
    const snapshot = async () => {
      const ids = tenants.map((tenant) => tenant.id);
      const rows = async (sql: string) => t.dataSource.query(sql, [ids]);
      return {
        bundles: await rows('SELECT * FROM credit_bundle WHERE tenant_id = ANY($1) ORDER BY id'),
        prices: await rows('SELECT * FROM bundle_price WHERE tenant_id = ANY($1) ORDER BY id'),
        codes: await rows('SELECT * FROM discount_code WHERE tenant_id = ANY($1) ORDER BY id'),
        payments: await rows('SELECT * FROM payment WHERE tenant_id = ANY($1) ORDER BY id'),
        simulator: await rows('SELECT * FROM simulator_payment WHERE tenant_id = ANY($1) ORDER BY id'),
        mandates: await rows('SELECT * FROM simulator_mandate WHERE tenant_id = ANY($1) ORDER BY id'),
        ledger: await rows('SELECT * FROM credit_ledger WHERE tenant_id = ANY($1) ORDER BY id'),
        members: await rows('SELECT * FROM member WHERE tenant_id = ANY($1) ORDER BY id'),
      };
    };
    const before = await snapshot();
    expect(before.payments.length).toBeGreaterThan(0);
    // read before the transaction: the embedded PGlite's one session would wait for it
    const demos = await Promise.all(tenants.map((tenant) => demoOf(tenant)));
    await t.dataSource.transaction(async (db) => {
      for (const [i, tenant] of tenants.entries()) {
        await seedDemoPayments(db, tenant, demos[i], { now: new Date(), port: 3000 });
      }
    });
    expect(await snapshot()).toEqual(before);
  });

  it('charges the stored card when the demo member buys again in one click', async () => {
    const [vonk] = tenants;
    const { member } = await demoOf(vonk);
    const [mandate] = await t.dataSource.query('SELECT id FROM simulator_mandate WHERE customer_id = $1', [
      `sim_cst_${member.id}`,
    ]);
    const answer = createPaymentAnswerSchema.parse(
      (await (await asDemo(vonk)).post('/api/repeat-order.php').expect(200)).body,
    );
    expect(answer).toMatchObject({ status: 'paid', checkout_url: null });
    const [payment] = await t.dataSource.query('SELECT * FROM payment WHERE id = $1', [answer.payment_id]);
    expect(payment).toMatchObject({ sequence_type: 'recurring', mandate_id: mandate.id, status: 'paid' });
    const after = await demoOf(vonk);
    expect(after.member.credits).toBe(member.credits + payment.credits);
  });
});
