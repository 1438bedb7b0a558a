import { z } from 'zod';
import { queryIdSchema, queryNumber } from './primitives.js';
import { geocodeQuerySchema, searchQuerySchema } from './profiles.js';

describe('numbers in a query string', () => {
  const page = queryNumber(z.number().int().min(1).optional());

  it.each([
    ['7', 7],
    ['-3', -3],
    ['0012', 12],
  ])('reads %j as %d', (written, value) => {
    expect(queryNumber(z.number().int()).parse(written)).toBe(value);
  });

  it.each(['0x14', '0b11', '0o7', '1e3', ' 7 ', '7 ', '+7', 'Infinity', '1.5', '1,5', '٣', 'abc'])(
    'refuses %j (Number() reads most of them)',
    (written) => {
      expect(queryNumber(z.number().int()).safeParse(written).success).toBe(false);
    },
  );

  it('takes an empty value as none: allowed when optional, refused when required', () => {
    expect(page.parse('')).toBeUndefined();
    expect(page.parse(undefined)).toBeUndefined();
    expect(queryIdSchema.safeParse('').success).toBe(false);
    expect(queryIdSchema.parse('42')).toBe(42);
  });

  it('gives the schema its limits: a negative page is too small, not unreadable', () => {
    const result = page.safeParse('-1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].code).toBe('too_small');
  });

  it('reads degrees with a fraction, and nothing else', () => {
    expect(geocodeQuerySchema.parse({ lat: '52.37', lon: '-4.9' })).toEqual({ lat: 52.37, lon: -4.9 });
    expect(geocodeQuerySchema.safeParse({ lat: '0x10', lon: '5' }).success).toBe(false);
    expect(geocodeQuerySchema.safeParse({ lat: '', lon: '5' }).success).toBe(false);
  });

  it("reads a search form's empty fields as filters not set", () => {
    expect(searchQuerySchema.parse({ min_age: '', max_age: '40', distance: '', page: '' })).toEqual({
      max_age: 40,
    });
    expect(searchQuerySchema.safeParse({ min_age: '0x14' }).success).toBe(false);
  });
});
