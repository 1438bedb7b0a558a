import { z } from 'zod';
import type { MessageId } from '../../i18n/messages';
import type { SignInRequest } from './sign-in.api';

export type SignInErrors = Partial<Record<keyof SignInRequest, MessageId>>;

const emailSchema = z.email();

/** The form's own checks, before anything is sent: each field's message id, if it is not valid. */
export function validateSignIn({ email, password }: SignInRequest): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'auth.email.required';
  else if (!emailSchema.safeParse(trimmed).success) errors.email = 'error.invalid_email';
  if (!password) errors.password = 'auth.password.required';
  return errors;
}
