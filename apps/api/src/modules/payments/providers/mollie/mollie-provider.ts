import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import type { PaymentMethod, PaymentMethodInfo } from '@amora/contracts';
import {
  type Chargeback,
  createMollieClient,
  MandateMethod,
  MandateStatus,
  MollieApiError,
  type MollieClient,
  type Payment,
  PaymentEmbed,
  type Refund,
  RefundStatus,
} from '@mollie/api-client';
import type { Tenant } from '../../../../tenancy/tenant.entity.js';
import {
  type MethodQuery,
  type NewMandate,
  type NewProviderPayment,
  type NewProviderRefund,
  type PaymentProvider,
  ProviderNoAnswerError,
  ProviderNotFoundError,
  type ProviderPayment,
  ProviderRefusedError,
  type ProviderReversal,
  ProviderUnavailableError,
} from '../payment-provider.js';
import { looksLikeMolliePaymentId } from './mollie-ids.js';
import {
  mandateMethod,
  mollieLocale,
  mollieMethod,
  mollieSequenceType,
  ourMethod,
  ourStatus,
} from './mollie-mapping.js';
import { fromMollieAmount, toMollieAmount } from './mollie-money.js';

/** Refunds that were stopped give nothing back. */
const UNDONE_REFUNDS = new Set<string>([RefundStatus.canceled, RefundStatus.failed]);

/** The abort signal of the Mollie call running in this async context, if any. */
const callSignal = new AsyncLocalStorage<AbortSignal>();

/*
 * @mollie/api-client 4.6.0 takes no AbortSignal, fetch or agent: its requests go through node-fetch and an
 * https.Agent it makes itself, out of reach. Node announces every http request it starts on this channel, in
 * the context that started it; a request started by a Mollie call is destroyed once that call has timed out,
 * so the connection is closed and the client's promise settles instead of waiting for Mollie forever.
 */
subscribe('http.client.request.start', (message) => {
  const signal = callSignal.getStore();
  if (!signal) return;
  const { request } = message as { request: ClientRequest };
  // a retry the client starts after the timeout (it waits between attempts) ends at once
  if (signal.aborted) request.destroy(signal.reason);
  else signal.addEventListener('abort', () => request.destroy(signal.reason), { once: true });
});

/**
 * Payments through Mollie (DESIGN.md §9) with the tenant's own API key, through @mollie/api-client.
 * Every failure to get an answer (network, 5xx, a refused key, a refused request) becomes
 * ProviderUnavailableError; an unknown payment or customer ProviderNotFoundError. The key never
 * appears in an error message.
 */
export class MollieProvider implements PaymentProvider {
  private readonly clients = new Map<number, { apiKey: string; client: MollieClient }>();

  /**
   * @param apiKeyOf the tenant's `mollie_api_key` (a column that is not selected by default), or null
   * @param apiEndpoint MOLLIE_API_ENDPOINT; the client's own default (Mollie) when undefined
   * @param timeoutMs MOLLIE_TIMEOUT_MS: a call without an answer by then is unavailable and its connection is
   * closed (the client has no timeout of its own, and a connection that never answers would hold the request
   * forever)
   */
  constructor(
    private readonly apiKeyOf: (tenant: Tenant) => Promise<string | null>,
    private readonly apiEndpoint: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  async methods(tenant: Tenant, query: MethodQuery): Promise<PaymentMethodInfo[]> {
    const methods = await this.call(tenant, 'list methods', (mollie) =>
      mollie.methods.list({
        amount: toMollieAmount(query.amount),
        locale: mollieLocale(query.locale),
        sequenceType: mollieSequenceType(query.sequenceType),
        billingCountry: query.country.toUpperCase(),
      }),
    );
    const offered = new Map<PaymentMethod, PaymentMethodInfo>();
    for (const method of methods) {
      const id = ourMethod(method.id);
      // Mollie may list several Klarna products; the first (its preferred order for the locale) stands for all
      if (id && !offered.has(id))
        offered.set(id, { id, description: method.description, image: method.image.svg });
    }
    return [...offered.values()];
  }

  async createPayment(tenant: Tenant, payment: NewProviderPayment): Promise<ProviderPayment> {
    const created = await this.call(tenant, 'create a payment', (mollie) =>
      mollie.payments.create({
        amount: toMollieAmount(payment.amount),
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        webhookUrl: payment.webhookUrl,
        metadata: { reference: payment.reference },
        locale: mollieLocale(payment.locale),
        method: payment.method ? mollieMethod(payment.method) : undefined,
        sequenceType: mollieSequenceType(payment.sequenceType),
        customerId: payment.customerId,
        mandateId: payment.mandateId,
        idempotencyKey: payment.idempotencyKey,
      }),
    );
    return providerPayment(created);
  }

  looksLikePaymentId(id: string): boolean {
    return looksLikeMolliePaymentId(id);
  }

  async getPayment(tenant: Tenant, providerPaymentId: string): Promise<ProviderPayment> {
    const payment = await this.call(tenant, `get payment ${providerPaymentId}`, (mollie) =>
      mollie.payments.get(providerPaymentId, { embed: [PaymentEmbed.refunds, PaymentEmbed.chargebacks] }),
    );
    return providerPayment(payment);
  }

  async createCustomer(
    tenant: Tenant,
    member: { id: number; name: string; email: string },
    idempotencyKey: string,
  ): Promise<string> {
    const customer = await this.call(tenant, 'create a customer', (mollie) =>
      mollie.customers.create({
        name: member.name,
        email: member.email,
        metadata: { member_id: member.id },
        idempotencyKey,
      }),
    );
    return customer.id;
  }

  async findMandate(
    tenant: Tenant,
    customerId: string,
    method: PaymentMethod | null,
  ): Promise<string | null> {
    const wanted = method ? mandateMethod(method) : null;
    if (method && !wanted) return null;
    // a member has a handful of mandates at most: one page of Mollie's largest size holds them all
    const mandates = await this.call(tenant, `list the mandates of ${customerId}`, (mollie) =>
      mollie.customerMandates.page({ customerId, limit: 250 }),
    );
    const valid = mandates.find(
      (mandate) => mandate.status === MandateStatus.valid && (!wanted || mandate.method === wanted),
    );
    return valid?.id ?? null;
  }

  async createMandate(tenant: Tenant, customerId: string, mandate: NewMandate): Promise<string> {
    const created = await this.call(tenant, `create a mandate for ${customerId}`, (mollie) =>
      mollie.customerMandates.create({
        customerId,
        method: MandateMethod.directdebit,
        consumerName: mandate.consumerName,
        consumerAccount: mandate.consumerAccount,
        signatureDate: mandate.signatureDate,
        mandateReference: mandate.mandateReference,
        idempotencyKey: mandate.idempotencyKey,
      }),
    );
    return created.id;
  }

  /**
   * POST /v2/payments/{id}/refunds with our key as Idempotency-Key, so a retry gets the same refund back.
   * Mollie answers 422 when it will not refund (not paid, more than the amount remaining): refused.
   */
  async refund(
    tenant: Tenant,
    providerPaymentId: string,
    refund: NewProviderRefund,
  ): Promise<ProviderReversal> {
    const created = await this.call(
      tenant,
      `refund payment ${providerPaymentId}`,
      (mollie) =>
        mollie.paymentRefunds.create({
          paymentId: providerPaymentId,
          amount: toMollieAmount(refund.amount),
          description: refund.description,
          idempotencyKey: refund.idempotencyKey,
        }),
      { refusable: true },
    );
    return reversal(created);
  }

  /** Runs one request with the tenant's client and turns every failure into the provider errors. */
  private async call<T>(
    tenant: Tenant,
    action: string,
    request: (mollie: MollieClient) => Promise<T>,
    options: { refusable?: boolean } = {},
  ): Promise<T> {
    const apiKey = await this.apiKeyOf(tenant);
    if (!apiKey) throw new ProviderUnavailableError(`Tenant ${tenant.id} has no Mollie API key`);
    try {
      const client = this.clientFor(tenant, apiKey);
      return await answeredWithin(() => request(client), this.timeoutMs);
    } catch (error) {
      throw providerError(error, `Mollie could not ${action} for tenant ${tenant.id}`, apiKey, options);
    }
  }

  /** One client per tenant and key: a new key (the tenant changed it) replaces the old client. */
  private clientFor(tenant: Tenant, apiKey: string): MollieClient {
    const cached = this.clients.get(tenant.id);
    if (cached?.apiKey === apiKey) return cached.client;
    const client = createMollieClient({ apiKey, apiEndpoint: this.apiEndpoint, versionStrings: 'Amora/1.0' });
    this.clients.set(tenant.id, { apiKey, client });
    return client;
  }
}

/**
 * The call's answer, or a rejection once `ms` have passed; then the http requests the call started are
 * destroyed (see the subscription to http.client.request.start above). What Mollie may have done before the
 * connection closed is covered by the idempotency key of a retry and by the webhook that reports it.
 */
async function answeredWithin<T>(call: () => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  // listens before any request of the call does, so the call fails with this reason, not the destroyed request's
  const timedOut = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms} ms`)), ms);
  try {
    return await Promise.race([callSignal.run(controller.signal, call), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function providerPayment(payment: Payment): ProviderPayment {
  const embedded = payment._embedded;
  return {
    id: payment.id,
    status: ourStatus(payment.status),
    amount: fromMollieAmount(payment.amount),
    method: ourMethod(payment.method),
    checkoutUrl: payment._links.checkout?.href ?? null,
    customerId: payment.customerId ?? null,
    mandateId: payment.mandateId ?? null,
    refunds: (embedded?.refunds ?? []).filter((refund) => !UNDONE_REFUNDS.has(refund.status)).map(reversal),
    // a reversed chargeback (the bank gave the money back) is no chargeback any more
    chargebacks: (embedded?.chargebacks ?? []).filter((chargeback) => !chargeback.reversedAt).map(reversal),
    reference: referenceOf(payment.metadata),
  };
}

/** `metadata.reference` as createPayment sent it; metadata a dashboard user set by hand may be anything. */
function referenceOf(metadata: unknown): string | null {
  const reference = (metadata as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' ? reference : null;
}

function reversal(item: Refund | Chargeback): ProviderReversal {
  return { id: item.id, amount: fromMollieAmount(item.amount) };
}

/**
 * 404 → not found; 422 → refused where the request may be refused; anything else means we got no usable
 * answer. The key is cut out of whatever Mollie said.
 */
function providerError(
  error: unknown,
  context: string,
  apiKey: string,
  { refusable = false }: { refusable?: boolean },
): Error {
  const cause = error instanceof Error ? error.message : String(error);
  const said = cause.split(apiKey).join('[key]');
  if (error instanceof MollieApiError && error.statusCode === 404) {
    return new ProviderNotFoundError(`${context}: ${said}`);
  }
  if (refusable && error instanceof MollieApiError && error.statusCode === 422) {
    return new ProviderRefusedError(`${context}: ${said}`, error.field ?? null);
  }
  const status = error instanceof MollieApiError ? error.statusCode : undefined;
  if (status) return new ProviderUnavailableError(`${context} (HTTP ${status}): ${said}`);
  if (error instanceof MollieApiError && NOT_SENT.test(cause)) {
    return new ProviderUnavailableError(`${context}: ${said}`);
  }
  // otherwise Mollie's answer never came (a timeout, a connection lost after the request): it may have acted
  return new ProviderNoAnswerError(`${context}: ${said}`);
}

/**
 * Failures before any request reached Mollie, so it cannot have acted: no connection (refused, the name not
 * resolved) or the client's own check of an id. The client keeps only the cause's message (node-fetch's
 * "request to … failed, reason: connect ECONNREFUSED …"), not its code.
 */
const NOT_SENT = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN)\b|id appears invalid: .* \(unexpected format\)$/;
