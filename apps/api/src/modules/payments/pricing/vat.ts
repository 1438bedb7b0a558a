/**
 * VAT rates (percent) for digital services sold to consumers, by the buyer's country (EU OSS rates and the
 * countries the demo tenants sell to). Prices include VAT; a country not listed is charged none.
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  CH: 8.1,
  DE: 19,
  DK: 25,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GB: 20,
  IE: 23,
  IT: 22,
  LU: 17,
  NL: 21,
  NO: 25,
  PL: 23,
  PT: 23,
  SE: 25,
};

export const vatRateOf = (country: string): number => VAT_RATES[country] ?? 0;

/** The VAT inside a gross amount, in whole minor units. */
export function vatIncluded(amount: number, rate: number): number {
  return Math.round((amount * rate) / (100 + rate));
}
