import type { Payment } from '@amora/contracts';

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 7,
    bundle_id: 3,
    status: 'open',
    method: 'ideal',
    credits: 100,
    amount: 1799,
    currency: 'EUR',
    list_amount: 1799,
    discount_code: null,
    discount_percentage: null,
    recurring: false,
    refunded_credits: 0,
    created_at: '2026-03-02T10:00:00Z',
    paid_at: null,
    receipt: null,
    ...overrides,
  };
}

export const paidPayment = (overrides: Partial<Payment> = {}) =>
  payment({
    status: 'paid',
    paid_at: '2026-03-02T10:01:00Z',
    receipt: {
      number: 'AMORA-2026-7',
      date: '2026-03-02T10:01:00Z',
      company: {
        name: 'Amora B.V.',
        address: 'Keizersgracht 1',
        city: 'Amsterdam',
        country: 'NL',
        kvk: '12345678',
        vat_number: 'NL001234567B01',
      },
      vat_rate: 21,
      net_amount: 1487,
      vat_amount: 312,
    },
    ...overrides,
  });
