import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureInvite, captureTracking } from './tracking';

/** Remembers the traffic source of the first visit and an invite, whatever page they land on. */
export function TrackingCapture() {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    captureTracking(params);
    captureInvite(params);
  }, [search]);
  return null;
}
