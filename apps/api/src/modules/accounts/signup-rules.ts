import { emailSchema, NAME_MAX_LENGTH, NAME_MIN_LENGTH, type SignupRequest } from '@amora/contracts';
// single functions' modules, not date-fns' index of 250 (issue 10: memory at rest)
import { differenceInYears } from 'date-fns/differenceInYears';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { assertNewPassword } from './passwords.js';

const NAME_PATTERN = new RegExp(`^[\\p{L}\\p{N}._-]{${NAME_MIN_LENGTH},${NAME_MAX_LENGTH}}$`, 'u');

export function normaliseEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new ApiError('invalid_email');
  return parsed.data;
}

/** The rules of spec §5 for the signup form, in the order a member meets them; each with its code. */
export async function checkSignup(body: SignupRequest, tenant: Tenant, today = new Date()) {
  const email = normaliseEmail(body.email);
  const name = body.name.trim();
  if (name.startsWith('@')) throw new ApiError('username_starts_with_at');
  if (name.toLowerCase() === email || name.toLowerCase() === body.email.trim().toLowerCase()) {
    throw new ApiError('username_equals_email');
  }
  if (!NAME_PATTERN.test(name))
    throw new ApiError('name_invalid', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH });
  if (!body.date_of_birth) throw new ApiError('date_of_birth_required', { min_age: tenant.minAge });
  const born = parseISO(body.date_of_birth);
  if (!isValid(born) || born > today)
    throw new ApiError('date_of_birth_required', { min_age: tenant.minAge });
  if (differenceInYears(today, born) < tenant.minAge)
    throw new ApiError('too_young', { min_age: tenant.minAge });
  if (differenceInYears(today, born) > 120)
    throw new ApiError('date_of_birth_required', { min_age: tenant.minAge });
  await assertNewPassword(body.password, body.password_repeat);
  return { email, name, dateOfBirth: body.date_of_birth };
}

export function sexualityOf(gender: 'male' | 'female', seeking: 'male' | 'female' | 'both') {
  if (seeking === 'both') return 'bi' as const;
  if (seeking !== gender) return 'hetero' as const;
  return gender === 'male' ? ('gay' as const) : ('lesbian' as const);
}
