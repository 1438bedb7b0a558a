import { ApiError } from '../../common/api-error.js';
import { e164Mobile, mobileHint } from './mobile-number.js';

const refusal = (typed: string, country: string) => {
  try {
    e164Mobile(typed, country);
  } catch (error) {
    return error instanceof ApiError ? error.code : error;
  }
  return null;
};

describe('e164Mobile', () => {
  it.each([
    ['+31 6 12345678', 'NL', '+31612345678'],
    ['0031 6-1234 5678', 'NL', '+31612345678'],
    ['(06) 12.34.56.78', 'NL', '+31612345678'],
    ['06 12 34 56 78', 'NL', '+31612345678'],
    ['612345678', 'NL', '+31612345678'],
    ['0151 2345 6789', 'DE', '+4915123456789'],
    ['+44 7911 123456', 'DE', '+447911123456'],
    ['347 123 4567', 'IT', '+393471234567'],
    ['06 20 123 4567', 'HU', '+36201234567'],
    ['8 612 34567', 'LT', '+37061234567'],
    ['0470.12.34.56', 'BE', '+32470123456'],
  ])('reads %s (IBAN of %s) as %s', (typed, country, e164) => {
    expect(e164Mobile(typed, country)).toBe(e164);
  });

  it.each([
    ['', 'NL'],
    ['12345', 'NL'],
    ['+0612345678', 'NL'],
    ['+31 6 1234 5678 9012 34', 'NL'],
    ['06-CALL-ME', 'NL'],
    ['0347 123 4567', 'IT'],
    ['06 12 34 56 78', 'XX'],
    ['020 123 4567', 'NL'],
  ])('refuses %s (IBAN of %s): not a valid mobile number there', (typed, country) => {
    expect(refusal(typed, country)).toBe('mobile_invalid');
  });

  it('hints at the last two digits only', () => {
    expect(mobileHint('+31612345678')).toBe('•••• ••78');
  });
});
