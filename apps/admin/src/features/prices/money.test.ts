import { bundleFormValues, readBundleForm } from './bundle-form';
import { formatMoney, toMajorText, toMinorUnits } from './money';

describe('money in the console', () => {
  it('reads major units typed with a dot or a comma as integer minor units', () => {
    expect(toMinorUnits('9.95', 'EUR')).toBe(995);
    expect(toMinorUnits('9,5', 'EUR')).toBe(950);
    expect(toMinorUnits(' 1 234.50 ', 'EUR')).toBe(123450);
    expect(toMinorUnits('12', 'SEK')).toBe(1200);
    expect(toMinorUnits('995', 'JPY')).toBe(995);
  });

  it('refuses what is no amount of the currency', () => {
    expect(toMinorUnits('9.999', 'EUR')).toBeNull();
    expect(toMinorUnits('-1', 'EUR')).toBeNull();
    expect(toMinorUnits('abc', 'EUR')).toBeNull();
    expect(toMinorUnits('9.5', 'JPY')).toBeNull();
  });

  it('shows minor units in the currency and back in the input', () => {
    expect(toMajorText(995, 'EUR')).toBe('9.95');
    expect(formatMoney('en', 995, 'EUR')).toBe('€9.95');
    expect(formatMoney('de', 123450, 'EUR')).toBe('1.234,50\u00a0€');
  });
});

describe('the bundle form', () => {
  const bundle = {
    id: 3,
    tenant_id: 1,
    credits: 100,
    best_value: true,
    position: 2,
    active: true,
    prices: [{ country: 'NL', currency: 'EUR', amount: 1995 }],
    sold: 4,
  };

  it('has a row per country of the tenant, filled where the bundle has a price', () => {
    const values = bundleFormValues(['NL', 'DK'], bundle);
    expect(values.prices).toEqual([
      { country: 'NL', currency: 'EUR', amount: '19.95' },
      { country: 'DK', currency: 'DKK', amount: '' },
    ]);
  });

  it('sends the filled rows in minor units and leaves empty countries out', () => {
    const values = bundleFormValues(['NL', 'DK'], bundle);
    values.prices[1].amount = '149,00';
    expect(readBundleForm(values)).toEqual({
      ok: true,
      body: {
        credits: 100,
        position: 2,
        best_value: true,
        prices: [
          { country: 'NL', currency: 'EUR', amount: 1995 },
          { country: 'DK', currency: 'DKK', amount: 14900 },
        ],
      },
    });
  });

  it('names the fields that are wrong', () => {
    const values = bundleFormValues(['NL', 'DK']);
    expect(readBundleForm({ ...values, credits: '0' })).toEqual({
      ok: false,
      errors: { credits: 'prices.credits.invalid', prices: 'prices.prices.required' },
    });
    values.prices[0].amount = '0';
    expect(readBundleForm({ ...values, credits: '10' })).toEqual({
      ok: false,
      errors: { 'price.NL': 'error.price_invalid' },
    });
  });
});
