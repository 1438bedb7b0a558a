import { z } from 'zod';
import { text } from './primitives.js';

/** POST /api/admin/login.php on the admin host: staff sign-in (staff accounts arrive in a later issue). */
export const adminLoginSchema = z.object({
  email: z.email({ error: 'invalid_email' }).max(254),
  password: text(128).pipe(z.string().min(1)),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
