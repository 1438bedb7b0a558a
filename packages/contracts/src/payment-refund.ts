import { z } from 'zod';
import { idSchema, text } from './primitives.js';

/**
 * POST /api/admin/payment-refund.php (issue #12): support gives money of a paid payment back through the
 * payment provider. Amounts are integer minor units of the payment's currency, like every payment amount;
 * without `amount` all that is left of the payment goes back. `action_key` is a uuid the client makes once
 * per intended refund: the same key twice refunds once. With `complaint_id` the refund is made from that
 * complaint (the payment is the complainant's or the reported member's) and shows in its trail.
 */
export const adminPaymentRefundSchema = z.object({
  payment_id: idSchema,
  amount: z
    .number()
    .int()
    .min(1, 'refund_amount_invalid')
    .max(100_000_000, 'refund_amount_invalid')
    .optional(),
  reason: text(500).refine((t) => t.trim().length > 0, 'reason_required'),
  action_key: z.uuid(),
  complaint_id: idSchema.optional(),
});

/** A refund as booked: the money, and the credits it took back (what could not be taken is a debt). */
export const paymentRefundSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  /** The provider's id of the refund (`re_…`, `sim_re_…`). */
  provider_ref: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  credits_taken: z.number().int(),
  debt_credits: z.number().int(),
  created_at: z.string(),
});

export const adminPaymentRefundAnswerSchema = z.object({
  refund: paymentRefundSchema,
  payment: z.object({
    id: z.number().int(),
    member_id: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    /** Refunded so far, this refund included. */
    refunded_amount: z.number().int(),
    /** What can still be refunded: the amount less refunds and chargebacks. */
    remaining_amount: z.number().int(),
  }),
  /** The member's credit balance after the refund. */
  credits: z.number().int(),
  /** False when this action_key was refunded before: the answer shows that refund, nothing happened twice. */
  done: z.boolean(),
});

export type AdminPaymentRefund = z.infer<typeof adminPaymentRefundSchema>;
export type AdminPaymentRefundAnswer = z.infer<typeof adminPaymentRefundAnswerSchema>;
