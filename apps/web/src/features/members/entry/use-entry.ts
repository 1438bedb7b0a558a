import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRouteHandle } from '../../../app/router/route-handle';
import { pathTo } from '../../../lib/routes/paths';
import { useArrivedLoggedIn } from '../../auth/use-arrived-logged-in';
import { SIGNUP_EVENT } from '../../signup/signup-events';
import { useProfile } from '../profile/use-profile';

/**
 * After a signup on this page, straight to the profile it showed. The signup flow navigates to
 * /complete-signup right after its "complete" event; this navigation replaces that one a moment later.
 */
export function useAfterSignupGoTo(path: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<{ event?: string }>).detail;
      if (detail?.event === 'complete') setTimeout(() => navigate(path, { replace: true }), 0);
    };
    window.addEventListener(SIGNUP_EVENT, onEvent);
    return () => window.removeEventListener(SIGNUP_EVENT, onEvent);
  }, [navigate, path]);
}

/** What every member entry page needs: the profile, where members go, and whether to host the modal. */
export function useMemberEntry() {
  const { id = '' } = useParams();
  const profilePath = pathTo('members-id', { id: /^\d+$/.test(id) ? id : '0' });
  useAfterSignupGoTo(profilePath);
  const { data } = useProfile(id);
  const layout = useRouteHandle()?.layout;
  return {
    id,
    profilePath,
    profile: data?.profile ?? null,
    arrivedLoggedIn: useArrivedLoggedIn(),
    // the lander and chat layouts have no signup modal of their own (spec §2)
    hostsModal: layout === 'lander' || layout === 'chat',
  };
}
