import type { ComplaintListItem, SupportMemberSummary } from '@amora/contracts';
import { partlyRefundedPayment } from '../../test/payment-fixture';
import type { ComplaintDetail } from './complaints.api';

/** Complaints and members as the API answers them, for the page tests. */
export function complaintItem(id: number, overrides: Partial<ComplaintListItem> = {}): ComplaintListItem {
  return {
    id,
    tenant_id: 1,
    status: 'open',
    reason: 'harassment',
    subject: null,
    text: `He keeps writing after I said no (${id})`,
    created_at: '2026-11-25T08:00:00.000Z',
    updated_at: '2026-11-25T08:00:00.000Z',
    assigned: null,
    complainant: { id: 7, name: 'Anna', email: 'anna@example.com' },
    profile: { id: 31, name: 'Bram', is_fictional: false },
    notes: 0,
    ...overrides,
  };
}

export function memberSummary(
  id: number,
  overrides: Partial<SupportMemberSummary> = {},
): SupportMemberSummary {
  return {
    id,
    tenant_id: 1,
    email: `member${id}@example.com`,
    name: `Member ${id}`,
    status: 'active',
    language: 'nl',
    credits: 20,
    paid_user: false,
    locked_until: null,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function complaintDetail(id = 5, overrides: Partial<ComplaintDetail> = {}): ComplaintDetail {
  return {
    complaint: complaintItem(id),
    complainant: memberSummary(7, { name: 'Anna', email: 'anna@example.com' }),
    reported: {
      profile_id: 31,
      name: 'Bram',
      is_fictional: false,
      status: 'active',
      member: memberSummary(8, { name: 'Bram', email: 'bram@example.com' }),
    },
    messages: [
      {
        id: 102,
        from_complainant: false,
        kind: 'text',
        text: 'Why not?',
        created_at: '2026-11-24T10:02:00.000Z',
      },
      {
        id: 101,
        from_complainant: true,
        kind: 'text',
        text: 'Please stop.',
        created_at: '2026-11-24T10:01:00.000Z',
      },
    ],
    messages_next_cursor: '101',
    notes: [],
    history: [],
    payments: [],
    ...overrides,
  };
}

/** A paid payment of the complainant (member 7) of which 5.00 EUR went back already. */
export function complaintPayment(id = 900): ComplaintDetail['payments'][number] {
  return { ...partlyRefundedPayment(id), member_id: 7 };
}
