import type { Settings, Tracking } from '@amora/contracts';
import { useSearchParams } from 'react-router';
import { useSettings } from '../../app/providers/SettingsContext';
import { hasTrafficSource, readInvite, readTracking, trackingFromQuery } from './tracking';

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

/**
 * Whether this visitor may sign up here, from the tenant's mode, the traffic source (the stored first
 * one, else this address's: TrackingCapture stores it only after the first render) and an invite.
 */
export function useSignupAllowed(): boolean {
  const settings = useSettings();
  const [search] = useSearchParams();
  const tracking = { ...(trackingFromQuery(search) ?? {}), ...readTracking() };
  return signupAllowed(settings.signups, tracking, readInvite(search));
}
