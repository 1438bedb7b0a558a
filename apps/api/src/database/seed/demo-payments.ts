import { randomBytes } from 'node:crypto';
import { TIME_BONUS, WELCOME_BONUS } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import { Member } from '../../modules/accounts/entities/member.entity.js';
import { CreditLedgerService } from '../../modules/credits/credit-ledger.service.js';
import { DiscountCode } from '../../modules/discounts/discount-code.entity.js';
import { BundlePrice } from '../../modules/payments/entities/bundle-price.entity.js';
import { CreditBundle } from '../../modules/payments/entities/credit-bundle.entity.js';
import { Payment } from '../../modules/payments/entities/payment.entity.js';
import { vatRateOf } from '../../modules/payments/pricing/vat.js';
import { SimulatorMandate } from '../../modules/payments/providers/simulator/simulator-mandate.entity.js';
import { SimulatorPayment } from '../../modules/payments/providers/simulator/simulator-payment.entity.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { TenantDomain } from '../../tenancy/tenant-domain.entity.js';
import type { DemoAccount } from './demo-activity.js';

/** The demo shop's bundles in the order members see them. */
export const DEMO_BUNDLES = [
  { credits: 50, bestValue: false },
  { credits: 100, bestValue: false },
  { credits: 250, bestValue: false },
  { credits: 500, bestValue: true },
  { credits: 1000, bestValue: false },
] as const;

/**
 * The bundles' prices in minor units, in DEMO_BUNDLES' order: a bigger bundle costs less per credit.
 * `bigOrder` is the minimum order of the BIG30 promotion in that currency.
 */
const PRICE_LISTS: Record<string, { amounts: number[]; bigOrder: number }> = {
  EUR: { amounts: [1199, 1999, 4499, 7999, 14999], bigOrder: 4999 },
  CHF: { amounts: [1290, 2190, 4890, 8690, 15900], bigOrder: 4990 },
  GBP: { amounts: [999, 1699, 3799, 6799, 12499], bigOrder: 3999 },
  USD: { amounts: [1299, 2199, 4899, 8699, 15999], bigOrder: 4999 },
  PLN: { amounts: [4999, 8499, 18999, 33999, 62999], bigOrder: 19999 },
  DKK: { amounts: [8900, 14900, 33900, 59900, 109900], bigOrder: 37500 },
  SEK: { amounts: [12900, 21900, 49900, 87900, 164900], bigOrder: 55000 },
  NOK: { amounts: [12900, 22900, 49900, 89900, 169900], bigOrder: 55000 },
};

/** The currency of each country the demo can sell in (VAT comes from the payments' own table). */
export const DEMO_COUNTRIES: Record<string, string> = {
  NL: 'EUR',
  BE: 'EUR',
  LU: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  IE: 'EUR',
  CH: 'CHF',
  GB: 'GBP',
  PL: 'PLN',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  US: 'USD',
};

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;

/**
 * The demo member's purchases, oldest first: the first one stores the card, and the last one is by card
 * too, so that the repeat order (the last purchase's bundle and method) charges it in one click.
 */
const DEMO_PURCHASES = [
  { credits: 100, daysAgo: 4, method: 'creditcard', sequenceType: 'first' },
  { credits: 250, daysAgo: 2, method: 'ideal', sequenceType: 'oneoff' },
  { credits: 500, daysAgo: 1, method: 'creditcard', sequenceType: 'oneoff' },
] as const;

/** Countries where iDEAL is offered; elsewhere the demo purchases are paid by card. */
const IDEAL_COUNTRIES = ['NL'];

export const simulatorCustomerOf = (memberId: number) => `sim_cst_${memberId}`;

/**
 * The tenant's shop: credit bundles priced in each of its countries, the time bonus and welcome codes
 * with a few promotions, and the demo member as a premium member with a payment history and a stored
 * card. Runs again without adding anything.
 */
export async function seedDemoPayments(
  db: EntityManager,
  tenant: Tenant,
  account: DemoAccount,
  { now, port }: { now: Date; port: number },
) {
  const bundles = await insertDemoBundles(db, tenant);
  await insertDemoCodes(db, tenant, now);
  const domain = await tenantScoped(db, TenantDomain).findOneOrFail(tenant, { isPrimary: true });
  const origin = `http://${domain.host}:${port}`;
  await insertPaymentHistory(db, tenant, account, bundles, { now, origin });
}

function priceListOf(country: string) {
  const currency = DEMO_COUNTRIES[country];
  const list = currency && PRICE_LISTS[currency];
  if (!list) throw new Error(`No demo prices for ${country}`);
  return { currency, vatRate: vatRateOf(country), ...list };
}

/** The demo bundles with a price for every country of the tenant; answers them by credits. */
async function insertDemoBundles(db: EntityManager, tenant: Tenant): Promise<Map<number, CreditBundle>> {
  const bundles = tenantScoped(db, CreditBundle);
  const existing = new Set((await bundles.find(tenant)).map((bundle) => bundle.credits));
  const missing = DEMO_BUNDLES.flatMap(({ credits, bestValue }, position) =>
    existing.has(credits) ? [] : [{ credits, bestValue, position, active: true }],
  );
  if (missing.length > 0) await bundles.insert(tenant, missing);
  const byCredits = new Map((await bundles.find(tenant)).map((bundle) => [bundle.credits, bundle]));
  const prices = tenant.countries.flatMap((country) => {
    const { currency, amounts } = priceListOf(country);
    return DEMO_BUNDLES.map(({ credits }, index) => ({
      bundleId: byCredits.get(credits)?.id,
      country,
      currency,
      amount: amounts[index],
    }));
  });
  await tenantScoped(db, BundlePrice).insert(tenant, prices, { orIgnore: true });
  return byCredits;
}

/**
 * The time bonus and welcome codes as the discounts feature stores them on first use, and promotions
 * that show a code's limits: an expiry, a country and method, a minimum order, one use overall.
 */
async function insertDemoCodes(db: EntityManager, tenant: Tenant, now: Date) {
  const home = priceListOf(tenant.countries[0]);
  const bonus = { validity: 'once-per-user' as const, status: 'active' as const };
  const codes: Partial<DiscountCode>[] = [
    { code: TIME_BONUS.code, reason: 'time_bonus', valuePercentage: TIME_BONUS.percentage, ...bonus },
    { code: WELCOME_BONUS.code, reason: 'welcome', valuePercentage: WELCOME_BONUS.percentage, ...bonus },
    {
      code: 'SPRING20',
      reason: 'promotion',
      valuePercentage: 20,
      validity: 'unlimited',
      expiresAt: new Date(now.getTime() + 365 * DAY_MS),
    },
    {
      code: 'BIG30',
      reason: 'promotion',
      valuePercentage: 30,
      validity: 'once-per-user',
      currency: home.currency,
      minimumOrderValue: home.bigOrder,
    },
    { code: 'FIRST50', reason: 'promotion', valuePercentage: 50, validity: 'once' },
  ];
  if (tenant.countries.includes('NL')) {
    codes.push({
      code: 'IDEAL10',
      reason: 'promotion',
      valuePercentage: 10,
      validity: 'once-per-user',
      country: 'NL',
      paymentMethods: ['ideal'],
    });
  }
  await tenantScoped(db, DiscountCode).insert(tenant, codes, { orIgnore: true });
}

/**
 * The demo member's paid purchases at the simulator, in the member's country and at its prices, each
 * booked once in the ledger as the payments feature books them; the first stored a card (a valid
 * mandate) that repeat orders charge. Nothing when the member has payments already.
 */
async function insertPaymentHistory(
  db: EntityManager,
  tenant: Tenant,
  { member, profile }: DemoAccount,
  bundles: Map<number, CreditBundle>,
  { now, origin }: { now: Date; origin: string },
) {
  if (await tenantScoped(db, Payment).exists(tenant, { memberId: member.id })) return;
  const customerId = simulatorCustomerOf(member.id);
  const { currency, vatRate } = priceListOf(profile.country);
  const firstPaidAt = new Date(now.getTime() - DEMO_PURCHASES[0].daysAgo * DAY_MS);
  const mandate = await tenantScoped(db, SimulatorMandate).save(tenant, {
    id: newId('sim_mdt'),
    customerId,
    method: 'creditcard',
    status: 'valid',
    createdAt: firstPaidAt,
  });
  await tenantScoped(db, Member).update(
    tenant,
    { id: member.id },
    { paidUser: true, paymentCustomerId: customerId },
  );
  for (const purchase of DEMO_PURCHASES) {
    const bundle = bundles.get(purchase.credits);
    if (!bundle) throw new Error(`No demo bundle of ${purchase.credits} credits`);
    const price = await tenantScoped(db, BundlePrice).findOneOrFail(tenant, {
      bundleId: bundle.id,
      country: profile.country,
    });
    const paidAt = new Date(now.getTime() - purchase.daysAgo * DAY_MS);
    const createdAt = new Date(paidAt.getTime() - 3 * MINUTE_MS);
    const method =
      purchase.method === 'ideal' && !IDEAL_COUNTRIES.includes(profile.country)
        ? 'creditcard'
        : purchase.method;
    const first = purchase.sequenceType === 'first';
    const providerPaymentId = newId('sim');
    const payment = await tenantScoped(db, Payment).save(tenant, {
      memberId: member.id,
      bundleId: bundle.id,
      credits: bundle.credits,
      country: profile.country,
      currency,
      amount: price.amount,
      listAmount: price.amount,
      vatRate,
      provider: 'simulator',
      providerPaymentId,
      method,
      status: 'paid',
      sequenceType: purchase.sequenceType,
      mandateId: first ? mandate.id : null,
      createdAt,
      updatedAt: paidAt,
      paidAt,
    });
    await tenantScoped(db, SimulatorPayment).insert(tenant, [
      {
        id: providerPaymentId,
        amount: price.amount,
        currency,
        description: `${tenant.name}: ${bundle.credits} credits`,
        method,
        status: 'paid',
        sequenceType: purchase.sequenceType,
        customerId,
        mandateId: first ? mandate.id : null,
        redirectUrl: `${origin}/transactions/${payment.id}`,
        webhookUrl: `${origin}/api/payment-webhook.php`,
        createdAt,
      },
    ]);
    await bookPurchase(db, tenant, payment, paidAt);
  }
}

/** The purchase's credits, booked like the payments feature books them, dated when it was paid. */
async function bookPurchase(db: EntityManager, tenant: Tenant, payment: Payment, paidAt: Date) {
  const key = `payment:${payment.id}`;
  await new CreditLedgerService().book(db, tenant, {
    memberId: payment.memberId,
    delta: payment.credits,
    reason: 'purchase',
    reference: key,
    idempotencyKey: key,
  });
  await db.query('UPDATE credit_ledger SET created_at = $3 WHERE tenant_id = $1 AND idempotency_key = $2', [
    tenant.id,
    key,
    paidAt,
  ]);
}

/** An id as the simulator makes them (`sim_…`, `sim_mdt_…`). */
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
