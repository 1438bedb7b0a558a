import { useRef } from 'react';
import { useSession } from '../../app/providers/SessionContext';

/**
 * True when the member was already logged in as this page opened. Signup pages send such members on,
 * but not a visitor who just created an account there (that flow navigates on by itself).
 */
export function useArrivedLoggedIn(): boolean {
  const session = useSession();
  const arrived = useRef<boolean | null>(null);
  if (arrived.current === null && session.status !== 'loading')
    arrived.current = session.status === 'logged-in';
  return arrived.current === true;
}
