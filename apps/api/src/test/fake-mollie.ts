import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, Agent as HttpsAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { isValidIBAN } from 'ibantools';

/**
 * A local server that answers like Mollie's v2 API (https://docs.mollie.com/reference) for what
 * @mollie/api-client calls on behalf of MollieProvider: payments (with embedded refunds and chargebacks),
 * refunds asked for by the merchant, methods, customers, mandates and recurring payments. Test controls change payments the way a buyer, a bank
 * or the merchant's dashboard would, and `callWebhook` posts `id=tr_…` to the payment's webhook like Mollie.
 *
 * It speaks https only because @mollie/api-client 4.6.0 does: its requests go through an https.Agent pinned to
 * its own copy of Mozilla's root certificates (it refuses http:// endpoints). While a fake runs, connections
 * from this process to its port trust its self-signed certificate (see trustFakeCertificate); nothing else
 * changes, so the fake serves the tests in this process only.
 */

type Json = Record<string, unknown>;
type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/** A method the fake offers; amounts in minor units of the currency asked for. */
export interface FakeMollieMethod {
  id: string;
  description: string;
  /** Currencies the method accepts (default: EUR). */
  currencies?: string[];
  /** Billing countries it is offered in (default: all). */
  countries?: string[];
  minimum?: number;
  maximum?: number;
  /** Whether it can start (`first`) a recurring sequence; `recurring` payments are directdebit, creditcard, paypal. */
  first?: boolean;
}

export interface FakeMolliePayment {
  id: string;
  /** The key that created it: other keys (other accounts) do not see it. */
  apiKey: string;
  /** The request body as the client sent it. */
  body: Json;
  /** The payment as Mollie would answer it (without `_embedded`). */
  resource: Json;
  refunds: Json[];
  chargebacks: Json[];
}

export interface FakeMollieRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Json | null;
  /** The Idempotency-Key header the client sent (it makes one for every POST not given one). */
  idempotencyKey: string | null;
}

export interface FakeMollie {
  /** The apiEndpoint to give the client (https://127.0.0.1:<port>/v2/). */
  url: string;
  /** A test key the fake accepts (`test_…`). */
  apiKey: string;
  /** Accept one more key (another Mollie account: it does not see this key's payments). */
  addApiKey(apiKey?: string): string;
  payments: FakeMolliePayment[];
  /** Every request that reached the fake, in order. */
  requests: FakeMollieRequest[];
  payment(id: string): FakeMolliePayment;
  /** What a buyer, the bank or time does to a payment; `paid` on a `first` payment also leaves a mandate. */
  setStatus(id: string, status: MollieStatus, method?: string): void;
  /** A refund of `amount` minor units of the payment's currency; answers its `re_…` id. */
  addRefund(id: string, amount: number): string;
  /** A chargeback of `amount` minor units; answers its `chb_…` id. */
  addChargeback(id: string, amount: number): string;
  /**
   * The next `count` requests get 503 with `Retry-After: retryAfterSeconds` (default 0, the client's next attempt
   * comes at once). The client tries each request 3 times, so failNext(3) fails one call.
   */
  failNext(count: number, retryAfterSeconds?: number): void;
  /** Refund requests wait from now on until the returned function is called (a slow provider). */
  holdRefunds(): () => void;
  /**
   * POST requests whose path ends with `pathEnd` are carried out, but their answers wait from now on until the
   * returned function is called: an answer lost on its way while Mollie did the work (the client gives up
   * first). The same Idempotency-Key again is answered at once, as Mollie replays it.
   */
  holdAnswers(pathEnd: string): () => void;
  /** The customers made so far, in order (each resource as Mollie answers it). */
  readonly customers: Json[];
  /** The mandates made so far, in order. */
  readonly mandates: Json[];
  /** The methods GET /v2/methods offers from now on. */
  setMethods(methods: FakeMollieMethod[]): void;
  /** The bank refused the mandate: recurring payments on it are created `failed`. */
  invalidateMandate(mandateId: string): void;
  /** POSTs `id=<tr_…>` (application/x-www-form-urlencoded) to the payment's webhookUrl; answers the HTTP status. */
  callWebhook(id: string): Promise<number>;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_MOLLIE_METHODS: FakeMollieMethod[] = [
  { id: 'ideal', description: 'iDEAL', countries: ['NL'], minimum: 1, maximum: 5000000, first: true },
  { id: 'creditcard', description: 'Card', currencies: ['EUR', 'USD', 'GBP', 'JPY', 'CHF'], first: true },
  { id: 'paypal', description: 'PayPal', currencies: ['EUR', 'USD', 'GBP', 'JPY', 'CHF'], first: true },
  { id: 'bancontact', description: 'Bancontact', countries: ['BE'], minimum: 2, first: true },
  { id: 'klarnapaylater', description: 'Pay later.', countries: ['NL', 'DE', 'AT', 'FI'], minimum: 1000 },
  { id: 'klarnasliceit', description: 'Slice it.', countries: ['NL', 'DE', 'AT', 'FI'], minimum: 3500 },
  { id: 'sofort', description: 'SOFORT Banking', countries: ['DE', 'AT', 'BE'] },
  { id: 'directdebit', description: 'SEPA Direct Debit', minimum: 1, maximum: 100000 },
  { id: 'applepay', description: 'Apple Pay', currencies: ['EUR', 'USD', 'GBP'] },
];

const RECURRING_METHODS = new Set(['directdebit', 'creditcard', 'paypal']);
const MANDATE_FROM_FIRST: Record<string, string> = { creditcard: 'creditcard', paypal: 'paypal' };
const FINAL = new Set<string>(['paid', 'failed', 'canceled', 'expired']);
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'ISK', 'KRW', 'CLP', 'VND']);
const LOCALES = new Set(
  'en_US en_GB nl_NL nl_BE fr_FR fr_BE fr_LU de_DE de_AT de_CH de_LU es_ES ca_ES pt_PT it_IT nb_NO sv_SE fi_FI da_DK is_IS hu_HU pl_PL lv_LV lt_LT'.split(
    ' ',
  ),
);
const DOCS = { href: 'https://docs.mollie.com/reference/handling-errors', type: 'text/html' };

// A self-signed certificate for 127.0.0.1 and localhost, valid until 2126: test use only, trusts nothing.
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgcRuZCW8dx9/X+4n9
5GOCux0bipkrOR1cuom2ADP3skihRANCAAQQCBCLMYrvDCjCxkiEP40x7lnUe9J4
rE5D4qPMxEjP7+wFmTTqxowblc0nXk+lT9+a7q6pJiv8DVlCHS2Hm/Sb
-----END PRIVATE KEY-----`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUG2D2GZBvmoXtblAiRMYoVmpOlHYwCgYIKoZIzj0EAwIw
IDEeMBwGA1UEAwwVZmFrZS1tb2xsaWUubG9jYWxob3N0MCAXDTI2MTEyNjAwMDkw
OFoYDzIxMjYxMTAyMDAwOTA4WjAgMR4wHAYDVQQDDBVmYWtlLW1vbGxpZS5sb2Nh
bGhvc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQQCBCLMYrvDCjCxkiEP40x
7lnUe9J4rE5D4qPMxEjP7+wFmTTqxowblc0nXk+lT9+a7q6pJiv8DVlCHS2Hm/Sb
o28wbTAdBgNVHQ4EFgQU2TGlwlvq6sK/8IgN123U9xhj46UwHwYDVR0jBBgwFoAU
2TGlwlvq6sK/8IgN123U9xhj46UwDwYDVR0TAQH/BAUwAwEB/zAaBgNVHREEEzAR
hwR/AAABgglsb2NhbGhvc3QwCgYIKoZIzj0EAwIDSAAwRQIgNmD6TDoeLqWVfmmI
LfwWR7hnUTUlI/YcxYM46+hMvYACIQDA2Z+1/3lmQOJoVMYI3m7Mt/oxLlzcj9fj
3yHe3UXCtw==
-----END CERTIFICATE-----`;

/** An error answer as Mollie writes it. */
class MollieError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

const unprocessable = (detail: string, field?: string) =>
  new MollieError(422, 'Unprocessable Entity', detail, field);
const notFound = (detail: string) => new MollieError(404, 'Not Found', detail);

function token(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;
}

function digitsOf(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** Mollie's own amount check: a known currency and a string with exactly its decimals. */
function parseAmount(amount: unknown, field = 'amount'): { currency: string; value: string; minor: number } {
  const { currency, value } = (amount ?? {}) as { currency?: unknown; value?: unknown };
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw unprocessable('The amount contains an invalid currency', field);
  }
  const digits = digitsOf(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${digits}}$`);
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw unprocessable(`The amount contains an invalid value for ${currency}`, field);
  }
  return { currency, value, minor: Number(value.replace('.', '')) };
}

function amountOf(minor: number, currency: string) {
  const digits = digitsOf(currency);
  const units = String(Math.abs(minor)).padStart(digits + 1, '0');
  const value = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return { currency, value: `${minor < 0 ? '-' : ''}${value}` };
}

function minorOf(amount: unknown): number {
  return parseAmount(amount).minor;
}

const SAFE_METHOD = /^[a-z0-9]+$/;

export async function startFakeMollie(): Promise<FakeMollie> {
  const apiKeys = new Set<string>();
  const payments = new Map<string, FakeMolliePayment>();
  const customers = new Map<string, { apiKey: string; resource: Json }>();
  const mandates = new Map<string, { customerId: string; resource: Json }>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const requests: FakeMollieRequest[] = [];
  let methods = DEFAULT_FAKE_MOLLIE_METHODS;
  let failures = 0;
  let retryAfter = 0;
  let refundsHeld: Promise<void> | null = null;
  let answersHeld: { pathEnd: string; until: Promise<void> } | null = null;
  let base = '';

  const link = (path: string, type = 'application/hal+json') => ({ href: `${base}${path}`, type });
  const modeOf = (apiKey: string) => (apiKey.startsWith('live_') ? 'live' : 'test');

  function addApiKey(apiKey = `test_${randomBytes(15).toString('hex')}`): string {
    apiKeys.add(apiKey);
    return apiKey;
  }

  function paymentFor(apiKey: string, id: string): FakeMolliePayment {
    const payment = payments.get(id);
    if (!payment || payment.apiKey !== apiKey) throw notFound(`No payment exists with token ${id}.`);
    return payment;
  }

  function customerFor(apiKey: string, id: string) {
    const customer = customers.get(id);
    if (!customer || customer.apiKey !== apiKey) throw notFound(`No customer exists with token ${id}.`);
    return customer;
  }

  function mandatesOf(customerId: string): Json[] {
    return [...mandates.values()].filter((m) => m.customerId === customerId).map((m) => m.resource);
  }

  function listAnswer(name: string, path: string, items: Json[]): Json {
    return {
      count: items.length,
      _embedded: { [name]: items },
      _links: { self: link(path), previous: null, next: null, documentation: DOCS },
    };
  }

  function createMandate(apiKey: string, customerId: string, input: Json): Json {
    const id = token('mdt');
    const resource: Json = {
      resource: 'mandate',
      id,
      mode: modeOf(apiKey),
      status: 'valid',
      method: input.method,
      details: {
        consumerName: input.consumerName ?? null,
        consumerAccount: input.consumerAccount ?? null,
        consumerBic: input.consumerBic ?? null,
      },
      mandateReference: input.mandateReference ?? null,
      signatureDate: input.signatureDate ?? new Date().toISOString().slice(0, 10),
      createdAt: new Date().toISOString(),
      _links: {
        self: link(`customers/${customerId}/mandates/${id}`),
        customer: link(`customers/${customerId}`),
        documentation: DOCS,
      },
    };
    mandates.set(id, { customerId, resource });
    return resource;
  }

  function postMandate(apiKey: string, customerId: string, body: Json): Json {
    customerFor(apiKey, customerId);
    if (body.method !== 'directdebit' && body.method !== 'paypal') {
      throw unprocessable('The payment method is invalid', 'method');
    }
    if (body.method === 'directdebit') {
      if (typeof body.consumerName !== 'string' || !body.consumerName.trim()) {
        throw unprocessable('The consumer name is missing', 'consumerName');
      }
      if (typeof body.consumerAccount !== 'string' || !isValidIBAN(body.consumerAccount)) {
        throw unprocessable('The consumer account is invalid', 'consumerAccount');
      }
      if (body.signatureDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(body.signatureDate))) {
        throw unprocessable('The signature date is invalid', 'signatureDate');
      }
    }
    return createMandate(apiKey, customerId, body);
  }

  /** The mandate a recurring payment charges: the one named, or the customer's first valid one. */
  function mandateToCharge(customerId: string, mandateId: unknown): Json {
    if (mandateId !== undefined) {
      const mandate = mandates.get(String(mandateId));
      if (!mandate || mandate.customerId !== customerId) {
        throw unprocessable('The mandate does not exist for this customer', 'mandateId');
      }
      return mandate.resource;
    }
    const valid = mandatesOf(customerId).find((m) => m.status === 'valid');
    if (!valid) throw unprocessable('The customer has no valid mandate', 'customerId');
    return valid;
  }

  function postPayment(apiKey: string, body: Json): Json {
    const amount = parseAmount(body.amount);
    if (typeof body.description !== 'string' || !body.description.trim()) {
      throw unprocessable('The description is invalid', 'description');
    }
    const sequenceType = body.sequenceType ?? 'oneoff';
    if (!['oneoff', 'first', 'recurring'].includes(String(sequenceType))) {
      throw unprocessable('The sequence type is invalid', 'sequenceType');
    }
    if (sequenceType !== 'recurring' && typeof body.redirectUrl !== 'string') {
      throw unprocessable('The redirect URL is missing', 'redirectUrl');
    }
    if (body.locale !== undefined && !LOCALES.has(String(body.locale))) {
      throw unprocessable('The locale is invalid', 'locale');
    }
    const requested = body.method === undefined ? [] : [body.method].flat();
    if (requested.some((m) => typeof m !== 'string' || !SAFE_METHOD.test(m))) {
      throw unprocessable('The payment method is invalid', 'method');
    }
    const customerId = body.customerId === undefined ? undefined : String(body.customerId);
    if (customerId) customerFor(apiKey, customerId);
    if (sequenceType !== 'oneoff' && !customerId) {
      throw unprocessable('A customer is required for this sequence type', 'customerId');
    }
    const mandate =
      sequenceType === 'recurring' ? mandateToCharge(customerId as string, body.mandateId) : null;

    const id = token('tr');
    const now = new Date().toISOString();
    const resource: Json = {
      resource: 'payment',
      id,
      mode: modeOf(apiKey),
      createdAt: now,
      amount: amountOf(amount.minor, amount.currency),
      description: body.description,
      method: mandate ? mandate.method : requested.length === 1 ? requested[0] : null,
      metadata: body.metadata ?? null,
      status: 'open',
      isCancelable: false,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      profileId: 'pfl_fakemollie',
      sequenceType,
      redirectUrl: body.redirectUrl ?? null,
      webhookUrl: body.webhookUrl ?? null,
      locale: body.locale ?? 'en_US',
      customerId,
      mandateId: mandate?.id,
      _links: {
        self: link(`payments/${id}`),
        ...(mandate ? {} : { checkout: link(`checkout/${id}`, 'text/html') }),
        dashboard: { href: `https://my.mollie.com/dashboard/payments/${id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    };
    const payment: FakeMolliePayment = { id, apiKey, body, resource, refunds: [], chargebacks: [] };
    payments.set(id, payment);
    // a charge of a stored mandate needs no buyer: the bank answers at once in this fake
    if (mandate) changeStatus(payment, mandate.status === 'valid' ? 'paid' : 'failed');
    return resource;
  }

  function changeStatus(payment: FakeMolliePayment, status: MollieStatus, method?: string): void {
    const { resource } = payment;
    resource.status = status;
    if (method) resource.method = method;
    resource[`${status}At`] = new Date().toISOString();
    if (status !== 'open') delete (resource._links as Json).checkout;
    if (FINAL.has(status)) delete resource.expiresAt;
    if (status === 'paid') {
      resource.amountRefunded = amountOf(0, (resource.amount as Json).currency as string);
      resource.amountRemaining = resource.amount;
      if (resource.sequenceType === 'first' && resource.customerId && !resource.mandateId) {
        const paidWith = String(resource.method ?? 'directdebit');
        const created = createMandate(payment.apiKey, resource.customerId as string, {
          method: MANDATE_FROM_FIRST[paidWith] ?? 'directdebit',
        });
        resource.mandateId = created.id;
      }
    }
  }

  function pushRefund(payment: FakeMolliePayment, minor: number, description: string, status: string): Json {
    const { id } = payment;
    const currency = (payment.resource.amount as Json).currency as string;
    const refundId = token('re');
    const refund: Json = {
      resource: 'refund',
      id: refundId,
      mode: payment.resource.mode,
      amount: amountOf(minor, currency),
      status,
      description,
      paymentId: id,
      createdAt: new Date().toISOString(),
      _links: { self: link(`payments/${id}/refunds/${refundId}`), payment: link(`payments/${id}`) },
    };
    payment.refunds.push(refund);
    const refunded = payment.refunds.reduce((sum, r) => sum + minorOf(r.amount), 0);
    payment.resource.amountRefunded = amountOf(refunded, currency);
    payment.resource.amountRemaining = amountOf(refundable(payment), currency);
    return refund;
  }

  /** What Mollie still refunds: the amount less refunds and chargebacks. */
  function refundable(payment: FakeMolliePayment): number {
    const reversed = [...payment.refunds, ...payment.chargebacks].reduce(
      (sum, r) => sum + minorOf(r.amount),
      0,
    );
    return minorOf(payment.resource.amount) - reversed;
  }

  /** POST /v2/payments/{id}/refunds as Mollie answers it: paid payments only, up to the amount remaining. */
  function postRefund(apiKey: string, id: string, body: Json): Json {
    const payment = paymentFor(apiKey, id);
    if (payment.resource.status !== 'paid') throw unprocessable('The payment cannot be refunded');
    const amount = parseAmount(body.amount);
    const currency = (payment.resource.amount as Json).currency as string;
    if (amount.currency !== currency) {
      throw unprocessable(`The refund must be made in the currency of the payment (${currency})`, 'amount');
    }
    if (amount.minor <= 0) throw unprocessable('The amount must be positive', 'amount');
    const left = refundable(payment);
    if (amount.minor > left) {
      const { value } = amountOf(left, currency);
      throw unprocessable(`The amount exceeds the refundable amount of ${value} ${currency}`, 'amount');
    }
    const description = typeof body.description === 'string' ? body.description : '';
    return pushRefund(payment, amount.minor, description, 'pending');
  }

  function embedded(payment: FakeMolliePayment, embed: string | null): Json {
    const wanted = new Set((embed ?? '').split(',').filter(Boolean));
    const parts: Json = {};
    if (wanted.has('refunds')) parts.refunds = payment.refunds;
    if (wanted.has('chargebacks')) parts.chargebacks = payment.chargebacks;
    return Object.keys(parts).length ? { ...payment.resource, _embedded: parts } : payment.resource;
  }

  function listMethods(query: URLSearchParams): Json {
    const value = query.get('amount[value]');
    const asked =
      value === null ? null : parseAmount({ value, currency: query.get('amount[currency]') ?? undefined });
    const locale = query.get('locale');
    if (locale !== null && !LOCALES.has(locale)) throw unprocessable('The locale is invalid', 'locale');
    const sequenceType = query.get('sequenceType') ?? 'oneoff';
    const country = query.get('billingCountry');
    const currency = asked?.currency ?? 'EUR';
    const offered = methods.filter(
      (m) =>
        (m.currencies ?? ['EUR']).includes(currency) &&
        (!country || !m.countries || m.countries.includes(country)) &&
        (!asked ||
          ((m.minimum ?? 1) <= asked.minor && (m.maximum === undefined || asked.minor <= m.maximum))) &&
        (sequenceType === 'oneoff' || (sequenceType === 'first' ? m.first : RECURRING_METHODS.has(m.id))),
    );
    const answer = offered.map((m) => ({
      resource: 'method',
      id: m.id,
      description: m.description,
      minimumAmount: amountOf(m.minimum ?? 1, currency),
      maximumAmount: m.maximum === undefined ? null : amountOf(m.maximum, currency),
      image: {
        size1x: `https://www.mollie.com/external/icons/payment-methods/${m.id}.png`,
        size2x: `https://www.mollie.com/external/icons/payment-methods/${m.id}%402x.png`,
        svg: `https://www.mollie.com/external/icons/payment-methods/${m.id}.svg`,
      },
      status: 'activated',
      _links: { self: link(`methods/${m.id}`) },
    }));
    return listAnswer('methods', 'methods', answer);
  }

  function route(
    apiKey: string,
    method: string,
    path: string[],
    query: URLSearchParams,
    body: Json,
  ): [number, Json] {
    const [collection, id, sub] = path;
    if (collection === 'payments') {
      if (method === 'POST' && !id) return [201, postPayment(apiKey, body)];
      if (method === 'GET' && !id) {
        const own = [...payments.values()].filter((p) => p.apiKey === apiKey).map((p) => p.resource);
        return [200, listAnswer('payments', 'payments', own.reverse())];
      }
      if (method === 'GET' && id && !sub) return [200, embedded(paymentFor(apiKey, id), query.get('embed'))];
      if (method === 'POST' && id && sub === 'refunds' && path.length === 3) {
        return [201, postRefund(apiKey, id, body)];
      }
      if (method === 'GET' && id && sub === 'refunds' && path.length === 4) {
        const refund = paymentFor(apiKey, id).refunds.find((r) => r.id === path[3]);
        if (!refund) throw notFound(`No refund exists with token ${path[3]}.`);
        return [200, refund];
      }
      if (method === 'GET' && id && (sub === 'refunds' || sub === 'chargebacks') && path.length === 3) {
        return [200, listAnswer(sub, `payments/${id}/${sub}`, paymentFor(apiKey, id)[sub])];
      }
    }
    if (collection === 'methods' && method === 'GET' && !id) return [200, listMethods(query)];
    if (collection === 'customers') {
      if (method === 'POST' && !id) {
        const customerId = token('cst');
        const resource: Json = {
          resource: 'customer',
          id: customerId,
          mode: modeOf(apiKey),
          name: body.name ?? null,
          email: body.email ?? null,
          locale: body.locale ?? null,
          metadata: body.metadata ?? null,
          createdAt: new Date().toISOString(),
          _links: { self: link(`customers/${customerId}`), documentation: DOCS },
        };
        customers.set(customerId, { apiKey, resource });
        return [201, resource];
      }
      if (method === 'GET' && id && !sub) return [200, customerFor(apiKey, id).resource];
      if (id && sub === 'mandates' && path.length === 3) {
        customerFor(apiKey, id);
        if (method === 'GET')
          return [200, listAnswer('mandates', `customers/${id}/mandates`, mandatesOf(id))];
        if (method === 'POST') return [201, postMandate(apiKey, id, body)];
      }
      if (id && sub === 'payments' && method === 'POST' && path.length === 3) {
        return [201, postPayment(apiKey, { ...body, customerId: id })];
      }
    }
    throw notFound('The resource does not exist');
  }

  async function readBody(request: IncomingMessage): Promise<Json | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!chunks.length) return null;
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    return parsed as Json;
  }

  function send(response: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
    response.end(JSON.stringify(body));
  }

  function sendError(response: ServerResponse, error: MollieError, headers: Record<string, string> = {}) {
    const body: Json = {
      status: error.status,
      title: error.title,
      detail: error.message,
      _links: { documentation: DOCS },
    };
    if (error.field) body.field = error.field;
    send(response, error.status, body, headers);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    let body: Json | null;
    try {
      body = await readBody(request);
    } catch {
      return sendError(response, new MollieError(400, 'Bad Request', 'The request body is not valid JSON'));
    }
    const method = request.method ?? 'GET';
    const sentKey = request.headers['idempotency-key'];
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      idempotencyKey: typeof sentKey === 'string' ? sentKey : null,
    });
    if (refundsHeld && method === 'POST' && url.pathname.endsWith('/refunds')) await refundsHeld;
    if (failures > 0) {
      failures -= 1;
      // Retry-After: 0 (unless told) lets the client's own retries (2 s apart by default) run at once
      const unavailable = new MollieError(
        503,
        'Service Unavailable',
        'The service is temporarily unavailable',
      );
      return sendError(response, unavailable, { 'retry-after': String(retryAfter) });
    }
    const apiKey = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!apiKey || !apiKeys.has(apiKey)) {
      const detail = 'Missing authentication, or failed to authenticate';
      return sendError(response, new MollieError(401, 'Unauthorized Request', detail));
    }
    const path = url.pathname.split('/').filter(Boolean);
    if (path.shift() !== 'v2') return sendError(response, notFound('The resource does not exist'));
    const replayKey = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const replay = typeof replayKey === 'string' ? `${apiKey} ${url.pathname} ${replayKey}` : null;
    const earlier = replay ? idempotent.get(replay) : undefined;
    if (earlier) return send(response, earlier.status, earlier.body);
    try {
      const [status, answer] = route(apiKey, method, path, url.searchParams, body ?? {});
      if (replay) idempotent.set(replay, { status, body: answer });
      const held = answersHeld;
      if (held && method === 'POST' && url.pathname.endsWith(held.pathEnd)) await held.until;
      send(response, status, answer);
    } catch (error) {
      if (!(error instanceof MollieError)) throw error;
      sendError(response, error);
    }
  }

  const server: Server = createServer({ key: TLS_KEY, cert: TLS_CERT }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, new MollieError(500, 'Internal Server Error', String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `https://127.0.0.1:${port}/v2/`;
  trustFakeCertificate(port);

  const apiKey = addApiKey();
  const fake: FakeMollie = {
    url: base,
    apiKey,
    addApiKey,
    get payments() {
      return [...payments.values()];
    },
    requests,
    payment(id) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The fake has no payment ${id}`);
      return payment;
    },
    setStatus(id, status, method) {
      changeStatus(fake.payment(id), status, method);
    },
    addRefund(id, amount) {
      return pushRefund(fake.payment(id), amount, 'Refund', 'refunded').id as string;
    },
    addChargeback(id, amount) {
      const payment = fake.payment(id);
      const currency = (payment.resource.amount as Json).currency as string;
      const chargebackId = token('chb');
      payment.chargebacks.push({
        resource: 'chargeback',
        id: chargebackId,
        amount: amountOf(amount, currency),
        settlementAmount: amountOf(-amount, currency),
        reason: { code: 'MD06', description: 'Refund requested by the account holder' },
        createdAt: new Date().toISOString(),
        reversedAt: null,
        paymentId: id,
        _links: { self: link(`payments/${id}/chargebacks/${chargebackId}`), payment: link(`payments/${id}`) },
      });
      const chargedBack = payment.chargebacks.reduce(
        (sum, chargeback) => sum + minorOf(chargeback.amount),
        0,
      );
      payment.resource.amountChargedBack = amountOf(chargedBack, currency);
      if (payment.resource.amountRemaining)
        payment.resource.amountRemaining = amountOf(refundable(payment), currency);
      return chargebackId;
    },
    failNext(count, retryAfterSeconds = 0) {
      failures = count;
      retryAfter = retryAfterSeconds;
    },
    holdRefunds() {
      let release = () => {};
      refundsHeld = new Promise<void>((resolve) => {
        release = () => {
          refundsHeld = null;
          resolve();
        };
      });
      return release;
    },
    holdAnswers(pathEnd) {
      let release = () => {};
      const until = new Promise<void>((resolve) => {
        release = () => {
          if (answersHeld?.until === until) answersHeld = null;
          resolve();
        };
      });
      answersHeld = { pathEnd, until };
      return release;
    },
    get customers() {
      return [...customers.values()].map((customer) => customer.resource);
    },
    get mandates() {
      return [...mandates.values()].map((mandate) => mandate.resource);
    },
    setMethods(next) {
      methods = next;
    },
    invalidateMandate(mandateId) {
      const mandate = mandates.get(mandateId);
      if (!mandate) throw new Error(`The fake has no mandate ${mandateId}`);
      mandate.resource.status = 'invalid';
    },
    async callWebhook(id) {
      const webhookUrl = fake.payment(id).resource.webhookUrl;
      if (typeof webhookUrl !== 'string') throw new Error(`Payment ${id} has no webhookUrl`);
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async close() {
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      server.closeAllConnections();
      await closed;
      untrustFakeCertificate(port);
    },
  };
  return fake;
}

type CreateConnection = (options: Record<string, unknown>, ...rest: unknown[]) => unknown;
const fakePorts = new Set<number>();
let originalCreateConnection: CreateConnection | null = null;

/**
 * Lets https connections to a running fake (and only those) trust its certificate, by adding it to the
 * connection's `ca`. The client's agent pins Mozilla's roots; the environment cannot help inside jest (tests see a
 * copy of process.env, and NODE_EXTRA_CA_CERTS does not reach an explicit `ca`).
 */
function trustFakeCertificate(port: number): void {
  fakePorts.add(port);
  if (originalCreateConnection) return;
  const prototype = HttpsAgent.prototype as unknown as { createConnection: CreateConnection };
  const original = prototype.createConnection;
  originalCreateConnection = original;
  prototype.createConnection = function (this: unknown, options, ...rest) {
    const toFake = options.host === '127.0.0.1' && fakePorts.has(Number(options.port));
    return original.call(this, toFake ? { ...options, ca: TLS_CERT } : options, ...rest);
  };
}

function untrustFakeCertificate(port: number): void {
  fakePorts.delete(port);
  if (fakePorts.size > 0 || !originalCreateConnection) return;
  (HttpsAgent.prototype as unknown as { createConnection: CreateConnection }).createConnection =
    originalCreateConnection;
  originalCreateConnection = null;
}
