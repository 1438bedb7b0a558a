import type { AdminMemberAnswer, SupportMemberFound } from '@amora/contracts';
import { partlyRefundedPayment } from '../../test/payment-fixture';

export function foundMember(id: number, overrides: Partial<SupportMemberFound> = {}): SupportMemberFound {
  return {
    id,
    tenant_id: 1,
    email: `anna${id}@example.com`,
    name: `Anna ${id}`,
    status: 'active',
    language: 'nl',
    credits: 120,
    paid_user: false,
    locked_until: null,
    disabled_at: null,
    created_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export const ledgerEntry = (id: number, reason = 'message') => ({
  id,
  delta: reason === 'purchase' ? 100 : -10,
  balance_after: 50 + id,
  reason,
  reference: `${reason}:${id}`,
  created_at: '2026-11-20T10:00:00.000Z',
});

/** member.php's answer for member 42: a profile with a photo, two sessions, a paid payment, a code, a mail. */
export function memberAnswer(overrides: Partial<AdminMemberAnswer['member']> = {}): AdminMemberAnswer {
  return {
    member: {
      ...foundMember(42, { paid_user: true }),
      confirmed_at: '2026-10-01T09:05:00.000Z',
      deletion_requested_at: null,
      deletion_reason: null,
      notifications_disabled: [],
      ...overrides,
    },
    profile: {
      id: 7,
      name: 'Anna',
      status: 'active',
      city: 'Utrecht',
      country: 'NL',
      about: 'Hiking and cooking',
      photos: [
        {
          id: 3,
          position: 0,
          url: 'https://vonk.example/media/p/abc/full.webp',
          thumb_url: 'https://vonk.example/media/p/abc/thumb.webp',
          pending: false,
        },
        {
          id: 4,
          position: 1,
          url: 'https://vonk.example/media/p/def/full.webp',
          thumb_url: 'https://vonk.example/media/p/def/thumb.webp',
          pending: true,
        },
      ],
    },
    sessions: [
      {
        id: 501,
        ip: '10.1.2.3',
        user_agent: 'Mozilla/5.0 (iPhone)',
        created_at: '2026-11-25T08:00:00.000Z',
        expires_at: '2026-12-25T08:00:00.000Z',
      },
      {
        id: 502,
        ip: '10.4.5.6',
        user_agent: 'Mozilla/5.0 (Windows)',
        created_at: '2026-11-24T08:00:00.000Z',
        expires_at: '2026-12-24T08:00:00.000Z',
      },
    ],
    ledger: [ledgerEntry(60, 'purchase'), ledgerEntry(59)],
    ledger_next_cursor: '59',
    payments: [partlyRefundedPayment(900)],
    debt_credits: 0,
    codes: [
      {
        code: 'WELCOME-25',
        kind: 'welcome',
        value_percentage: 25,
        status: 'used',
        payment_id: 900,
        created_at: '2026-11-10T12:00:00.000Z',
      },
    ],
    mails: [
      {
        id: 77,
        kind: 'activation',
        to_address: 'anna42@example.com',
        subject: 'Confirm your e-mail address',
        status: 'sent',
        created_at: '2026-10-01T09:00:00.000Z',
      },
    ],
  };
}
