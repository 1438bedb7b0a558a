/**
 * Credits, payments and promotions (issue #11): methods, states and the constants of spec §4 and §9.
 * No zod here (the schemas are in payments.ts): the web app's first load reads some of these.
 */

/** Mollie's method ids; a provider offers a subset per country and amount. */
export const PAYMENT_METHODS = [
  'ideal',
  'creditcard',
  'paypal',
  'bancontact',
  'klarna',
  'directdebit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Mollie's payment states: `open` until the buyer acts, `pending` while the bank works, then final. */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** The providers a tenant can choose (DESIGN.md §9). */
export const PAYMENT_PROVIDERS = ['simulator', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How often a code may be used: once by each member, once by anyone, or until it expires. */
export const DISCOUNT_VALIDITIES = ['once-per-user', 'once', 'unlimited'] as const;
export type DiscountValidity = (typeof DISCOUNT_VALIDITIES)[number];
export const DISCOUNT_STATUSES = ['active', 'inactive', 'used'] as const;
/** Where a code comes from: the time bonus, the welcome code, the deletion flow's offer, or a campaign. */
export const DISCOUNT_KINDS = ['time_bonus', 'welcome', 'retention', 'promotion'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** spec §4 and §9: the time bonus. */
export const TIME_BONUS = {
  code: 'TIMEBONUS25',
  percentage: 25,
  validity: 'once-per-user',
  status: 'active',
  durationSeconds: 14_400,
  tickMs: 1_000,
  /** The modal opens this long after entering the members area (members with zero credits). */
  modalDelayMs: 40_000,
} as const;

/** spec §1: the welcome bonus for newly signed-up unpaid members, valid this long after signup. */
export const WELCOME_BONUS = { code: 'WELCOME25', percentage: 25, hours: 72 } as const;

/** Direct debit (spec §5 and §8): SMS code length, tries, lifetime, and payments a month. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TRIES = 3;
export const SMS_CODE_TTL_MINUTES = 15;
/** Direct debit payments a member, and an IBAN, may start in a calendar month. */
export const DIRECT_DEBIT_MONTHLY_LIMIT = 3;
