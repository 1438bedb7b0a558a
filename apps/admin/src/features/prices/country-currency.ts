/**
 * The currency a new price in a country starts with; the operator may change it, and the API holds a
 * country to the currency its other bundles already use there.
 */
const NON_EURO: Record<string, string> = {
  GB: 'GBP',
  CH: 'CHF',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  IS: 'ISK',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
};

export function defaultCurrency(country: string): string {
  return NON_EURO[country] ?? 'EUR';
}
