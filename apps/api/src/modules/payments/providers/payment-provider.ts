import type { PaymentMethod, PaymentMethodInfo, PaymentStatus } from '@amora/contracts';
import type { Tenant } from '../../../tenancy/tenant.entity.js';
import type { SequenceType } from '../entities/payment.entity.js';

/** An amount of money: integer minor units of an ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: string;
}

export interface NewProviderPayment {
  amount: Money;
  description: string;
  /** Null lets the buyer choose on the provider's page. */
  method: PaymentMethod | null;
  /** Where the buyer comes back: /transactions/{our payment id} on the tenant's host. */
  redirectUrl: string;
  /** Where the provider posts `id` when the status changes: /api/payment-webhook.php on the tenant's host. */
  webhookUrl: string;
  /** Our payment id: the provider's dashboard shows it, and the webhook finds a payment by it whose creation got no answer. */
  reference: string;
  /** Ours, one per payment: sent again (a retry after no answer), the provider answers the payment it made. */
  idempotencyKey: string;
  locale: string;
  sequenceType: SequenceType;
  /** `first` and `recurring` payments need the customer; `recurring` also the mandate to charge. */
  customerId?: string;
  mandateId?: string;
}

/** A SEPA direct debit mandate the member signed on our site (name, IBAN, signature date, our reference). */
export interface NewMandate {
  consumerName: string;
  /** Electronic format. */
  consumerAccount: string;
  signatureDate: string;
  mandateReference: string;
  /** Ours, one per mandate request: sent again (a retry after no answer), the provider answers the mandate it made. */
  idempotencyKey: string;
}

export interface ProviderReversal {
  /** The provider's id (`re_…`, `chb_…`). */
  id: string;
  amount: Money;
}

/** A payment as the provider knows it: the only source of its status. */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amount: Money;
  method: PaymentMethod | null;
  /** Null when nothing is left for the buyer to do at the provider (recurring charges). */
  checkoutUrl: string | null;
  customerId: string | null;
  /** The mandate a paid `first` payment created, or that a recurring payment charged. */
  mandateId: string | null;
  refunds: ProviderReversal[];
  chargebacks: ProviderReversal[];
  /** The `reference` it was created with (our payment id), where the provider keeps it. */
  reference: string | null;
}

/** Money going back to the buyer of a paid payment. */
export interface NewProviderRefund {
  amount: Money;
  /** May be shown to the buyer (on the bank statement or the card's refund). */
  description: string;
  /** Ours, one per intended refund: sent again (a retry, a double click), it refunds once. */
  idempotencyKey: string;
}

export interface MethodQuery {
  amount: Money;
  /** The buyer's country (ISO 3166-1 alpha-2). */
  country: string;
  locale: string;
  sequenceType: SequenceType;
}

/**
 * A payment service (DESIGN.md §9): `simulator` (the embedded default) or `mollie`, chosen per tenant.
 * Errors reaching the provider throw ProviderUnavailableError (webhooks then answer 5xx, so the provider
 * retries); a payment the provider does not know throws ProviderNotFoundError.
 */
export interface PaymentProvider {
  methods(tenant: Tenant, query: MethodQuery): Promise<PaymentMethodInfo[]>;
  createPayment(tenant: Tenant, payment: NewProviderPayment): Promise<ProviderPayment>;
  getPayment(tenant: Tenant, providerPaymentId: string): Promise<ProviderPayment>;
  /** Whether `id` has the shape of this provider's payment ids (a webhook's id is anyone's text). */
  looksLikePaymentId(id: string): boolean;
  /**
   * The provider's customer for a member (created once, kept in member.payment_customer_id). The same
   * `idempotencyKey` again (a retry after no answer) answers the customer made then.
   */
  createCustomer(
    tenant: Tenant,
    member: { id: number; name: string; email: string },
    idempotencyKey: string,
  ): Promise<string>;
  /** The customer's valid mandate for this method (or any method when null), if one exists. */
  findMandate(tenant: Tenant, customerId: string, method: PaymentMethod | null): Promise<string | null>;
  /** Records a direct debit mandate; answers its id, which recurring payments then charge. */
  createMandate(tenant: Tenant, customerId: string, mandate: NewMandate): Promise<string>;
  /**
   * Gives money of a paid payment back; answers the refund as the payment's `refunds` will list it. Throws
   * ProviderRefusedError when the provider will not (not paid, more than is left of the payment).
   */
  refund(tenant: Tenant, providerPaymentId: string, refund: NewProviderRefund): Promise<ProviderReversal>;
}

export class ProviderUnavailableError extends Error {}
/**
 * No answer came (a timeout, a lost connection): the provider may have done what it was asked. A retry with
 * the same idempotency key, or the webhook, tells what it did.
 */
export class ProviderNoAnswerError extends ProviderUnavailableError {}
export class ProviderNotFoundError extends Error {}
/** The provider understood the request and said no; `field` is what it objected to (`amount`), if it said. */
export class ProviderRefusedError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}
