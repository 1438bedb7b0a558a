import type { StaffMeAnswer } from '@amora/contracts';

export const ACCOUNT_PATH = '/account';

/**
 * Where a sign-in leads: the account page while a password or second factor must be set up first,
 * else the page the staff member was sent away from (a path of this console only, never another site).
 */
export function afterSignIn(me: StaffMeAnswer, next: string | null): string {
  if (me.setup.password || me.setup.totp) return ACCOUNT_PATH;
  if (next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && next !== '/login') {
    return next;
  }
  return '/';
}
