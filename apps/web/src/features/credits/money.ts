import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The digits after the decimal point of a currency (2 for EUR, 0 for JPY), from Intl itself. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * An amount in minor units as the locale writes money: 1250 EUR → "€12.50" (en), "12,50 €" (de). The
 * narrow symbol: a tenant prices each country in its own currency, so "£" is clear where Polish would
 * otherwise write "9,99 GBP".
 */
export function formatMoney(locale: string, amount: number, currency: string): string {
  const value = amount / 10 ** currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(value);
}

/** formatMoney in the member's language. */
export function useFormatMoney(): (amount: number, currency: string) => string {
  const { locale } = useIntl();
  return useCallback((amount: number, currency: string) => formatMoney(locale, amount, currency), [locale]);
}
