import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { DEFAULT_MOLLIE_TIMEOUT_MS } from '../../../../config/env.js';
import { Tenant } from '../../../../tenancy/tenant.entity.js';
import { type FakeMollie, startFakeMollie } from '../../../../test/fake-mollie.js';
import {
  type NewProviderPayment,
  ProviderNoAnswerError,
  ProviderNotFoundError,
  ProviderUnavailableError,
} from '../payment-provider.js';
import { mollieLocale } from './mollie-mapping.js';
import { fromMollieAmount, toMollieAmount } from './mollie-money.js';
import { MollieProvider } from './mollie-provider.js';

let fake: FakeMollie;
let provider: MollieProvider;
const keys = new Map<number, string | null>();
let nextTenantId = 1;

/** A tenant whose mollie_api_key is `apiKey` (the fake's own key unless told). */
function tenantWithKey(apiKey: string | null = fake.apiKey): Tenant {
  const tenant = Object.assign(new Tenant(), { id: nextTenantId++, paymentProvider: 'mollie' as const });
  keys.set(tenant.id, apiKey);
  return tenant;
}

function order(overrides: Partial<NewProviderPayment> = {}): NewProviderPayment {
  return {
    amount: { amount: 1999, currency: 'EUR' },
    description: '100 credits',
    method: 'ideal',
    redirectUrl: 'https://amora.test/transactions/42',
    webhookUrl: 'https://amora.test/api/payment-webhook.php',
    reference: '42',
    idempotencyKey: `payment-${randomUUID()}`,
    locale: 'nl',
    sequenceType: 'oneoff',
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  fake = await startFakeMollie();
  provider = new MollieProvider(
    async (tenant) => keys.get(tenant.id) ?? null,
    fake.url,
    DEFAULT_MOLLIE_TIMEOUT_MS,
  );
});

afterAll(async () => {
  await fake.close();
});

describe('money in Mollie amounts', () => {
  it.each([
    [1999, 'EUR', '19.99'],
    [5, 'EUR', '0.05'],
    [100000, 'EUR', '1000.00'],
    [0, 'EUR', '0.00'],
    [500, 'JPY', '500'],
    [123456789, 'GBP', '1234567.89'],
  ])('%i %s is %s, and back', (amount, currency, value) => {
    expect(toMollieAmount({ amount, currency })).toEqual({ currency, value });
    expect(fromMollieAmount({ currency, value })).toEqual({ amount, currency });
  });

  it('reads a value with fewer decimals, and refuses more precision than the currency has', () => {
    expect(fromMollieAmount({ currency: 'EUR', value: '19.9' })).toEqual({ amount: 1990, currency: 'EUR' });
    expect(fromMollieAmount({ currency: 'EUR', value: '19.900' })).toEqual({ amount: 1990, currency: 'EUR' });
    expect(() => fromMollieAmount({ currency: 'EUR', value: '19.999' })).toThrow(RangeError);
    expect(() => fromMollieAmount({ currency: 'JPY', value: '500.5' })).toThrow(RangeError);
    expect(() => toMollieAmount({ amount: 19.5, currency: 'EUR' })).toThrow(RangeError);
  });

  it('maps our languages to Mollie locales, falling back to en_US', () => {
    expect(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'].map(mollieLocale)).toEqual([
      'da_DK',
      'de_DE',
      'en_US',
      'es_ES',
      'fi_FI',
      'fr_FR',
      'it_IT',
      'nb_NO',
      'nl_NL',
      'pl_PL',
      'sv_SE',
    ]);
    expect(mollieLocale('nl-BE')).toBe('nl_BE');
    expect(mollieLocale('de_AT')).toBe('de_AT');
    expect(mollieLocale('ja')).toBe('en_US');
  });
});

describe('MollieProvider payments', () => {
  it('creates a payment with Mollie amounts and locale, then follows its status', async () => {
    const tenant = tenantWithKey();
    const created = await provider.createPayment(tenant, order());

    expect(created).toMatchObject({
      status: 'open',
      amount: { amount: 1999, currency: 'EUR' },
      method: 'ideal',
      customerId: null,
      mandateId: null,
      refunds: [],
      chargebacks: [],
    });
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toBe(`${fake.url}checkout/${created.id}`);
    expect(fake.payment(created.id).body).toMatchObject({
      amount: { currency: 'EUR', value: '19.99' },
      description: '100 credits',
      redirectUrl: 'https://amora.test/transactions/42',
      webhookUrl: 'https://amora.test/api/payment-webhook.php',
      metadata: { reference: '42' },
      locale: 'nl_NL',
      method: 'ideal',
      sequenceType: 'oneoff',
    });

    fake.setStatus(created.id, 'paid');
    expect(await provider.getPayment(tenant, created.id)).toMatchObject({
      id: created.id,
      status: 'paid',
      checkoutUrl: null,
    });
  });

  it.each([
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ] as const)('reads Mollie status %s as %s', async (mollieStatus, ours) => {
    const tenant = tenantWithKey();
    const { id } = await provider.createPayment(tenant, order());
    fake.setStatus(id, mollieStatus);
    expect((await provider.getPayment(tenant, id)).status).toBe(ours);
  });

  it('sends yen without decimals and leaves the method to the buyer when none is chosen', async () => {
    const tenant = tenantWithKey();
    const created = await provider.createPayment(
      tenant,
      order({ amount: { amount: 500, currency: 'JPY' }, method: null, locale: 'xx' }),
    );
    const { body } = fake.payment(created.id);
    expect(body.amount).toEqual({ currency: 'JPY', value: '500' });
    expect(body.locale).toBe('en_US');
    expect(body).not.toHaveProperty('method');
    expect(created).toMatchObject({ amount: { amount: 500, currency: 'JPY' }, method: null });
  });

  it('reads refunds and chargebacks in minor units', async () => {
    const tenant = tenantWithKey();
    const { id } = await provider.createPayment(tenant, order({ method: 'directdebit' }));
    fake.setStatus(id, 'paid');
    const refundId = fake.addRefund(id, 500);
    const chargebackId = fake.addChargeback(id, 1999);

    const payment = await provider.getPayment(tenant, id);
    expect(payment.refunds).toEqual([{ id: refundId, amount: { amount: 500, currency: 'EUR' } }]);
    expect(payment.chargebacks).toEqual([{ id: chargebackId, amount: { amount: 1999, currency: 'EUR' } }]);
    expect(refundId).toMatch(/^re_/);
    expect(chargebackId).toMatch(/^chb_/);
    expect(fake.requests.at(-1)?.query.get('embed')).toBe('refunds,chargebacks');
  });

  it('does not show one Mollie account the payments of another', async () => {
    const owner = tenantWithKey();
    const other = tenantWithKey(fake.addApiKey());
    const { id } = await provider.createPayment(owner, order());
    await expect(provider.getPayment(other, id)).rejects.toBeInstanceOf(ProviderNotFoundError);
  });
});

describe('MollieProvider methods', () => {
  it('lists our methods for the country and amount, one Klarna for all of Mollie’s, with SVG logos', async () => {
    const tenant = tenantWithKey();
    const methods = await provider.methods(tenant, {
      amount: { amount: 2500, currency: 'EUR' },
      country: 'nl',
      locale: 'nl',
      sequenceType: 'oneoff',
    });

    expect(methods.map((m) => m.id)).toEqual(['ideal', 'creditcard', 'paypal', 'klarna', 'directdebit']);
    expect(methods[0]).toEqual({
      id: 'ideal',
      description: 'iDEAL',
      image: 'https://www.mollie.com/external/icons/payment-methods/ideal.svg',
    });
    expect(methods.find((m) => m.id === 'klarna')?.description).toBe('Pay later.');
    const { query } = fake.requests.at(-1) ?? { query: new URLSearchParams() };
    expect(Object.fromEntries(query)).toEqual({
      'amount[value]': '25.00',
      'amount[currency]': 'EUR',
      locale: 'nl_NL',
      sequenceType: 'oneoff',
      billingCountry: 'NL',
    });
  });

  it('drops what Mollie offers that we do not (sofort, Apple Pay) and what the amount does not allow', async () => {
    const tenant = tenantWithKey();
    const methods = await provider.methods(tenant, {
      amount: { amount: 500, currency: 'EUR' },
      country: 'DE',
      locale: 'de',
      sequenceType: 'oneoff',
    });
    expect(methods.map((m) => m.id)).toEqual(['creditcard', 'paypal', 'directdebit']);
  });

  it('asks for the methods that can start a recurring sequence', async () => {
    const tenant = tenantWithKey();
    const methods = await provider.methods(tenant, {
      amount: { amount: 2500, currency: 'EUR' },
      country: 'BE',
      locale: 'fr',
      sequenceType: 'first',
    });
    expect(methods.map((m) => m.id)).toEqual(['creditcard', 'paypal', 'bancontact']);
  });
});

describe('MollieProvider customers and mandates', () => {
  it('charges a direct debit mandate at once, and fails once the bank refused it', async () => {
    const tenant = tenantWithKey();
    const customerId = await provider.createCustomer(
      tenant,
      { id: 7, name: 'Anna Jansen', email: 'anna@example.nl' },
      `customer-${randomUUID()}`,
    );
    expect(customerId).toMatch(/^cst_/);
    expect(fake.requests.at(-1)?.body).toEqual({
      name: 'Anna Jansen',
      email: 'anna@example.nl',
      metadata: { member_id: 7 },
    });
    expect(await provider.findMandate(tenant, customerId, null)).toBeNull();

    const mandateId = await provider.createMandate(tenant, customerId, {
      consumerName: 'Anna Jansen',
      consumerAccount: 'NL91ABNA0417164300',
      signatureDate: '2026-11-26',
      mandateReference: 'AMORA-7-1',
      idempotencyKey: `mandate-${randomUUID()}`,
    });
    expect(mandateId).toMatch(/^mdt_/);
    expect(fake.requests.at(-1)?.body).toEqual({
      method: 'directdebit',
      consumerName: 'Anna Jansen',
      consumerAccount: 'NL91ABNA0417164300',
      signatureDate: '2026-11-26',
      mandateReference: 'AMORA-7-1',
    });
    expect(await provider.findMandate(tenant, customerId, 'directdebit')).toBe(mandateId);
    expect(await provider.findMandate(tenant, customerId, null)).toBe(mandateId);
    expect(await provider.findMandate(tenant, customerId, 'creditcard')).toBeNull();

    const recurring = order({ method: 'directdebit', sequenceType: 'recurring', customerId, mandateId });
    const charged = await provider.createPayment(tenant, recurring);
    expect(charged).toMatchObject({
      status: 'paid',
      checkoutUrl: null,
      customerId,
      mandateId,
      method: 'directdebit',
    });
    expect(fake.payment(charged.id).body).toMatchObject({ sequenceType: 'recurring', customerId, mandateId });

    fake.invalidateMandate(mandateId);
    expect(await provider.findMandate(tenant, customerId, 'directdebit')).toBeNull();
    const again = { ...recurring, idempotencyKey: `payment-${randomUUID()}` };
    expect((await provider.createPayment(tenant, again)).status).toBe('failed');
  });

  it('finds the card mandate a paid first payment left', async () => {
    const tenant = tenantWithKey();
    const ben = { id: 8, name: 'Ben', email: 'ben@example.de' };
    const customerId = await provider.createCustomer(tenant, ben, `customer-${randomUUID()}`);
    const first = await provider.createPayment(
      tenant,
      order({ method: 'creditcard', sequenceType: 'first', customerId }),
    );
    expect(first.checkoutUrl).not.toBeNull();
    expect(await provider.findMandate(tenant, customerId, 'creditcard')).toBeNull();

    fake.setStatus(first.id, 'paid');
    const paid = await provider.getPayment(tenant, first.id);
    expect(paid.mandateId).toMatch(/^mdt_/);
    expect(await provider.findMandate(tenant, customerId, 'creditcard')).toBe(paid.mandateId);
    expect(await provider.findMandate(tenant, customerId, 'klarna')).toBeNull();
  });

  it('reports an IBAN Mollie refuses as unavailable, not as a crash', async () => {
    const tenant = tenantWithKey();
    const cas = { id: 9, name: 'Cas', email: 'cas@example.nl' };
    const customerId = await provider.createCustomer(tenant, cas, `customer-${randomUUID()}`);
    const mandate = {
      consumerName: 'Cas',
      consumerAccount: 'NL00ABNA0000000000',
      signatureDate: '2026-11-26',
      mandateReference: 'AMORA-9-1',
      idempotencyKey: `mandate-${randomUUID()}`,
    };
    const error = await failureOf(provider.createMandate(tenant, customerId, mandate));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    // Mollie answered: it made nothing
    expect(error).not.toBeInstanceOf(ProviderNoAnswerError);
    expect(error.message).toMatch(/HTTP 422.*consumer account is invalid/);
  });

  it('answers what it made the first time to a request sent again with the same idempotency key', async () => {
    const tenant = tenantWithKey();
    const dora = { id: 10, name: 'Dora', email: 'dora@example.nl' };
    const customerKey = `customer-${randomUUID()}`;
    const customerId = await provider.createCustomer(tenant, dora, customerKey);
    expect(await provider.createCustomer(tenant, dora, customerKey)).toBe(customerId);
    expect(await provider.createCustomer(tenant, dora, `customer-${randomUUID()}`)).not.toBe(customerId);

    const mandate = {
      consumerName: 'Dora',
      consumerAccount: 'NL91ABNA0417164300',
      signatureDate: '2026-11-26',
      mandateReference: 'AMORA-10-1',
      idempotencyKey: `mandate-${randomUUID()}`,
    };
    const mandateId = await provider.createMandate(tenant, customerId, mandate);
    expect(await provider.createMandate(tenant, customerId, mandate)).toBe(mandateId);

    const charge = order({ method: 'directdebit', sequenceType: 'recurring', customerId, mandateId });
    const charged = await provider.createPayment(tenant, charge);
    expect(await provider.createPayment(tenant, charge)).toMatchObject({ id: charged.id, reference: '42' });
    expect(fake.payments.filter((p) => p.resource.customerId === customerId)).toHaveLength(1);
  });
});

describe('MollieProvider errors', () => {
  it('treats a refused key as unavailable and never repeats the key', async () => {
    const badKey = 'test_notAKeyTheFakeKnows1234567890';
    const error = await failureOf(provider.getPayment(tenantWithKey(badKey), 'tr_whatever'));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error).not.toBeInstanceOf(ProviderNoAnswerError);
    expect(error.message).toMatch(/HTTP 401/);
    expect(error.message).not.toContain(badKey);
  });

  it('knows Mollie made nothing when no connection was made or the client refused the id itself', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = (endpoint: string) =>
      new MollieProvider(async () => fake.apiKey, endpoint, DEFAULT_MOLLIE_TIMEOUT_MS);
    const tenant = tenantWithKey();
    for (const [endpoint, cause] of [
      [`https://127.0.0.1:${port}/v2/`, /ECONNREFUSED/],
      ['https://amora-mollie.invalid/v2/', /ENOTFOUND|EAI_AGAIN/],
    ] as const) {
      const error = await failureOf(unreachable(endpoint).createPayment(tenant, order()));
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect(error).not.toBeInstanceOf(ProviderNoAnswerError);
      expect(error.message).toMatch(cause);
    }
    const malformed = await failureOf(provider.getPayment(tenant, 'foo'));
    expect(malformed).toBeInstanceOf(ProviderUnavailableError);
    expect(malformed).not.toBeInstanceOf(ProviderNoAnswerError);
    expect(provider.looksLikePaymentId('tr_WDqYK6vllg')).toBe(true);
    expect(['foo', 'tr_', 'tr_a/../b', 're_WDqYK6vllg'].map((id) => provider.looksLikePaymentId(id))).toEqual(
      [false, false, false, false],
    );
  });

  it('treats a tenant without a key as unavailable', async () => {
    await expect(
      provider.methods(tenantWithKey(null), {
        amount: { amount: 1000, currency: 'EUR' },
        country: 'NL',
        locale: 'nl',
        sequenceType: 'oneoff',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('reports a payment Mollie does not know as not found', async () => {
    const error = await failureOf(provider.getPayment(tenantWithKey(), 'tr_doesNotExist'));
    expect(error).toBeInstanceOf(ProviderNotFoundError);
    expect(error.message).not.toContain(fake.apiKey);
  });

  it('is unavailable when Mollie answers 503 to every attempt, and rides out a single 503', async () => {
    const tenant = tenantWithKey();
    fake.failNext(3);
    const error = await failureOf(provider.createPayment(tenant, order()));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toMatch(/HTTP 503/);
    expect(error.message).not.toContain(fake.apiKey);

    fake.failNext(1);
    const created = await provider.createPayment(tenant, order({ reference: '43' }));
    expect(created.status).toBe('open');
    // the retried request carried the same idempotency key: one payment, not two
    expect(
      fake.payments.filter((p) => (p.body.metadata as { reference: string }).reference === '43'),
    ).toHaveLength(1);
  });

  it('is unavailable when Mollie cannot be reached', async () => {
    const closed = await startFakeMollie();
    const unreachable = new MollieProvider(async () => closed.apiKey, closed.url, DEFAULT_MOLLIE_TIMEOUT_MS);
    await closed.close();
    const error = await failureOf(unreachable.getPayment(tenantWithKey(), 'tr_any'));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).not.toContain(closed.apiKey);
  });

  it('is unavailable when Mollie takes the connection and never answers, and closes it once the timeout has passed', async () => {
    const sockets: Socket[] = [];
    const closedAt: number[] = [];
    const silent = createTcpServer((socket) => {
      sockets.push(socket);
      socket.on('close', () => closedAt.push(Date.now()));
      socket.resume(); // reads (and ignores) what the client sends, so its closing is seen
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const hanging = new MollieProvider(async () => fake.apiKey, `https://127.0.0.1:${port}/v2/`, 300);
      const started = Date.now();
      const error = await failureOf(
        hanging.refund(tenantWithKey(), 'tr_any', {
          amount: { amount: 100, currency: 'EUR' },
          description: 'refund',
          idempotencyKey: 'k-1',
        }),
      );
      const failedAt = Date.now();
      // what Mollie did is unknown: a retry with the same key, or the webhook, tells
      expect(error).toBeInstanceOf(ProviderNoAnswerError);
      expect(error.message).toMatch(/no answer within 300 ms/);
      expect(error.message).not.toContain(fake.apiKey);
      expect(sockets.length).toBeGreaterThan(0);
      expect(failedAt - started).toBeLessThan(5_000);

      // the client's request does not run on: its connection is closed, not left to Mollie
      const deadline = failedAt + 2_000;
      while (closedAt.length < sockets.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(closedAt).toHaveLength(sockets.length);
      expect(Math.max(...closedAt) - failedAt).toBeLessThan(1_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('makes no attempt after the timeout, not even the one the client had planned after a 503', async () => {
    const tenant = tenantWithKey();
    const payment = await provider.createPayment(tenant, order({ reference: '44' }));
    fake.setStatus(payment.id, 'paid');
    const impatient = new MollieProvider(async () => fake.apiKey, fake.url, 300);
    const refundRequests = () =>
      fake.requests.filter(
        (request) => request.method === 'POST' && request.path.endsWith(`${payment.id}/refunds`),
      );
    fake.failNext(1, 1); // the client waits the 503's Retry-After (1 s) before its second attempt
    const error = await failureOf(
      impatient.refund(tenant, payment.id, {
        amount: { amount: 100, currency: 'EUR' },
        description: 'refund',
        idempotencyKey: 'k-2',
      }),
    );
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toMatch(/no answer within 300 ms/);
    expect(refundRequests()).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(refundRequests()).toHaveLength(1);
    expect(fake.payment(payment.id).refunds).toEqual([]);
  });

  it('uses the tenant’s new key once it changed', async () => {
    const tenant = tenantWithKey('test_oldKeyThatMollieNoLongerAccepts00');
    await expect(provider.getPayment(tenant, 'tr_x')).rejects.toBeInstanceOf(ProviderUnavailableError);
    keys.set(tenant.id, fake.apiKey);
    await expect(provider.getPayment(tenant, 'tr_x')).rejects.toBeInstanceOf(ProviderNotFoundError);
  });
});

describe('fake Mollie webhook', () => {
  let receiver: Server;
  const received: { contentType?: string; body: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        received.push({ contentType: request.headers['content-type'], body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('posts the payment id form-encoded to the payment’s webhookUrl', async () => {
    const { port } = receiver.address() as AddressInfo;
    const webhookUrl = `http://127.0.0.1:${port}/api/payment-webhook.php`;
    const { id } = await provider.createPayment(tenantWithKey(), order({ webhookUrl }));

    expect(await fake.callWebhook(id)).toBe(200);
    expect(received).toEqual([{ contentType: 'application/x-www-form-urlencoded', body: `id=${id}` }]);
  });
});
