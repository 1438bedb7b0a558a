import { FINAL_PAYMENT_STATUSES, type LiveEvent } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { CreditLedgerService } from '../credits/credit-ledger.service.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import type { Delivery } from '../realtime/member-events.service.js';
import { Payment } from './entities/payment.entity.js';
import type { ProviderPayment, ProviderReversal } from './providers/payment-provider.js';

type ReversalKind = 'refund' | 'chargeback';
const REVERSAL_TABLES: Record<ReversalKind, string> = {
  refund: 'payment_refund',
  chargeback: 'payment_chargeback',
};

/**
 * What the provider says about a payment, written to our books (DESIGN.md §5, §9). Runs in the
 * transaction that holds the payment's row lock, so however often and in whatever order the webhook and
 * the return page arrive, each change is booked once: the status moves forward only, the credits are
 * booked under the key `payment:<id>`, each refund or chargeback once under its provider id.
 */
@Injectable()
export class PaymentBooking {
  constructor(
    private readonly ledger: CreditLedgerService,
    private readonly discounts: DiscountsService,
  ) {}

  async apply(db: EntityManager, tenant: Tenant, payment: Payment, remote: ProviderPayment) {
    const deliveries: Delivery[] = [];
    if (remote.status !== payment.status && !FINAL_PAYMENT_STATUSES.includes(payment.status)) {
      deliveries.push(...(await this.changeStatus(db, tenant, payment, remote)));
    }
    if (payment.status === 'paid') {
      for (const refund of remote.refunds)
        deliveries.push(...(await this.reverse(db, tenant, payment, 'refund', refund)));
      for (const chargeback of remote.chargebacks)
        deliveries.push(...(await this.reverse(db, tenant, payment, 'chargeback', chargeback)));
    }
    return deliveries;
  }

  /**
   * A refund support asked the provider for, booked at once as the webhook would book it: once under its
   * provider id, so the webhook that reports it later books nothing. The caller holds the payment's lock.
   */
  bookRefund(db: EntityManager, tenant: Tenant, payment: Payment, refund: ProviderReversal) {
    return this.reverse(db, tenant, payment, 'refund', refund);
  }

  private async changeStatus(db: EntityManager, tenant: Tenant, payment: Payment, remote: ProviderPayment) {
    payment.status = remote.status;
    payment.method = remote.method ?? payment.method;
    payment.mandateId = remote.mandateId ?? payment.mandateId;
    if (remote.status === 'paid') payment.paidAt = new Date();
    const { status, method, mandateId, paidAt } = payment;
    await tenantScoped(db, Payment).update(tenant, { id: payment.id }, { status, method, mandateId, paidAt });
    const deliveries: Delivery[] = [];
    if (remote.status === 'paid') deliveries.push(await this.bookPurchase(db, tenant, payment));
    else if (FINAL_PAYMENT_STATUSES.includes(remote.status)) {
      await this.discounts.settle(db, tenant, payment.id, 'released');
    }
    const [{ paid_user }]: { paid_user: boolean }[] = await db.query(
      'SELECT paid_user FROM member WHERE id = $1',
      [payment.memberId],
    );
    const event: LiveEvent = { type: 'payment', payment_id: payment.id, status: payment.status, paid_user };
    return [...deliveries, this.to(payment, event)];
  }

  /** The bundle's credits, premium from now on (the first purchase), and the discount code used up. */
  private async bookPurchase(db: EntityManager, tenant: Tenant, payment: Payment): Promise<Delivery> {
    const key = `payment:${payment.id}`;
    const credits = await this.ledger.book(db, tenant, {
      memberId: payment.memberId,
      delta: payment.credits,
      reason: 'purchase',
      reference: key,
      idempotencyKey: key,
    });
    await db.query('UPDATE member SET paid_user = true WHERE id = $1 AND tenant_id = $2 AND NOT paid_user', [
      payment.memberId,
      tenant.id,
    ]);
    await this.discounts.settle(db, tenant, payment.id, 'used');
    return this.to(payment, { type: 'credits', credits });
  }

  /**
   * A refund or chargeback not seen before: the credits its amount bought (rounded up, never more than
   * are left of the payment) are taken back as far as the balance allows; the rest stays as a debt that
   * support sees. A charged-back direct debit blocks direct debit for the member and the account.
   */
  private async reverse(
    db: EntityManager,
    tenant: Tenant,
    payment: Payment,
    kind: ReversalKind,
    reversal: ProviderReversal,
  ): Promise<Delivery[]> {
    const table = REVERSAL_TABLES[kind];
    const seen: unknown[] = await db.query(
      `SELECT 1 FROM ${table} WHERE tenant_id = $1 AND payment_id = $2 AND provider_ref = $3`,
      [tenant.id, payment.id, reversal.id],
    );
    if (seen.length > 0) return [];
    const credits = Math.min(
      Math.ceil((payment.credits * reversal.amount.amount) / payment.amount),
      payment.credits - (await this.reversedCredits(db, payment)),
    );
    const [{ credits: balance }]: { credits: number }[] = await db.query(
      'SELECT credits FROM member WHERE id = $1 AND tenant_id = $2 FOR NO KEY UPDATE',
      [payment.memberId, tenant.id],
    );
    const taken = Math.max(0, Math.min(credits, balance));
    const key = `${kind}:${payment.id}:${reversal.id}`;
    const after =
      taken > 0
        ? await this.ledger.book(
            db,
            tenant,
            {
              memberId: payment.memberId,
              delta: -taken,
              reason: kind,
              reference: `payment:${payment.id}`,
              idempotencyKey: key,
            },
            { memberLocked: true },
          )
        : balance;
    await db.query(
      `INSERT INTO ${table} (tenant_id, payment_id, provider_ref, amount, currency, credits, credits_taken, debt_credits)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        tenant.id,
        payment.id,
        reversal.id,
        reversal.amount.amount,
        reversal.amount.currency,
        Math.max(credits, 0),
        taken,
        Math.max(credits - taken, 0),
      ],
    );
    if (kind === 'chargeback' && payment.method === 'directdebit')
      await this.blockDirectDebit(db, tenant, payment);
    return taken > 0 ? [this.to(payment, { type: 'credits', credits: after })] : [];
  }

  private async reversedCredits(db: EntityManager, payment: Payment): Promise<number> {
    const [{ total }]: { total: number }[] = await db.query(
      `SELECT (SELECT coalesce(sum(credits), 0) FROM payment_refund WHERE payment_id = $1)
            + (SELECT coalesce(sum(credits), 0) FROM payment_chargeback WHERE payment_id = $1) AS total`,
      [payment.id],
    );
    return Number(total);
  }

  private async blockDirectDebit(db: EntityManager, tenant: Tenant, payment: Payment) {
    await db.query(
      `INSERT INTO direct_debit_block (tenant_id, member_id, iban, reason)
       SELECT $1, $2, (SELECT iban FROM direct_debit_mandate WHERE tenant_id = $1 AND payment_id = $3 LIMIT 1),
              'chargeback of payment ' || $3::text`,
      [tenant.id, payment.memberId, payment.id],
    );
  }

  private to(payment: Payment, event: LiveEvent): Delivery {
    return { to: { tenantId: payment.tenantId, memberId: payment.memberId }, event };
  }
}
