import { LOCALES } from '@amora/contracts';
import { CHECKOUT_TEXTS, checkoutTexts } from './checkout-texts.js';

const keysOf = (value: object): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' ? keysOf(inner).map((k) => `${key}.${k}`) : [key],
  );

describe("the simulator's checkout texts", () => {
  it('exist in every language of the sites, with every text of the English', () => {
    for (const locale of LOCALES) {
      expect(keysOf(CHECKOUT_TEXTS[locale] ?? {})).toEqual(keysOf(CHECKOUT_TEXTS.en));
    }
  });

  it('are picked by the language of a tag, else English', () => {
    expect(checkoutTexts('nl-NL').outcomes.paid).toBe('Betaald');
    expect(checkoutTexts('xx').outcomes.paid).toBe('Paid');
  });
});
