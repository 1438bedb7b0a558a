import type { AdminMemberAnswer } from '@amora/contracts';

type MemberPayment = AdminMemberAnswer['payments'][number];

/** A paid payment of 19.95 EUR for 200 credits of which 5.00 EUR (50 credits) went back already. */
export function partlyRefundedPayment(id = 900): MemberPayment {
  return {
    id,
    status: 'paid',
    amount: 1995,
    currency: 'EUR',
    credits: 200,
    provider: 'simulator',
    method: 'ideal',
    created_at: '2026-11-10T12:00:00.000Z',
    paid_at: '2026-11-10T12:01:00.000Z',
    refunded_amount: 500,
    refunded_credits: 50,
    refunds: [
      {
        id: 1,
        amount: 500,
        credits: 50,
        credits_taken: 50,
        debt_credits: 0,
        created_at: '2026-11-11T12:00:00.000Z',
      },
    ],
    chargebacks: [],
  };
}
