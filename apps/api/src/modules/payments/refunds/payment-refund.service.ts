import type { AdminPaymentRefund, AdminPaymentRefundAnswer } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../../../common/api-error.js';
import { tenantScoped } from '../../../persistence/tenant-scoped.js';
import { Tenant } from '../../../tenancy/tenant.entity.js';
import { MemberEvents } from '../../realtime/member-events.service.js';
import { AuditLog } from '../../staff/audit-log.js';
import { type SignedInStaff, tenantScopeOf } from '../../staff/staff-access.js';
import { SUPPORT_ROLES } from '../../support/support-access.js';
import { Payment } from '../entities/payment.entity.js';
import { PaymentBooking } from '../payment-booking.js';
import { askProvider } from '../providers/ask-provider.js';
import { currencyDigits } from '../providers/mollie/mollie-money.js';
import { ProviderRefusedError, type ProviderReversal } from '../providers/payment-provider.js';
import { PaymentProviders } from '../providers/payment-providers.js';

interface RefundRow {
  id: number;
  payment_id: number;
  provider_ref: string;
  amount: number;
  currency: string;
  credits: number;
  credits_taken: number;
  debt_credits: number;
  created_at: Date;
}

/**
 * Support gives money of a paid payment back through its provider (issue #12). Everything runs under the
 * payment's row lock, the lock the webhook books under: refunds of one payment go one at a time, each
 * `action_key` reaches the provider once (also sent as its idempotency key), and the refund is booked
 * through PaymentBooking under the provider's id, so the webhook that reports it later books nothing.
 */
@Injectable()
export class PaymentRefundService {
  constructor(
    private readonly db: DataSource,
    private readonly providers: PaymentProviders,
    private readonly booking: PaymentBooking,
    private readonly events: MemberEvents,
  ) {}

  async refund(
    staff: SignedInStaff,
    input: AdminPaymentRefund,
    ip: string,
  ): Promise<AdminPaymentRefundAnswer> {
    const { answer, stored } = await this.db.transaction(async (db) => {
      const payment = await this.lockedPayment(db, staff, input.payment_id);
      const earlier = await this.earlierRefund(db, payment, input.action_key);
      if (earlier) return { answer: await this.answer(db, payment, earlier, false), stored: null };

      const remaining = payment.amount - (await this.reversedAmount(db, payment));
      if (payment.status !== 'paid' || !payment.providerPaymentId || remaining <= 0) {
        throw new ApiError('payment_not_refundable');
      }
      const amount = input.amount ?? remaining;
      if (amount > remaining) throw this.exceeds(payment, remaining);

      const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: payment.tenantId });
      const before = await this.state(db, payment);
      const remote = await this.askForRefund(tenant, payment, amount, input.action_key);
      const deliveries = await this.booking.bookRefund(db, tenant, payment, remote);
      const refund = await this.refundRow(db, payment, remote.id);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'payment.refund',
        entity: 'payment',
        entityId: payment.id,
        tenantId: payment.tenantId,
        before,
        after: {
          ...(await this.state(db, payment)),
          action_key: input.action_key,
          reason: input.reason.trim(),
          refund_id: refund.id,
          provider_ref: refund.provider_ref,
          amount: refund.amount,
          currency: refund.currency,
          credits_taken: refund.credits_taken,
          debt_credits: refund.debt_credits,
        },
        ip,
      });
      return {
        answer: await this.answer(db, payment, refund, true),
        stored: await this.events.store(db, deliveries),
      };
    });
    if (stored) await this.events.publish(stored);
    return answer;
  }

  /** The payment, locked; one of a tenant the staff member does not support reads as not found. */
  private async lockedPayment(db: EntityManager, staff: SignedInStaff, id: number): Promise<Payment> {
    const scope = tenantScopeOf(staff, SUPPORT_ROLES);
    const [found]: { tenant_id: number }[] = await db.query('SELECT tenant_id FROM payment WHERE id = $1', [
      id,
    ]);
    if (!found || (scope !== 'all' && !scope.includes(found.tenant_id)))
      throw new ApiError('payment_not_found');
    const payment = await tenantScoped(db, Payment).findOne(
      { id: found.tenant_id },
      { id },
      { lock: { mode: 'pessimistic_write' } },
    );
    if (!payment) throw new ApiError('payment_not_found');
    return payment;
  }

  /** The refund an earlier request with this key made (the audit log keeps the key with the refund). */
  private async earlierRefund(db: EntityManager, payment: Payment, actionKey: string) {
    const [row]: { refund_id: string }[] = await db.query(
      `SELECT after->>'refund_id' AS refund_id FROM audit_log
        WHERE entity = 'payment' AND entity_id = $1 AND action = 'payment.refund' AND after->>'action_key' = $2
        LIMIT 1`,
      [String(payment.id), actionKey],
    );
    if (!row) return null;
    const [refund]: RefundRow[] = await db.query('SELECT * FROM payment_refund WHERE id = $1', [
      Number(row.refund_id),
    ]);
    return refund;
  }

  private async askForRefund(tenant: Tenant, payment: Payment, amount: number, actionKey: string) {
    const provider = this.providers.for({ paymentProvider: payment.provider });
    try {
      return await askProvider<ProviderReversal>(
        provider.refund(tenant, payment.providerPaymentId as string, {
          amount: { amount, currency: payment.currency },
          description: `${tenant.name}: refund of ${payment.credits} credits`,
          idempotencyKey: actionKey,
        }),
      );
    } catch (error) {
      // our books said yes: the provider knows of a refund, a chargeback or a status not booked yet
      if (error instanceof ProviderRefusedError) throw new ApiError('payment_not_refundable');
      throw error;
    }
  }

  private exceeds(payment: Payment, remaining: number): ApiError {
    const digits = currencyDigits(payment.currency);
    const amount = `${(remaining / 10 ** digits).toFixed(digits)} ${payment.currency}`;
    return new ApiError('refund_exceeds_payment', { amount, remaining, currency: payment.currency });
  }

  /** Refunded and charged back so far, in minor units. */
  private async reversedAmount(db: EntityManager, payment: Payment): Promise<number> {
    const { refunded, charged_back } = await this.totals(db, payment);
    return refunded + charged_back;
  }

  private async totals(db: EntityManager, payment: Payment) {
    const [row]: { refunded: string; charged_back: string }[] = await db.query(
      `SELECT (SELECT coalesce(sum(amount), 0) FROM payment_refund WHERE payment_id = $1) AS refunded,
              (SELECT coalesce(sum(amount), 0) FROM payment_chargeback WHERE payment_id = $1) AS charged_back`,
      [payment.id],
    );
    return { refunded: Number(row.refunded), charged_back: Number(row.charged_back) };
  }

  /** What the audit log keeps before and after: the money back so far and the member's balance. */
  private async state(db: EntityManager, payment: Payment) {
    const { refunded, charged_back } = await this.totals(db, payment);
    return {
      payment_id: payment.id,
      member_id: payment.memberId,
      refunded_amount: refunded,
      remaining_amount: payment.amount - refunded - charged_back,
      credits: await this.balance(db, payment),
    };
  }

  private async balance(db: EntityManager, payment: Payment): Promise<number> {
    const [{ credits }]: { credits: number }[] = await db.query('SELECT credits FROM member WHERE id = $1', [
      payment.memberId,
    ]);
    return credits;
  }

  private async refundRow(db: EntityManager, payment: Payment, providerRef: string): Promise<RefundRow> {
    const [row]: RefundRow[] = await db.query(
      'SELECT * FROM payment_refund WHERE tenant_id = $1 AND payment_id = $2 AND provider_ref = $3',
      [payment.tenantId, payment.id, providerRef],
    );
    return row;
  }

  private async answer(
    db: EntityManager,
    payment: Payment,
    refund: RefundRow,
    done: boolean,
  ): Promise<AdminPaymentRefundAnswer> {
    const state = await this.state(db, payment);
    return {
      refund: {
        id: refund.id,
        payment_id: refund.payment_id,
        provider_ref: refund.provider_ref,
        amount: refund.amount,
        currency: refund.currency,
        credits: refund.credits,
        credits_taken: refund.credits_taken,
        debt_credits: refund.debt_credits,
        created_at: new Date(refund.created_at).toISOString(),
      },
      payment: {
        id: payment.id,
        member_id: payment.memberId,
        amount: payment.amount,
        currency: payment.currency,
        refunded_amount: state.refunded_amount,
        remaining_amount: state.remaining_amount,
      },
      credits: state.credits,
      done,
    };
  }
}
