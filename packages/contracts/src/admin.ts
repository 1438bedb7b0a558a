import { z } from 'zod';
import { text } from './primitives.js';

/** A code of an authenticator app (TOTP, RFC 6238): six digits; spaces as some apps show them are dropped. */
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'totp_invalid'));

/**
 * POST /api/admin/login.php on the admin host: staff sign-in. `totp` is the authenticator code, asked
 * for (401 `totp_required`) once the password is right and the staff member has a second factor.
 */
export const adminLoginSchema = z.object({
  email: z.email({ error: 'invalid_email' }).max(254),
  password: text(128).pipe(z.string().min(1)),
  totp: totpCodeSchema.optional(),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
