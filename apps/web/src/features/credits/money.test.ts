import { currencyDigits, formatMoney } from './money';

describe('money', () => {
  it('formats minor units in the locale’s way, with the currency’s own digits', () => {
    expect(formatMoney('en', 1250, 'EUR')).toBe('€12.50');
    expect(formatMoney('de', 1250, 'EUR')).toBe('12,50\u00a0€');
    expect(formatMoney('en', 50, 'EUR')).toBe('€0.50');
    expect(formatMoney('en', 4990, 'GBP')).toBe('£49.90');
    expect(currencyDigits('PLN')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney('en', 500, 'JPY')).toBe('¥500');
  });

  it('writes the currency by its symbol, where some languages would write its code', () => {
    expect(formatMoney('pl', 999, 'GBP')).toBe('9,99 £');
    expect(formatMoney('it', 128, 'USD')).toBe('1,28 $');
    expect(formatMoney('en', 1500, 'CHF')).toBe('CHF 15.00');
  });
});
