import { normalisePhone, TERMS_VERSION_DATE, termsDate } from './static-copy';

describe('static page helpers', () => {
  it('dates the terms at the version date or the later company date', () => {
    expect(termsDate(undefined)).toBe(TERMS_VERSION_DATE);
    expect(termsDate('2020-05-01T00:00:00Z')).toBe(TERMS_VERSION_DATE);
    expect(termsDate('2024-03-01T00:00:00Z')).toBe('2024-03-01T00:00:00Z');
  });

  it('normalises the support phone', () => {
    expect(normalisePhone('+31 20-123 45 67')).toBe('+31201234567');
  });
});
