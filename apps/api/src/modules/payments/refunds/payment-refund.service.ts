import { setTimeout as sleep } from 'node:timers/promises';
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
import type { RefundRequestStatus } from '../entities/payment-refund-request.entity.js';
import { PaymentBooking } from '../payment-booking.js';
import { askProvider } from '../providers/ask-provider.js';
import { currencyDigits } from '../providers/mollie/mollie-money.js';
import {
  ProviderNoAnswerError,
  ProviderRefusedError,
  type ProviderReversal,
} from '../providers/payment-provider.js';
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

/** A request of the same payment and action_key, as the reservation reads it. */
interface KeyedRequest {
  id: number;
  status: RefundRequestStatus;
  refund_id: number | null;
  provider_ref: string | null;
  amount: number;
  abandoned: boolean;
  /** Asked within Mollie's idempotency hour: the key's retry gets what the provider did then. */
  replayable: boolean;
}

/** A pending request older than this was abandoned (the process died while the provider answered). */
const ABANDONED_MS = 2 * 60_000;
/**
 * How long a request whose provider call got no answer counts against the payment: the provider may have
 * refunded. Mollie replays an idempotency key's answer for about an hour, so the same key's retry within it
 * gets that refund, booked; by then the webhook has reported a refund Mollie made.
 */
const UNANSWERED_MS = 60 * 60_000;
/** How long a second request with a key in flight waits for the first one's answer. */
const WAIT_MS = 30_000;
const WAIT_STEP_MS = 100;

interface Reservation {
  requestId: number;
  payment: Payment;
  tenant: Tenant;
  amount: number;
  before: object;
  /** The provider's refund, when it was made by an earlier try whose booking failed. */
  made: ProviderReversal | null;
  /** An earlier try of the key got no answer: only a refusal proves that no refund was made. */
  unanswered: boolean;
}
type Reserved = { reservation: Reservation } | { earlier: AdminPaymentRefundAnswer } | { busy: true };

/**
 * Support gives money of a paid payment back through its provider (issue #12). No database connection is
 * held while the provider answers: a short transaction under the payment's row lock (the lock the webhook
 * books under) reserves the amount in a `payment_refund_request` keyed by `action_key`, pending requests
 * counting against what is left, so refunds of one payment never exceed it; the provider is asked (with
 * the key as its idempotency key); a second short transaction books the refund through PaymentBooking
 * under the provider's id (the webhook that reports it later books nothing) and marks the request done.
 * The same key again answers the refund made, waiting while it is in flight; it books a refund the provider
 * made whose booking failed (kept on the request), and asks again (the provider replays the key's answer)
 * after a call that got no answer.
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
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const reserved = await this.db.transaction((db) => this.reserve(db, staff, input));
      if ('earlier' in reserved) return reserved.earlier;
      if ('reservation' in reserved) return this.carryOut(staff, input, reserved.reservation, ip);
      // the same key is with the provider right now: its answer is this request's answer
      if (Date.now() > deadline) throw new ApiError('payment_provider_unavailable');
      await sleep(WAIT_STEP_MS);
    }
  }

  /** First transaction: the payment locked, the request with this key found or the amount reserved. */
  private async reserve(
    db: EntityManager,
    staff: SignedInStaff,
    input: AdminPaymentRefund,
  ): Promise<Reserved> {
    const payment = await this.lockedPayment(db, staff, input.payment_id);
    if (input.complaint_id) await this.checkComplaint(db, payment, input.complaint_id);
    const [request]: KeyedRequest[] = await db.query(
      `SELECT id, status, refund_id, provider_ref, amount, started_at < now() - make_interval(secs => $3) AS abandoned,
              started_at >= now() - make_interval(secs => $4) AS replayable
         FROM payment_refund_request WHERE payment_id = $1 AND action_key = $2`,
      [payment.id, input.action_key, ABANDONED_MS / 1000, UNANSWERED_MS / 1000],
    );
    if (request?.status === 'done' && request.refund_id) {
      return { earlier: await this.answer(db, payment, await this.refundById(db, request.refund_id), false) };
    }
    if (request?.status === 'pending' && request.provider_ref) {
      // the provider refunded, but the booking failed (a deadlock): this try books that refund
      const made = {
        id: request.provider_ref,
        amount: { amount: request.amount, currency: payment.currency },
      };
      const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: payment.tenantId });
      const before = await this.state(db, payment);
      return {
        reservation: {
          requestId: request.id,
          payment,
          tenant,
          amount: request.amount,
          before,
          made,
          unanswered: false,
        },
      };
    }
    if (request?.status === 'pending' && !request.abandoned) return { busy: true };
    // an abandoned try is one whose answer never came, too
    const unanswered = request?.status === 'unanswered' || request?.status === 'pending';

    let amount: number;
    if (unanswered && request.replayable && payment.status === 'paid' && payment.providerPaymentId) {
      // the provider is asked again under the key before anything is checked: the refund it may have made
      // then is booked by now (the webhook, a sync) and no longer left, yet it is this key's refund
      amount = request.amount;
    } else {
      const remaining =
        payment.amount -
        (await this.reversedAmount(db, payment)) -
        (await this.inFlight(db, payment, request?.id));
      if (payment.status !== 'paid' || !payment.providerPaymentId || remaining <= 0) {
        throw new ApiError('payment_not_refundable');
      }
      amount = input.amount ?? remaining;
      if (amount > remaining) throw this.exceeds(payment, remaining);
    }

    const [{ id }]: { id: number }[] = await db.query(
      `INSERT INTO payment_refund_request (tenant_id, payment_id, action_key, amount, complaint_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (payment_id, action_key) DO UPDATE
          SET amount = EXCLUDED.amount, complaint_id = EXCLUDED.complaint_id, status = 'pending', started_at = now()
       RETURNING id`,
      [payment.tenantId, payment.id, input.action_key, amount, input.complaint_id ?? null],
    );
    const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: payment.tenantId });
    const before = await this.state(db, payment);
    return { reservation: { requestId: id, payment, tenant, amount, before, made: null, unanswered } };
  }

  /**
   * The provider asked without a connection held (unless an earlier try of the key got its refund), its
   * refund kept on the request, then the second transaction books it.
   */
  private async carryOut(
    staff: SignedInStaff,
    input: AdminPaymentRefund,
    reservation: Reservation,
    ip: string,
  ): Promise<AdminPaymentRefundAnswer> {
    const { requestId, payment, tenant, before, made } = reservation;
    const remote = made ?? (await this.askForRefund(reservation, input.action_key));
    const { answer, stored } = await this.db.transaction(async (db) => {
      const locked = await this.lockedPayment(db, staff, payment.id);
      const [request]: KeyedRequest[] = await db.query(
        'SELECT status, refund_id FROM payment_refund_request WHERE id = $1',
        [requestId],
      );
      // another try of the same key booked it while this one waited for the lock
      if (request?.status === 'done' && request.refund_id) {
        const refund = await this.refundById(db, request.refund_id);
        return { answer: await this.answer(db, locked, refund, false), stored: null };
      }
      const deliveries = await this.booking.bookRefund(db, tenant, locked, remote);
      const refund = await this.refundRow(db, locked, remote.id);
      await db.query(`UPDATE payment_refund_request SET status = 'done', refund_id = $2 WHERE id = $1`, [
        requestId,
        refund.id,
      ]);
      const booked = {
        refund_id: refund.id,
        provider_ref: refund.provider_ref,
        amount: refund.amount,
        currency: refund.currency,
        credits_taken: refund.credits_taken,
        debt_credits: refund.debt_credits,
      };
      const reason = input.reason.trim();
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'payment.refund',
        entity: 'payment',
        entityId: locked.id,
        tenantId: locked.tenantId,
        before,
        after: {
          ...(await this.state(db, locked)),
          action_key: input.action_key,
          reason,
          complaint_id: input.complaint_id ?? null,
          ...booked,
        },
        ip,
      });
      if (input.complaint_id) {
        // the complaint's trail shows the refund made from it
        await db.query('UPDATE complaint SET updated_at = now() WHERE id = $1', [input.complaint_id]);
        await AuditLog.record(db, {
          staff: staff.member,
          action: 'complaint.payment_refund',
          entity: 'complaint',
          entityId: input.complaint_id,
          tenantId: locked.tenantId,
          after: { member_id: locked.memberId, payment_id: locked.id, reason, ...booked },
          ip,
        });
      }
      return {
        answer: await this.answer(db, locked, refund, true),
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

  /** A complaint of the payment's site about (or by) the payment's member; else not found. */
  private async checkComplaint(db: EntityManager, payment: Payment, complaintId: number) {
    const [complaint]: { about_member: boolean }[] = await db.query(
      `SELECT c.member_id = $3 OR EXISTS (SELECT 1 FROM member r WHERE r.profile_id = c.profile_id AND r.id = $3)
                AS about_member
         FROM complaint c WHERE c.id = $1 AND c.tenant_id = $2`,
      [complaintId, payment.tenantId, payment.memberId],
    );
    if (!complaint) throw new ApiError('complaint_not_found');
    if (!complaint.about_member) throw new ApiError('payment_not_found');
  }

  /**
   * Amounts other requests may have refunded that are not booked yet: those with the provider right now
   * (abandoned ones apart), those it refunded whose booking failed, and those whose call got no answer.
   */
  private async inFlight(db: EntityManager, payment: Payment, exceptId?: number): Promise<number> {
    const [{ amount }]: { amount: string }[] = await db.query(
      `SELECT coalesce(sum(amount), 0) AS amount FROM payment_refund_request q
        WHERE payment_id = $1 AND id <> $2
          AND (status = 'pending' AND (provider_ref IS NOT NULL OR started_at >= now() - make_interval(secs => $3))
               OR status = 'unanswered' AND started_at >= now() - make_interval(secs => $4))
          AND NOT EXISTS (SELECT 1 FROM payment_refund r WHERE r.payment_id = q.payment_id AND r.provider_ref = q.provider_ref)`,
      [payment.id, exceptId ?? 0, ABANDONED_MS / 1000, UNANSWERED_MS / 1000],
    );
    return Number(amount);
  }

  /**
   * The provider's refund under the key, kept on the request before it is booked. A call refused or not
   * taken ends the request (`failed`); one without an answer leaves it `unanswered`, still counting against
   * the payment, since the provider may have refunded: the same key's retry gets that refund (a retry the
   * provider did not take leaves it so; a refusal proves there is none, as the key would have replayed it).
   */
  private async askForRefund(
    { requestId, tenant, payment, amount, unanswered }: Reservation,
    actionKey: string,
  ): Promise<ProviderReversal> {
    const provider = this.providers.for({ paymentProvider: payment.provider });
    let remote: ProviderReversal;
    try {
      remote = await provider.refund(tenant, payment.providerPaymentId as string, {
        amount: { amount, currency: payment.currency },
        description: `${tenant.name}: refund of ${payment.credits} credits`,
        idempotencyKey: actionKey,
      });
    } catch (error) {
      const unknown =
        error instanceof ProviderNoAnswerError || (unanswered && !(error instanceof ProviderRefusedError));
      const status: RefundRequestStatus = unknown ? 'unanswered' : 'failed';
      await this.db.query('UPDATE payment_refund_request SET status = $2 WHERE id = $1', [requestId, status]);
      // our books said yes: the provider knows of a refund, a chargeback or a status not booked yet
      if (error instanceof ProviderRefusedError) throw new ApiError('payment_not_refundable');
      return askProvider(Promise.reject(error));
    }
    await this.db.query('UPDATE payment_refund_request SET provider_ref = $2, amount = $3 WHERE id = $1', [
      requestId,
      remote.id,
      remote.amount.amount,
    ]);
    return remote;
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

  private async refundById(db: EntityManager, id: number): Promise<RefundRow> {
    const [refund]: RefundRow[] = await db.query('SELECT * FROM payment_refund WHERE id = $1', [id]);
    return refund;
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
