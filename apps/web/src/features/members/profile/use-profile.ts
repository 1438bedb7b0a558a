import useSWR from 'swr';
import { useSession } from '../../../app/providers/SessionContext';
import { ApiError, api } from '../../../lib/api';

const ID = /^[1-9]\d{0,15}$/;

/** GET /api/profile.php?id= for this viewer; an id that is no number is a profile that does not exist. */
export function useProfile(id: string) {
  const session = useSession();
  const viewer = session.status === 'logged-in' ? session.user.id : session.status;
  const valid = ID.test(id);
  const result = useSWR(
    valid && session.status !== 'loading' ? ['profile', id, viewer] : null,
    () => api.get('profile', { id }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!valid) return { ...result, error: new ApiError('profile_not_found', 404) };
  return result;
}
