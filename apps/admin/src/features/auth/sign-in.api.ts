import { z } from 'zod';
import { api } from '../../lib/api-client';

// Staff accounts arrive in a later issue; until then the API answers every attempt 401 `login_failed`.
// These schemas move to @amora/contracts when the API implements staff sessions.
export const ADMIN_LOGIN_PATH = '/api/admin/login.php';

export const signInRequestSchema = z.object({ email: z.string(), password: z.string() });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

// The success answer is not designed yet: accept any object and go to the dashboard.
const signInResponseSchema = z.looseObject({});

export function signIn(credentials: SignInRequest) {
  return api.post(ADMIN_LOGIN_PATH, signInRequestSchema.parse(credentials), signInResponseSchema);
}
