import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { assertPasswordAllowed } from './passwords.js';
import { checkSignup, sexualityOf } from './signup-rules.js';

const tenant = { minAge: 18 } as Tenant;
const body = {
  email: 'Anna@Example.com',
  name: 'anna_b',
  password: 'velvet-sunrise-42',
  password_repeat: 'velvet-sunrise-42',
  date_of_birth: '2000-01-01',
};
const codeOf = async (run: () => unknown) => {
  try {
    await run();
    return 'none';
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
};

describe('checkSignup', () => {
  it('normalises the address and keeps the name as typed', async () => {
    await expect(checkSignup(body, tenant)).resolves.toEqual({
      email: 'anna@example.com',
      name: 'anna_b',
      dateOfBirth: '2000-01-01',
    });
  });

  it('counts the minimum age to the day', async () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(await codeOf(() => checkSignup({ ...body, date_of_birth: '2008-11-22' }, tenant, today))).toBe(
      'none',
    );
    expect(await codeOf(() => checkSignup({ ...body, date_of_birth: '2008-11-23' }, tenant, today))).toBe(
      'too_young',
    );
  });

  it('refuses impossible dates', async () => {
    expect(await codeOf(() => checkSignup({ ...body, date_of_birth: '2001-02-30' }, tenant))).toBe(
      'date_of_birth_required',
    );
    expect(await codeOf(() => checkSignup({ ...body, date_of_birth: '2999-01-01' }, tenant))).toBe(
      'date_of_birth_required',
    );
    expect(await codeOf(() => checkSignup({ ...body, date_of_birth: '1850-01-01' }, tenant))).toBe(
      'date_of_birth_required',
    );
  });

  it('compares the name with the address case-insensitively', async () => {
    expect(await codeOf(() => checkSignup({ ...body, name: 'ANNA@example.com' }, tenant))).toBe(
      'username_equals_email',
    );
  });

  it('accepts names with letters of every language', async () => {
    expect(await codeOf(() => checkSignup({ ...body, name: 'Zoë-Łucja' }, tenant))).toBe('none');
    expect(await codeOf(() => checkSignup({ ...body, name: 'ab' }, tenant))).toBe('name_invalid');
    expect(await codeOf(() => checkSignup({ ...body, name: '<script>' }, tenant))).toBe('name_invalid');
  });
});

describe('assertPasswordAllowed', () => {
  it.each([
    ['1234567', 'password_too_short'],
    ['x'.repeat(129), 'password_too_long'],
    ['Password1', 'password_too_common'],
    ['qwertyuiop', 'password_too_common'],
    ['x'.repeat(128), 'none'],
    ['velvet-sunrise-42', 'none'],
  ])('%s → %s', async (password, code) => {
    expect(await codeOf(() => assertPasswordAllowed(password))).toBe(code);
  });
});

describe('sexualityOf', () => {
  it.each([
    ['male', 'female', 'hetero'],
    ['female', 'male', 'hetero'],
    ['male', 'male', 'gay'],
    ['female', 'female', 'lesbian'],
    ['female', 'both', 'bi'],
  ] as const)('%s seeking %s is %s', (gender, seeking, expected) => {
    expect(sexualityOf(gender, seeking)).toBe(expected);
  });
});
