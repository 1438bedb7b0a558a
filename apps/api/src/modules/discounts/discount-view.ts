import { type Discount, TIME_BONUS, WELCOME_BONUS } from '@amora/contracts';
import type { DiscountCode } from './discount-code.entity.js';

const HOUR_MS = 60 * 60 * 1000;

/** When a member's time bonus or welcome code runs out, counted from signup (spec §4, §9). */
export interface BonusWindow {
  expires: Date;
  /** Whole seconds left; at least 1 while the window is open. */
  secondsLeft: number;
}

/**
 * The window `lengthMs` long from signup, or null once it is over: open at signup + 0 s and up to
 * the last millisecond before signup + length, closed from signup + length on.
 */
export function bonusWindow(signup: Date, lengthMs: number, now: Date): BonusWindow | null {
  const expires = new Date(signup.getTime() + lengthMs);
  const leftMs = expires.getTime() - now.getTime();
  if (leftMs <= 0) return null;
  return { expires, secondsLeft: Math.ceil(leftMs / 1000) };
}

export const timeBonusWindow = (signup: Date, now: Date) =>
  bonusWindow(signup, TIME_BONUS.durationSeconds * 1000, now);

export const welcomeWindow = (signup: Date, now: Date) =>
  bonusWindow(signup, WELCOME_BONUS.hours * HOUR_MS, now);

/** A stored code in the contract's shape; the time bonus and welcome code carry their member's window. */
export function discountOf(code: DiscountCode, now: Date, window?: BonusWindow): Discount {
  const expires = window?.expires ?? code.expiresAt;
  const leftMs = expires ? expires.getTime() - now.getTime() : null;
  return {
    code: code.code,
    kind: code.reason,
    value_percentage: code.valuePercentage,
    country: code.country,
    currency: code.currency,
    minimum_order_value: code.minimumOrderValue,
    paymentmethods: code.paymentMethods,
    validity: code.validity,
    status: code.status,
    user_id: code.memberId,
    expires: expires ? expires.toISOString() : null,
    expired: leftMs !== null && leftMs <= 0,
    seconds_left: leftMs === null ? null : Math.max(0, Math.ceil(leftMs / 1000)),
    duration: code.reason === 'time_bonus' ? TIME_BONUS.durationSeconds : null,
  };
}

/** "12.50 EUR": the minimum order as the error's `amount` shows it. */
export function formatMinorUnits(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}
