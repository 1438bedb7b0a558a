import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../lib/routes/paths';
import { sessionEvents } from '../providers/session-events';

/** After a 403 `authentication_required`, the member logs in again and comes back to where they were. */
export function SessionExpiredRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      sessionEvents.subscribe(() => {
        if (location.pathname === pathTo('login')) return;
        navigate(`${pathTo('login')}?${new URLSearchParams({ redirect: here })}`, { replace: true });
      }),
    [navigate, here, location.pathname],
  );
  return null;
}
