import type { Settings, Tracking } from '@amora/contracts';
import { useSearchParams } from 'react-router';
import { useSettings } from '../../app/providers/SettingsContext';
import { hasTrafficSource, readInvite, readTracking } from './tracking';

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

/** Whether this visitor may sign up here, from the tenant's mode, the stored traffic source and an invite. */
export function useSignupAllowed(): boolean {
  const settings = useSettings();
  const [search] = useSearchParams();
  return signupAllowed(settings.signups, readTracking(), readInvite(search));
}
