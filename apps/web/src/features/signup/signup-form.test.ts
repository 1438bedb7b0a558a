import { signupRequestSchema } from '@amora/contracts';
import { yearsSince } from '../forms/birth-date';
import {
  dateOfBirth,
  EMPTY_FORM,
  firstInvalidStep,
  type SignupForm,
  stepOfServerError,
  toSignupRequest,
  validateStep,
} from './signup-form';

const ctx = { minAge: 18, today: new Date(2025, 5, 15) };
const valid: SignupForm = {
  gender: 'male',
  seeking: 'female',
  day: '3',
  month: '4',
  year: '1990',
  name: 'sunny_joe',
  email: 'joe@example.com',
  password: 'correct horse battery',
  password_repeat: 'correct horse battery',
  consent: true,
};

describe('signup form', () => {
  it('accepts a complete form', () => {
    expect(firstInvalidStep(valid, ctx)).toBeNull();
  });

  it('asks for gender and what the member is looking for', () => {
    expect(validateStep(0, EMPTY_FORM, ctx)).toEqual({
      gender: { id: 'signup.genderRequired' },
      seeking: { id: 'signup.seekingRequired' },
    });
  });

  it('requires a real date of birth and the minimum age', () => {
    expect(validateStep(1, { ...valid, day: '' }, ctx).date_of_birth).toEqual({
      id: 'error.date_of_birth_required',
      values: { min_age: 18 },
    });
    expect(validateStep(1, { ...valid, year: '' }, ctx).date_of_birth?.id).toBe(
      'error.date_of_birth_required',
    );
    // a date chosen in full that the calendar lacks gets its own message
    for (const [day, month, year] of [
      ['31', '2', '1990'],
      ['29', '2', '2001'],
      ['31', '4', '1990'],
    ]) {
      expect(validateStep(1, { ...valid, day, month, year }, ctx).date_of_birth).toEqual({
        id: 'forms.dateDoesNotExist',
      });
    }
    expect(validateStep(1, { ...valid, day: '29', month: '2', year: '2000' }, ctx)).toEqual({});
    expect(validateStep(1, { ...valid, year: '2007', month: '6', day: '16' }, ctx).date_of_birth).toEqual({
      id: 'error.too_young',
      values: { min_age: 18 },
    });
    expect(validateStep(1, { ...valid, year: '2007', month: '6', day: '15' }, ctx)).toEqual({});
  });

  it('refuses a username that starts with @ or equals the e-mail', () => {
    expect(validateStep(2, { ...valid, name: '@joe' }, ctx).name?.id).toBe('error.username_starts_with_at');
    expect(validateStep(2, { ...valid, name: 'Joe@Example.com' }, ctx).name?.id).toBe(
      'error.username_equals_email',
    );
    expect(validateStep(2, { ...valid, name: 'jo' }, ctx).name?.id).toBe('error.name_invalid');
  });

  it('checks the e-mail', () => {
    expect(validateStep(3, { ...valid, email: 'joe@' }, ctx)).toEqual({
      email: { id: 'error.invalid_email' },
    });
  });

  it('checks password length, repeat and consent', () => {
    expect(
      validateStep(4, { ...valid, password: 'short', password_repeat: 'other', consent: false }, ctx),
    ).toEqual({
      password: { id: 'error.password_too_short', values: { min: 8 } },
      password_repeat: { id: 'error.passwords_not_same' },
      consent: { id: 'signup.consentRequired' },
    });
    const long = 'x'.repeat(129);
    expect(validateStep(4, { ...valid, password: long, password_repeat: long }, ctx).password?.id).toBe(
      'error.password_too_long',
    );
  });

  it('sends the name back to its step when it equals the e-mail entered later', () => {
    expect(firstInvalidStep({ ...valid, name: 'joe@example.com' }, ctx)?.step).toBe(2);
  });

  it('maps server errors to their step', () => {
    expect(stepOfServerError('name_taken')).toEqual({ step: 2, field: 'name' });
    expect(stepOfServerError('account_exists')).toEqual({ step: 3, field: 'email' });
    expect(stepOfServerError('password_too_common')).toEqual({ step: 4, field: 'password' });
    expect(stepOfServerError('too_young')).toEqual({ step: 1, field: 'date_of_birth' });
    expect(stepOfServerError('signup_not_allowed')).toBeNull();
  });

  it('builds a request the contract accepts', () => {
    const request = toSignupRequest(valid, { language: 'nl', tracking: { network: 'n' }, invite: 'abc' });
    expect(signupRequestSchema.parse(request)).toEqual({
      email: 'joe@example.com',
      name: 'sunny_joe',
      password: valid.password,
      password_repeat: valid.password,
      date_of_birth: '1990-04-03',
      gender: 'male',
      seeking: 'female',
      language: 'nl',
      tracking: { network: 'n' },
      invite: 'abc',
    });
    expect(toSignupRequest(valid, { tracking: {} }).tracking).toBeUndefined();
  });

  it('computes ages and dates', () => {
    expect(dateOfBirth({ day: '', month: '1', year: '2000' })).toBe('');
    expect(dateOfBirth({ day: '29', month: '2', year: '2001' })).toBe('');
    expect(dateOfBirth({ day: '29', month: '2', year: '2000' })).toBe('2000-02-29');
    expect(yearsSince('2000-06-16', ctx.today)).toBe(24);
    expect(yearsSince('2000-06-15', ctx.today)).toBe(25);
  });
});
