import { type AdminLogin, adminLoginSchema, okSchema, staffMeAnswerSchema } from '@amora/contracts';
import { ADMIN_PATHS } from '../../lib/admin-paths';
import { api } from '../../lib/api-client';

/** Password first; with a second factor on, the API answers 401 `totp_required` and the code follows. */
export function signIn(credentials: AdminLogin) {
  return api.post(ADMIN_PATHS.adminLogin, adminLoginSchema.parse(credentials), staffMeAnswerSchema);
}

export function fetchMe() {
  return api.get(ADMIN_PATHS.adminMe, staffMeAnswerSchema);
}

export function signOut() {
  return api.post(ADMIN_PATHS.adminLogout, {}, okSchema);
}
