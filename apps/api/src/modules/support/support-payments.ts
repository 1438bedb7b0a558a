import type { SupportPayment, SupportPaymentReversal } from '@amora/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** Recent payments a support page lists at most. */
const RECENT = 50;

type ReversalRow = Omit<SupportPaymentReversal, 'created_at'> & { created_at: string };
type PaymentRow = Omit<SupportPayment, 'created_at' | 'paid_at' | 'refunded_amount' | 'refunded_credits'> & {
  member_id: number;
  created_at: Date;
  paid_at: Date | null;
  refunds: ReversalRow[];
  chargebacks: ReversalRow[];
};

/**
 * Members' recent payments with their refunds and chargebacks, newest first; `refundableOnly` keeps the
 * paid ones of which something is left to give back (the complaint page's refund list).
 */
export async function supportPayments(
  db: DataSource | EntityManager,
  memberIds: number[],
  { refundableOnly = false } = {},
): Promise<(SupportPayment & { member_id: number })[]> {
  if (memberIds.length === 0) return [];
  const rows: PaymentRow[] = await db.query(
    `SELECT p.id, p.member_id, p.status, p.amount, p.currency, p.credits, p.provider, p.method, p.created_at, p.paid_at,
            coalesce((SELECT json_agg(json_build_object('id', r.id, 'amount', r.amount, 'credits', r.credits,
                      'credits_taken', r.credits_taken, 'debt_credits', r.debt_credits, 'created_at', r.created_at)
                      ORDER BY r.id) FROM payment_refund r WHERE r.payment_id = p.id), '[]') AS refunds,
            coalesce((SELECT json_agg(json_build_object('id', b.id, 'amount', b.amount, 'credits', b.credits,
                      'credits_taken', b.credits_taken, 'debt_credits', b.debt_credits, 'created_at', b.created_at)
                      ORDER BY b.id) FROM payment_chargeback b WHERE b.payment_id = p.id), '[]') AS chargebacks
       FROM payment p
      WHERE p.member_id = ANY($1::int[])
        AND (NOT $2 OR (p.status = 'paid' AND p.amount >
              (SELECT coalesce(sum(r.amount), 0) FROM payment_refund r WHERE r.payment_id = p.id)
            + (SELECT coalesce(sum(b.amount), 0) FROM payment_chargeback b WHERE b.payment_id = p.id)))
      ORDER BY p.id DESC LIMIT ${RECENT}`,
    [memberIds, refundableOnly],
  );
  return rows.map(supportPayment);
}

// json_build_object writes timestamps in PostgreSQL's own format: made ISO like every other date.
const reversal = (row: ReversalRow): SupportPaymentReversal => ({
  id: row.id,
  amount: row.amount,
  credits: row.credits,
  credits_taken: row.credits_taken,
  debt_credits: row.debt_credits,
  created_at: new Date(row.created_at).toISOString(),
});

const supportPayment = (row: PaymentRow): SupportPayment & { member_id: number } => ({
  id: row.id,
  member_id: row.member_id,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  credits: row.credits,
  provider: row.provider,
  method: row.method,
  created_at: row.created_at.toISOString(),
  paid_at: row.paid_at?.toISOString() ?? null,
  refunded_amount: row.refunds.reduce((sum, refund) => sum + refund.amount, 0),
  refunded_credits: row.refunds.reduce((sum, refund) => sum + refund.credits, 0),
  refunds: row.refunds.map(reversal),
  chargebacks: row.chargebacks.map(reversal),
});
