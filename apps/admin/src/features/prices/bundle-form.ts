import type { AdminBundle } from '@amora/contracts';
import type { MessageId } from '../../i18n/messages';
import { defaultCurrency } from './country-currency';
import { toMajorText, toMinorUnits } from './money';

export interface PriceRow {
  country: string;
  currency: string;
  /** Major units as typed; empty: the bundle is not sold in this country. */
  amount: string;
}

export interface BundleFormValues {
  credits: string;
  position: string;
  best_value: boolean;
  prices: PriceRow[];
}

/** Errors by field: `credits`, `position`, `prices` (none given), `price.<country>`. */
export type BundleErrors = Record<string, MessageId>;

const MAX_AMOUNT = 10_000_000;

/** A row per country of the tenant, filled from the bundle where it has a price there. */
export function bundleFormValues(
  countries: string[],
  bundle?: AdminBundle,
  currencyHints: Record<string, string> = {},
): BundleFormValues {
  const rows = countries.map((country) => {
    const price = bundle?.prices.find((p) => p.country === country);
    const currency = price?.currency ?? currencyHints[country] ?? defaultCurrency(country);
    return { country, currency, amount: price ? toMajorText(price.amount, currency) : '' };
  });
  // a price in a country the tenant no longer lists stays visible, so saving does not drop it unseen
  for (const price of bundle?.prices ?? []) {
    if (!countries.includes(price.country))
      rows.push({
        country: price.country,
        currency: price.currency,
        amount: toMajorText(price.amount, price.currency),
      });
  }
  return {
    credits: bundle ? String(bundle.credits) : '',
    position: bundle ? String(bundle.position) : '',
    best_value: bundle?.best_value ?? false,
    prices: rows,
  };
}

/** The currency each country's prices already use in the tenant's other bundles. */
export function currencyHints(bundles: AdminBundle[]): Record<string, string> {
  const hints: Record<string, string> = {};
  for (const bundle of bundles) for (const price of bundle.prices) hints[price.country] ??= price.currency;
  return hints;
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/** The form as the API's body (prices in integer minor units), or the messages under its fields. */
export function readBundleForm(values: BundleFormValues):
  | {
      ok: true;
      body: {
        credits: number;
        position?: number;
        best_value: boolean;
        prices: { country: string; currency: string; amount: number }[];
      };
    }
  | { ok: false; errors: BundleErrors } {
  const errors: BundleErrors = {};
  const credits = wholeNumber(values.credits, 1, 100_000);
  if (credits === null) errors.credits = 'prices.credits.invalid';
  const position = values.position.trim() === '' ? undefined : wholeNumber(values.position, 0, 1000);
  if (position === null) errors.position = 'prices.position.invalid';
  const prices: { country: string; currency: string; amount: number }[] = [];
  for (const row of values.prices) {
    if (row.amount.trim() === '') continue;
    const amount = toMinorUnits(row.amount, row.currency);
    if (amount === null || amount < 1 || amount > MAX_AMOUNT)
      errors[`price.${row.country}`] = 'error.price_invalid';
    else prices.push({ country: row.country, currency: row.currency, amount });
  }
  if (prices.length === 0 && !Object.keys(errors).some((key) => key.startsWith('price.')))
    errors.prices = 'prices.prices.required';
  if (Object.keys(errors).length > 0 || credits === null || position === null) return { ok: false, errors };
  return { ok: true, body: { credits, position, best_value: values.best_value, prices } };
}

/** Where the API's error belongs: under a country's price, or under the prices as a whole. */
export function serverErrorField(code: string, params: Record<string, unknown>): string | undefined {
  if (
    (code === 'price_country_unknown' || code === 'price_currency_mismatch') &&
    typeof params.country === 'string'
  )
    return `price.${params.country}`;
  if (code === 'price_invalid') return 'prices';
  return undefined;
}
