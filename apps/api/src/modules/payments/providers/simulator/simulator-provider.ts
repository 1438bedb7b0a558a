import { createHash, randomBytes } from 'node:crypto';
import type { PaymentMethod, PaymentMethodInfo, PaymentStatus } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tenantScoped } from '../../../../persistence/tenant-scoped.js';
import type { Tenant } from '../../../../tenancy/tenant.entity.js';
import {
  type MethodQuery,
  type NewMandate,
  type NewProviderPayment,
  type NewProviderRefund,
  type PaymentProvider,
  ProviderNotFoundError,
  type ProviderPayment,
  ProviderRefusedError,
  type ProviderReversal,
} from '../payment-provider.js';
import { SimulatorMandate } from './simulator-mandate.entity.js';
import { SimulatorPayment } from './simulator-payment.entity.js';

export const METHOD_NAMES: Record<PaymentMethod, string> = {
  ideal: 'iDEAL',
  creditcard: 'Card',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  klarna: 'Klarna',
  directdebit: 'SEPA Direct Debit',
};

/** What Mollie offers where: the local bank methods in their countries, cards and PayPal everywhere. */
const LOCAL_METHODS: Record<string, PaymentMethod[]> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  DE: ['klarna'],
  AT: ['klarna'],
};
/** SEPA direct debit collects euros only. */
const EURO_COUNTRIES = new Set(['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT']);
/** A stored mandate can charge these again without the buyer. */
const RECURRING_METHODS: PaymentMethod[] = ['creditcard', 'paypal', 'directdebit'];

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * The embedded payment service (DESIGN.md §9): it keeps its payments like Mollie would and shows its own
 * checkout page (/api/simulator.php) where the buyer picks the outcome. The site treats it exactly like
 * Mollie: it only knows the id and asks for the status.
 */
@Injectable()
export class SimulatorProvider implements PaymentProvider {
  constructor(private readonly db: DataSource) {}

  async methods(_tenant: Tenant, query: MethodQuery): Promise<PaymentMethodInfo[]> {
    const euro = query.amount.currency === 'EUR' && EURO_COUNTRIES.has(query.country);
    const offered: PaymentMethod[] = [
      ...(LOCAL_METHODS[query.country] ?? []),
      'creditcard',
      'paypal',
      ...(euro ? (['directdebit'] as const) : []),
    ];
    return offered
      .filter((method) => query.sequenceType !== 'recurring' || RECURRING_METHODS.includes(method))
      .map((id) => ({ id, description: METHOD_NAMES[id], image: '' }));
  }

  async createPayment(tenant: Tenant, payment: NewProviderPayment): Promise<ProviderPayment> {
    const id = newId('sim');
    const recurring = payment.sequenceType === 'recurring';
    const status = recurring ? await this.recurringOutcome(tenant, payment) : 'open';
    await tenantScoped(this.db, SimulatorPayment).insert(tenant, [
      {
        id,
        amount: payment.amount.amount,
        currency: payment.amount.currency,
        description: payment.description,
        method: payment.method,
        status,
        sequenceType: payment.sequenceType,
        customerId: payment.customerId ?? null,
        mandateId: recurring ? (payment.mandateId ?? null) : null,
        redirectUrl: payment.redirectUrl,
        webhookUrl: payment.webhookUrl,
      },
    ]);
    return this.getPayment(tenant, id);
  }

  looksLikePaymentId(id: string): boolean {
    return /^sim_[0-9a-f]{16}$/.test(id);
  }

  async getPayment(tenant: Tenant, id: string): Promise<ProviderPayment> {
    const row = await tenantScoped(this.db, SimulatorPayment).findOne(tenant, { id });
    if (!row) throw new ProviderNotFoundError(id);
    const money = (amount: number) => ({ amount, currency: row.currency });
    return {
      id: row.id,
      status: row.status,
      amount: money(row.amount),
      method: row.method,
      checkoutUrl: row.status === 'open' && row.sequenceType !== 'recurring' ? checkoutUrlOf(row) : null,
      customerId: row.customerId,
      mandateId: row.mandateId,
      refunds: row.refunds.map((r) => ({ id: r.id, amount: money(r.amount) })),
      chargebacks: row.chargebacks.map((c) => ({ id: c.id, amount: money(c.amount) })),
      // it answers every creation at once: the webhook never needs to find a payment by our reference
      reference: null,
    };
  }

  async createCustomer(_tenant: Tenant, member: { id: number }): Promise<string> {
    return `sim_cst_${member.id}`;
  }

  async findMandate(
    tenant: Tenant,
    customerId: string,
    method: PaymentMethod | null,
  ): Promise<string | null> {
    const found = await tenantScoped(this.db, SimulatorMandate).findOne(tenant, {
      customerId,
      status: 'valid',
      ...(method ? { method } : {}),
    });
    return found?.id ?? null;
  }

  async createMandate(tenant: Tenant, customerId: string, _mandate: NewMandate): Promise<string> {
    const id = newId('sim_mdt');
    await tenantScoped(this.db, SimulatorMandate).insert(tenant, [{ id, customerId, method: 'directdebit' }]);
    return id;
  }

  /**
   * Refunds like Mollie: paid payments only, never more than is left after refunds and chargebacks. The
   * refund's id comes from the idempotency key, so the same key twice answers the first refund.
   */
  async refund(tenant: Tenant, id: string, refund: NewProviderRefund): Promise<ProviderReversal> {
    return this.db.transaction(async (db) => {
      const row = await tenantScoped(db, SimulatorPayment).findOne(
        tenant,
        { id },
        { lock: { mode: 'pessimistic_write' } },
      );
      if (!row) throw new ProviderNotFoundError(id);
      const refundId = `sim_re_${createHash('sha256').update(`${id} ${refund.idempotencyKey}`).digest('hex').slice(0, 16)}`;
      const earlier = row.refunds.find((r) => r.id === refundId);
      if (earlier) return { id: earlier.id, amount: { amount: earlier.amount, currency: row.currency } };
      if (row.status !== 'paid') throw new ProviderRefusedError(`Payment ${id} is ${row.status}`, null);
      if (refund.amount.currency !== row.currency) {
        throw new ProviderRefusedError(`Payment ${id} is in ${row.currency}`, 'amount');
      }
      const reversed = [...row.refunds, ...row.chargebacks].reduce((sum, r) => sum + r.amount, 0);
      if (refund.amount.amount > row.amount - reversed) {
        throw new ProviderRefusedError(`Only ${row.amount - reversed} of payment ${id} is left`, 'amount');
      }
      const refunds = [...row.refunds, { id: refundId, amount: refund.amount.amount }];
      await tenantScoped(db, SimulatorPayment).update(tenant, { id }, { refunds });
      return { id: refundId, amount: refund.amount };
    });
  }

  /** A recurring charge is decided at once: paid on a valid mandate of the customer, else failed. */
  private async recurringOutcome(tenant: Tenant, payment: NewProviderPayment): Promise<PaymentStatus> {
    if (!payment.mandateId || !payment.customerId) return 'failed';
    const mandate = await tenantScoped(this.db, SimulatorMandate).findOne(tenant, {
      id: payment.mandateId,
      customerId: payment.customerId,
    });
    return mandate?.status === 'valid' ? 'paid' : 'failed';
  }
}

/** The checkout page on the host the buyer came from (the redirect URL's origin). */
export const checkoutUrlOf = (row: Pick<SimulatorPayment, 'id' | 'redirectUrl'>) =>
  `${new URL(row.redirectUrl).origin}/api/simulator.php?id=${encodeURIComponent(row.id)}`;
