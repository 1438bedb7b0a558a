import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, staffPasswordRequestSchema } from '@amora/contracts';
import { type FieldErrors, schemaErrors } from '../../lib/form-errors';
import type { PasswordChange } from './account.api';

export type PasswordField = keyof PasswordChange;
export const PASSWORD_FIELDS: PasswordField[] = ['old_password', 'password', 'password_repeat'];

/**
 * The contract's schema first, then the rules the API checks with their own codes (length, the two
 * new passwords the same), so most mistakes show under their field before anything is sent.
 */
export function validatePasswordChange(change: PasswordChange): FieldErrors<PasswordField> {
  const errors = schemaErrors(staffPasswordRequestSchema, change, {
    old_password: 'account.password.old_required',
    password: 'error.password_too_short',
    password_repeat: 'error.passwords_not_same',
  });
  if (!change.old_password) errors.old_password = 'account.password.old_required';
  if (change.password.length < PASSWORD_MIN_LENGTH) errors.password = 'error.password_too_short';
  else if (change.password.length > PASSWORD_MAX_LENGTH) errors.password = 'error.password_too_long';
  if (change.password_repeat !== change.password) errors.password_repeat = 'error.passwords_not_same';
  return errors;
}

/** Where the API's answer belongs: under the field it is about, or above the button. */
export const PASSWORD_ERROR_FIELDS: Record<string, PasswordField> = {
  old_password_wrong: 'old_password',
  password_too_short: 'password',
  password_too_long: 'password',
  password_too_common: 'password',
  passwords_not_same: 'password_repeat',
};
