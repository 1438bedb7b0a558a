import { totpCodeSchema } from '@amora/contracts';
import type { FieldErrors } from './form-errors';

/**
 * An authenticator app's code as typed: six digits (spaces as apps show them are fine). A code of the
 * wrong shape asks for six digits; "not valid" is kept for the API's verdict on a real code.
 */
export function validateTotpCode(code: string): FieldErrors<'code'> {
  if (!code.trim()) return { code: 'totp.code.required' };
  return totpCodeSchema.safeParse(code).success ? {} : { code: 'totp.code.format' };
}
