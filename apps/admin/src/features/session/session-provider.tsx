import type { StaffMeAnswer } from '@amora/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type ApiError, onApiError, toApiError } from '../../lib/api-client';
import { signOut as endSession, fetchMe } from './session.api';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'signed_out' }
  | { status: 'failed'; error: ApiError }
  | { status: 'signed_in'; me: StaffMeAnswer };

interface SessionContextValue {
  state: SessionState;
  /** Asks the API who is signed in (on the first page of a visit, and after changes to oneself). */
  load: () => Promise<void>;
  /** The answer of a sign-in, a confirmed second factor, …: the new "me". */
  signedIn: (me: StaffMeAnswer) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in staff member, when there is one. Only for pages behind <RequireSession>. */
export function useMe(): StaffMeAnswer {
  const { state } = useSession();
  if (state.status !== 'signed_in') throw new Error('useMe outside a signed-in page');
  return state.me;
}

// 403 authentication_required: no staff session (none, expired, or ended by an owner's change).
const SIGNED_OUT_CODES = new Set(['authentication_required']);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'unknown' });

  const load = useCallback(async () => {
    setState((current) => (current.status === 'signed_in' ? current : { status: 'loading' }));
    try {
      const me = await fetchMe();
      setState({ status: 'signed_in', me });
    } catch (error) {
      const apiError = toApiError(error);
      setState(
        SIGNED_OUT_CODES.has(apiError.code)
          ? { status: 'signed_out' }
          : { status: 'failed', error: apiError },
      );
    }
  }, []);

  // A session that ends while a page is open (signed out elsewhere, new roles, expiry) leads to the
  // sign-in; a set-up an owner asks for meanwhile is read again, so the shell shows the account page.
  useEffect(
    () =>
      onApiError((error) => {
        if (SIGNED_OUT_CODES.has(error.code)) setState({ status: 'signed_out' });
        else if (error.code === 'staff_setup_required') void load();
      }),
    [load],
  );

  const signedIn = useCallback((me: StaffMeAnswer) => setState({ status: 'signed_in', me }), []);

  const signOut = useCallback(async () => {
    // Signed out on this screen whatever the API says: the cookie is the API's to end.
    await endSession().catch(() => undefined);
    setState({ status: 'signed_out' });
  }, []);

  const value = useMemo(() => ({ state, load, signedIn, signOut }), [state, load, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
