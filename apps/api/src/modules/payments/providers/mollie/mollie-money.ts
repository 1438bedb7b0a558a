import type { Money } from '../payment-provider.js';

/** A Mollie amount: the currency and a decimal string with exactly the currency's digits ("19.99", "500" for JPY). */
export interface MollieAmount {
  currency: string;
  value: string;
}

/** The digits after the decimal point of a currency (2 for EUR, 0 for JPY), as the web app shows money. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** 1999 EUR → { currency: 'EUR', value: '19.99' }; string work only, so no float ever rounds a cent away. */
export function toMollieAmount({ amount, currency }: Money): MollieAmount {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of minor units: ${amount}`);
  const digits = currencyDigits(currency);
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  const sign = amount < 0 ? '-' : '';
  const value = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return { currency, value: `${sign}${value}` };
}

/** { currency: 'EUR', value: '19.99' } → 1999 EUR; refuses values with more precision than the currency has. */
export function fromMollieAmount({ value, currency }: MollieAmount): Money {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new RangeError(`Not a Mollie amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = currencyDigits(currency);
  if (/[^0]/.test(fraction.slice(digits))) {
    throw new RangeError(`${value} ${currency} has more than ${digits} decimals`);
  }
  const amount = Number(`${sign}${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount out of range: ${value} ${currency}`);
  return { amount: amount === 0 ? 0 : amount, currency };
}
