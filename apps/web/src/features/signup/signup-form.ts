import {
  emailSchema,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type SignupRequest,
} from '@amora/contracts';
import { readBirthDate, yearsSince } from '../forms/birth-date';

export const SIGNUP_STEPS = 5;
export type SignupStep = 0 | 1 | 2 | 3 | 4;

export interface SignupForm {
  gender: 'male' | 'female' | '';
  seeking: 'male' | 'female' | 'both' | '';
  day: string;
  month: string;
  year: string;
  name: string;
  email: string;
  password: string;
  password_repeat: string;
  consent: boolean;
}

export const EMPTY_FORM: SignupForm = {
  gender: '',
  seeking: '',
  day: '',
  month: '',
  year: '',
  name: '',
  email: '',
  password: '',
  password_repeat: '',
  consent: false,
};

export type SignupField = keyof SignupForm | 'date_of_birth';
/** A message to show at a field: a translation id with its values. */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}
export type SignupErrors = Partial<Record<SignupField, FieldMessage>>;

const NAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/** YYYY-MM-DD of the chosen day, or '' when it is incomplete or not a real date (31 February). */
export function dateOfBirth({ day, month, year }: Pick<SignupForm, 'day' | 'month' | 'year'>): string {
  const read = readBirthDate({ day, month, year });
  return read.kind === 'date' ? read.date : '';
}

export interface ValidationContext {
  minAge: number;
  today: Date;
}

/** The spec §5 checks of one step, before anything goes to the server. */
export function validateStep(step: SignupStep, form: SignupForm, ctx: ValidationContext): SignupErrors {
  const errors: SignupErrors = {};
  if (step === 0) {
    if (!form.gender) errors.gender = { id: 'signup.genderRequired' };
    if (!form.seeking) errors.seeking = { id: 'signup.seekingRequired' };
  }
  if (step === 1) {
    const read = readBirthDate({ day: form.day, month: form.month, year: form.year });
    if (read.kind === 'incomplete')
      errors.date_of_birth = { id: 'error.date_of_birth_required', values: { min_age: ctx.minAge } };
    else if (read.kind === 'nonexistent') errors.date_of_birth = { id: 'forms.dateDoesNotExist' };
    else if (yearsSince(read.date, ctx.today) < ctx.minAge)
      errors.date_of_birth = { id: 'error.too_young', values: { min_age: ctx.minAge } };
  }
  if (step === 2) {
    const name = form.name.trim();
    if (name.startsWith('@')) errors.name = { id: 'error.username_starts_with_at' };
    else if (form.email && name.toLowerCase() === form.email.trim().toLowerCase())
      errors.name = { id: 'error.username_equals_email' };
    else if (name.length < NAME_MIN_LENGTH || name.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(name))
      errors.name = { id: 'error.name_invalid', values: { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH } };
  }
  if (step === 3) {
    if (!emailSchema.safeParse(form.email).success) errors.email = { id: 'error.invalid_email' };
  }
  if (step === 4) {
    if (form.password.length < PASSWORD_MIN_LENGTH)
      errors.password = { id: 'error.password_too_short', values: { min: PASSWORD_MIN_LENGTH } };
    else if (form.password.length > PASSWORD_MAX_LENGTH)
      errors.password = { id: 'error.password_too_long', values: { max: PASSWORD_MAX_LENGTH } };
    if (form.password_repeat !== form.password) errors.password_repeat = { id: 'error.passwords_not_same' };
    if (!form.consent) errors.consent = { id: 'signup.consentRequired' };
  }
  return errors;
}

/** The first step with a problem, checking every step up to `upTo` (the name against the e-mail too). */
export function firstInvalidStep(
  form: SignupForm,
  ctx: ValidationContext,
  upTo: SignupStep = 4,
): { step: SignupStep; errors: SignupErrors } | null {
  for (let step = 0; step <= upTo; step++) {
    const errors = validateStep(step as SignupStep, form, ctx);
    if (Object.keys(errors).length > 0) return { step: step as SignupStep, errors };
  }
  return null;
}

/** Where a server error belongs: the step and field that can fix it. */
export function stepOfServerError(code: string): { step: SignupStep; field: SignupField } | null {
  switch (code) {
    case 'date_of_birth_required':
    case 'too_young':
      return { step: 1, field: 'date_of_birth' };
    case 'name_invalid':
    case 'name_taken':
    case 'username_equals_email':
    case 'username_starts_with_at':
      return { step: 2, field: 'name' };
    case 'invalid_email':
    case 'email_taken':
    case 'account_exists':
    case 'account_pending_deletion':
      return { step: 3, field: 'email' };
    case 'password_too_short':
    case 'password_too_long':
    case 'password_too_common':
      return { step: 4, field: 'password' };
    case 'passwords_not_same':
      return { step: 4, field: 'password_repeat' };
    default:
      return null;
  }
}

/** The body of POST /api/signup.php. */
export function toSignupRequest(
  form: SignupForm,
  extra: Pick<SignupRequest, 'language' | 'tracking' | 'invite'>,
): SignupRequest {
  const request: SignupRequest = {
    email: form.email.trim(),
    name: form.name.trim(),
    password: form.password,
    password_repeat: form.password_repeat,
    date_of_birth: dateOfBirth(form),
    language: extra.language,
  };
  if (form.gender) request.gender = form.gender;
  if (form.seeking) request.seeking = form.seeking;
  if (extra.tracking && Object.keys(extra.tracking).length > 0) request.tracking = extra.tracking;
  if (extra.invite) request.invite = extra.invite;
  return request;
}
