import { adminLoginSchema } from '@amora/contracts';
import { type FieldErrors, schemaErrors } from '../../lib/form-errors';

export interface Credentials {
  email: string;
  password: string;
}
export type CredentialErrors = FieldErrors<keyof Credentials>;

const credentialsSchema = adminLoginSchema.pick({ email: true, password: true });

/** The first step's checks, with the contract's schema, before anything is sent. */
export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors = schemaErrors(
    credentialsSchema,
    { email: email.trim(), password },
    { email: 'error.invalid_email', password: 'auth.password.required' },
  );
  if (!email.trim()) errors.email = 'auth.email.required';
  return errors;
}
