import { useParams } from 'react-router';
import { useRouteHandle } from '../../../app/router/route-handle';
import { errorCodeOf } from '../../../lib/api/api-error';
import { pathTo } from '../../../lib/routes/paths';
import { useArrivedLoggedIn } from '../../auth/use-arrived-logged-in';
import { useAfterSignupGoTo } from '../../signup/signup-modal-store';
import { useProfile } from '../profile/use-profile';

/** What every member entry page needs: the profile, where members go, and whether to host the modal. */
export function useMemberEntry() {
  const { id = '' } = useParams();
  const profilePath = pathTo('members-id', { id: /^\d+$/.test(id) ? id : '0' });
  useAfterSignupGoTo(profilePath);
  const { data, error } = useProfile(id);
  const layout = useRouteHandle()?.layout;
  return {
    id,
    profilePath,
    profile: data?.profile ?? null,
    /** No such profile here (a stale or mistyped link): the page has no one to show. */
    missing: errorCodeOf(error) === 'profile_not_found',
    arrivedLoggedIn: useArrivedLoggedIn(),
    // the lander and chat layouts have no signup modal of their own (spec §2)
    hostsModal: layout === 'lander' || layout === 'chat',
  };
}
