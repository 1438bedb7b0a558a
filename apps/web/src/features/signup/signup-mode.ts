import type { Settings, Tracking } from '@amora/contracts';
import { hasTrafficSource } from './tracking';

/**
 * Who may sign up (spec §6): everyone with `all`; with `with_trafficsource` only visitors from a
 * known traffic source; with `invite_only` only with an invite.
 */
export function signupAllowed(
  mode: Settings['signups'],
  tracking: Tracking,
  invite: string | undefined,
): boolean {
  switch (mode) {
    case 'all':
      return true;
    case 'with_trafficsource':
      return hasTrafficSource(tracking);
    case 'invite_only':
      return Boolean(invite);
  }
}
