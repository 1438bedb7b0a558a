import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../app/providers/SessionContext';
import { pathTo } from '../../lib/routes/paths';

/** Logged-in members only: visitors get a redirect to /login that brings them back here afterwards. */
export function useMembersOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'logged-out') {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return { user: null, redirect: <Navigate to={`${pathTo('login')}?redirect=${redirect}`} replace /> };
  }
  return { user: session.status === 'logged-in' ? session.user : null, redirect: null };
}
