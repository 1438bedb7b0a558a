import { dateLocale, formatDate } from './format-date';

describe('formatDate', () => {
  it('uses the active locale', () => {
    expect(formatDate('2023-12-01T12:00:00Z', 'en')).toBe('December 1, 2023');
    expect(formatDate('2023-12-01T12:00:00Z', 'de')).toBe('1. Dezember 2023');
  });

  it('falls back to nl', () => {
    expect(dateLocale(undefined)).toBe('nl');
    expect(dateLocale('pt')).toBe('nl');
    expect(formatDate('2023-12-01T12:00:00Z', null)).toBe('1 december 2023');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
