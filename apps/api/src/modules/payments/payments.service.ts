import type { CreatePaymentAnswer, PaymentMethod } from '@amora/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import type { AppliedDiscount } from '../discounts/applied-discount.js';
import { buyerPlace } from '../discounts/buyer-order.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { MemberEvents } from '../realtime/member-events.service.js';
import { Payment, type SequenceType } from './entities/payment.entity.js';
import { PaymentBooking } from './payment-booking.js';
import { bundleIn, type PricedBundle } from './pricing/bundle-prices.js';
import { discountedAmount } from './pricing/discounted-amount.js';
import { vatRateOf } from './pricing/vat.js';
import { askProvider } from './providers/ask-provider.js';
import {
  type PaymentProvider,
  ProviderNoAnswerError,
  ProviderNotFoundError,
  type ProviderPayment,
} from './providers/payment-provider.js';
import { PaymentProviders } from './providers/payment-providers.js';

export interface PaymentOrder {
  bundleId: number;
  method: PaymentMethod;
  code?: string;
  geoipCountry: string | null;
  /** `https://host[:port]` of the tenant the buyer is on: the return page and the webhook live there. */
  origin: string;
  /** A recurring charge of a stored mandate: no checkout. */
  recurring?: { customerId: string; mandateId: string };
}

/** Methods whose first payment leaves a mandate, so that a repeat order needs no checkout. */
const MANDATE_METHODS = new Set<PaymentMethod>(['creditcard', 'paypal']);

/**
 * Buying credits (DESIGN.md §9): the API prices the order, the tenant's provider takes the money, and the
 * status is only ever taken from the provider, booked once by PaymentBooking.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly providers: PaymentProviders,
    private readonly discounts: DiscountsService,
    private readonly booking: PaymentBooking,
    private readonly events: MemberEvents,
  ) {}

  /**
   * Prices the order (bundle, buyer's country, code), records it, and hands it to the provider. `recorded`
   * learns the payment's id before the provider is asked (a caller that may retry the order keeps it, to
   * resume that payment rather than start a second one).
   */
  async start(
    tenant: Tenant,
    member: Member,
    order: PaymentOrder,
    recorded?: (paymentId: number) => Promise<void>,
  ): Promise<CreatePaymentAnswer> {
    const place = await buyerPlace(this.db, tenant, member.id, order.geoipCountry);
    const bundle = await bundleIn(this.db, tenant, place, order.bundleId);
    const country = place?.country ?? '';
    const discount = await this.discounts.forOrder(tenant, member, order.code, {
      country,
      currency: bundle.currency,
      amount: bundle.amount,
      method: order.method,
    });
    const amount = discountedAmount(bundle.amount, discount?.percentage);
    const sequenceType: SequenceType = order.recurring
      ? 'recurring'
      : MANDATE_METHODS.has(order.method)
        ? 'first'
        : 'oneoff';
    const provider = this.providers.for(tenant);
    await this.requireMethod(tenant, provider, member, {
      amount,
      bundle,
      country,
      sequenceType,
      method: order.method,
    });
    const customerId =
      order.recurring?.customerId ??
      (sequenceType === 'first' ? await this.customerOf(tenant, member) : undefined);
    const payment = await this.record(tenant, member, {
      bundle,
      country,
      amount,
      discount,
      sequenceType,
      order,
    });
    await recorded?.(payment.id);
    const remote = await this.create(tenant, provider, payment, member, { order, customerId });
    const settled = remote.status === 'open' ? payment : await this.settle(tenant, payment.id, remote);
    return { payment_id: payment.id, checkout_url: remote.checkoutUrl, status: settled.status };
  }

  /**
   * The member's payment again, for a retry of the order that started it (direct debit's code posted again):
   * one whose creation got no answer (without the provider's id, `pending`) is handed to the provider again
   * under the same idempotency key, so the provider answers the payment it made, or makes it now; one the
   * provider refused to create answers null (the order may start again); any other is answered as it stands.
   */
  async resume(
    tenant: Tenant,
    member: Member,
    paymentId: number,
    order: PaymentOrder,
  ): Promise<CreatePaymentAnswer | null> {
    const payment = await tenantScoped(this.db, Payment).findOne(tenant, {
      id: paymentId,
      memberId: member.id,
    });
    if (!payment) throw new ApiError('payment_not_found');
    if (!payment.providerPaymentId && payment.status === 'failed') return null;
    // `open` without the provider's id: the process stopped while the provider answered
    if (payment.providerPaymentId || !['open', 'pending'].includes(payment.status)) {
      return { payment_id: payment.id, checkout_url: payment.checkoutUrl, status: payment.status };
    }
    const provider = this.providers.for({ paymentProvider: payment.provider });
    const customerId =
      order.recurring?.customerId ??
      (payment.sequenceType === 'first' ? await this.customerOf(tenant, member) : undefined);
    const remote = await this.create(tenant, provider, payment, member, { order, customerId });
    const settled = await this.settle(tenant, payment.id, remote);
    return { payment_id: payment.id, checkout_url: remote.checkoutUrl, status: settled.status };
  }

  /** Asks the provider for the payment's status and books what changed; the one way a payment moves. */
  async sync(tenant: Tenant, paymentId: number): Promise<Payment> {
    const payment = await tenantScoped(this.db, Payment).findOne(tenant, { id: paymentId });
    if (!payment) throw new ApiError('payment_not_found');
    if (!payment.providerPaymentId) return payment;
    const provider = this.providers.for({ paymentProvider: payment.provider });
    const remote = await askProvider(provider.getPayment(tenant, payment.providerPaymentId));
    return this.settle(tenant, payment.id, remote);
  }

  /**
   * The webhook: the provider's id of one of this tenant's payments. An id we do not know is asked of the
   * provider only while the tenant has a payment the provider may have made without telling us (see
   * unlinked), and only if it has the shape of the provider's ids: such a payment is found by the reference we
   * sent (our payment id, of this tenant, still without a provider id). An id neither we nor the provider
   * know changes nothing; only a provider that cannot be asked answers an error, so it retries.
   */
  async syncByProviderId(tenant: Tenant, providerPaymentId: string): Promise<void> {
    const payment = await tenantScoped(this.db, Payment).findOne(tenant, {
      provider: tenant.paymentProvider,
      providerPaymentId,
    });
    if (!payment) {
      if (!this.providers.for(tenant).looksLikePaymentId(providerPaymentId)) return;
      if (!(await this.unlinked(tenant))) return;
    }
    try {
      if (payment) await this.sync(tenant, payment.id);
      else await this.adopt(tenant, providerPaymentId);
    } catch (error) {
      if (!(error instanceof ProviderNotFoundError)) throw error;
    }
  }

  /**
   * Whether the tenant has a payment the provider may have made without our knowing its id: one whose creation
   * got no answer (`pending`), or one failed at its creation in the last two days (the provider answered an
   * error, a 5xx, yet may have made it; a recurring payment is then charged without the member).
   */
  private async unlinked(tenant: Tenant): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM payment
        WHERE provider = $2 AND provider_payment_id IS NULL AND tenant_id = $1
          AND (status = 'pending' OR status = 'failed' AND created_at > now() - interval '2 days')
        LIMIT 1`,
      [tenant.id, tenant.paymentProvider],
    );
    return rows.length > 0;
  }

  /**
   * The payment the provider made under our reference while its answer was lost: linked to it, then booked.
   * One we failed at its creation (the provider answered an error) but the provider made after all is taken
   * up again from `pending`, so that what the provider did with it (a paid charge) is booked.
   */
  private async adopt(tenant: Tenant, providerPaymentId: string): Promise<void> {
    const provider = this.providers.for(tenant);
    const remote = await askProvider(provider.getPayment(tenant, providerPaymentId));
    const paymentId = Number(remote.reference);
    if (!remote.reference || !Number.isSafeInteger(paymentId) || paymentId <= 0) return;
    const stored = await this.db.transaction(async (db) => {
      const locked = await tenantScoped(db, Payment).findOne(
        tenant,
        { id: paymentId, provider: tenant.paymentProvider },
        { lock: { mode: 'pessimistic_write' } },
      );
      // another tenant's payment reads as none; one linked to another provider payment is not this one
      if (!locked || (locked.providerPaymentId && locked.providerPaymentId !== remote.id)) return null;
      const { amount, currency } = remote.amount;
      if (amount !== locked.amount || currency !== locked.currency) return null;
      if (!locked.providerPaymentId) {
        // a provider payment already booked anywhere (another tenant on the same account) is that payment's
        const linked: unknown[] = await db.query(
          'SELECT 1 FROM payment WHERE provider = $1 AND provider_payment_id = $2 LIMIT 1',
          [locked.provider, remote.id],
        );
        if (linked.length > 0) return null;
        // failed here only at its creation (a provider id comes with any later status)
        const status = locked.status === 'failed' ? 'pending' : locked.status;
        if (status !== locked.status) {
          this.logger.warn(
            `Payment ${locked.id} of tenant ${tenant.id} failed at its creation, yet the provider made it (${remote.id}, ${remote.status}): taken up again`,
          );
        }
        await tenantScoped(db, Payment).update(
          tenant,
          { id: locked.id },
          { providerPaymentId: remote.id, checkoutUrl: remote.checkoutUrl, status },
        );
        locked.providerPaymentId = remote.id;
        locked.status = status;
      }
      return this.events.store(db, await this.booking.apply(db, tenant, locked, remote));
    });
    if (stored) await this.events.publish(stored);
  }

  /** The member's customer at the provider, created once (member.payment_customer_id). */
  async customerOf(tenant: Tenant, member: Pick<Member, 'id' | 'email'>): Promise<string> {
    const [stored]: { payment_customer_id: string | null; name: string | null; created_at: Date }[] =
      await this.db.query(
        `SELECT m.payment_customer_id, p.name, m.created_at FROM member m LEFT JOIN profile p ON p.id = m.profile_id
        WHERE m.id = $1 AND m.tenant_id = $2`,
        [member.id, tenant.id],
      );
    if (stored?.payment_customer_id) return stored.payment_customer_id;
    const created = await askProvider(
      this.providers.for(tenant).createCustomer(
        tenant,
        { id: member.id, name: stored?.name ?? `Member ${member.id}`, email: member.email ?? '' },
        // a retry after no answer gets the customer made then, not a second one; the member's creation
        // time tells this database's member from another's of the same id on the same Mollie account
        `customer-${member.id}-${stored?.created_at.getTime() ?? 0}`,
      ),
    );
    const [[kept]]: [{ payment_customer_id: string }[], number] = await this.db.query(
      `UPDATE member SET payment_customer_id = coalesce(payment_customer_id, $3)
        WHERE id = $1 AND tenant_id = $2 RETURNING payment_customer_id`,
      [member.id, tenant.id, created],
    );
    return kept.payment_customer_id;
  }

  /** The method must be one the provider offers for this amount in the buyer's country. */
  private async requireMethod(
    tenant: Tenant,
    provider: PaymentProvider,
    member: Member,
    o: {
      amount: number;
      bundle: PricedBundle;
      country: string;
      sequenceType: SequenceType;
      method: PaymentMethod;
    },
  ) {
    const offered = await askProvider(
      provider.methods(tenant, {
        amount: { amount: o.amount, currency: o.bundle.currency },
        country: o.country,
        locale: member.language,
        sequenceType: o.sequenceType,
      }),
    );
    if (!offered.some((m) => m.id === o.method)) throw new ApiError('payment_method_unavailable');
  }

  /** The payment row and its code's reservation, in one transaction: a code taken meanwhile stops both. */
  private record(
    tenant: Tenant,
    member: Member,
    p: {
      bundle: PricedBundle;
      country: string;
      amount: number;
      discount: AppliedDiscount | null;
      sequenceType: SequenceType;
      order: PaymentOrder;
    },
  ): Promise<Payment> {
    return this.db.transaction(async (db) => {
      const payment = await tenantScoped(db, Payment).save(tenant, {
        memberId: member.id,
        bundleId: p.bundle.id,
        credits: p.bundle.credits,
        country: p.country,
        currency: p.bundle.currency,
        amount: p.amount,
        listAmount: p.bundle.amount,
        discountCodeId: p.discount?.codeId ?? null,
        discountPercentage: p.discount?.percentage ?? null,
        vatRate: vatRateOf(p.country),
        provider: tenant.paymentProvider,
        method: p.order.method,
        sequenceType: p.sequenceType,
        mandateId: p.order.recurring?.mandateId ?? null,
      });
      if (p.discount) await this.discounts.reserve(db, tenant, p.discount, member.id, payment.id);
      return payment;
    });
  }

  /**
   * Hands the payment to the provider under the idempotency key `payment-<id>`. One the provider refused or
   * could not take is failed and its code freed again; one whose answer never came stays `pending` (unknown)
   * with its code reserved: the webhook finds it by our reference, and a retry under the same key gets the
   * payment the provider made rather than a second one.
   */
  private async create(
    tenant: Tenant,
    provider: PaymentProvider,
    payment: Payment,
    member: Member,
    { order, customerId }: { order: PaymentOrder; customerId?: string },
  ): Promise<ProviderPayment> {
    let remote: ProviderPayment;
    try {
      remote = await provider.createPayment(tenant, {
        amount: { amount: payment.amount, currency: payment.currency },
        description: `${tenant.name}: ${payment.credits} credits`,
        method: order.method,
        redirectUrl: `${order.origin}/transactions/${payment.id}`,
        webhookUrl: `${order.origin}/api/payment-webhook.php`,
        reference: String(payment.id),
        idempotencyKey: `payment-${payment.id}-${payment.createdAt.getTime()}`,
        locale: member.language,
        sequenceType: payment.sequenceType,
        customerId,
        mandateId: order.recurring?.mandateId,
      });
    } catch (error) {
      // a refusal of a retry proves nothing of the try that got no answer (the key would have replayed it
      // within the hour; later the provider may have forgotten it): unknown stays unknown
      if (error instanceof ProviderNoAnswerError || payment.status === 'pending') {
        // unless the webhook has linked and booked it meanwhile
        await tenantScoped(this.db, Payment).update(
          tenant,
          { id: payment.id, providerPaymentId: IsNull(), status: In(['open', 'pending']) },
          { status: 'pending' },
        );
      } else {
        await this.db.transaction(async (db) => {
          await tenantScoped(db, Payment).update(tenant, { id: payment.id }, { status: 'failed' });
          await this.discounts.settle(db, tenant, payment.id, 'released');
        });
      }
      return askProvider(Promise.reject(error));
    }
    await tenantScoped(this.db, Payment).update(
      tenant,
      { id: payment.id },
      { providerPaymentId: remote.id, checkoutUrl: remote.checkoutUrl },
    );
    payment.providerPaymentId = remote.id;
    return remote;
  }

  /** The provider's state booked under the payment's lock; live events once it is committed. */
  private async settle(tenant: Tenant, paymentId: number, remote: ProviderPayment): Promise<Payment> {
    const { payment, stored } = await this.db.transaction(async (db) => {
      const locked = await tenantScoped(db, Payment).findOne(
        tenant,
        { id: paymentId },
        { lock: { mode: 'pessimistic_write' } },
      );
      if (!locked) throw new ApiError('payment_not_found');
      const deliveries = await this.booking.apply(db, tenant, locked, remote);
      return { payment: locked, stored: await this.events.store(db, deliveries) };
    });
    await this.events.publish(stored);
    return payment;
  }
}
