import type { User } from '@amora/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { type ApiClient, api as defaultApi } from '../../lib/api';
import { isVisitorPage } from '../../lib/settings/load-settings';
import { takeChosenLanguage } from './chosen-language';
import { type Session, type SessionActions, SessionActionsContext, SessionContext } from './SessionContext';
import { sessionEvents } from './session-events';

export interface SessionProviderProps {
  children: ReactNode;
  /** The API client (tests pass their own). */
  client?: ApiClient;
}

const toSession = (user: User | null): Session =>
  user ? { status: 'logged-in', user } : { status: 'logged-out' };

/**
 * Who is looking at the site: GET /api/user.php once (not on a page the API marked as a visitor's); the live layer (features/live: the event stream
 * and the polling of spec §9) refreshes it later through `refresh`.
 * A 403 `authentication_required` from any call logs the web app out and sends the member to /login.
 */
export function SessionProvider({ children, client = defaultApi }: SessionProviderProps) {
  // A page asked for without a session cookie is a visitor's: no GET user.php (nor the contract's schemas
  // that check its answer) in the first load.
  const [visitor] = useState(isVisitorPage);
  const [session, setSession] = useState<Session>(visitor ? { status: 'logged-out' } : { status: 'loading' });
  const { locale, setLocale } = useLocale();
  const localeRef = useRef({ locale, setLocale });
  localeRef.current = { locale, setLocale };
  const previousStatus = useRef<Session['status']>('loading');

  // From a logout on until the next login, a call refused for want of a session is no expired session:
  // a request still on its way (the likes, the live stream) must not send the member to /login
  const loggingOut = useRef(false);
  const apply = useCallback((user: User | null) => {
    if (user) loggingOut.current = false;
    setSession(toSession(user));
  }, []);

  const refresh = useCallback(async () => {
    try {
      const answer = await client.get('user');
      apply(answer.user);
    } catch {
      // A failed refetch keeps what we know; only the very first one decides "logged out".
      setSession((current) => (current.status === 'loading' ? { status: 'logged-out' } : current));
    }
  }, [client, apply]);

  const logout = useCallback(async () => {
    loggingOut.current = true;
    try {
      await client.get('logout');
    } catch {
      // Logged out here either way: the member asked for it.
    }
    apply(null);
  }, [client, apply]);

  useEffect(() => {
    if (!visitor) refresh();
  }, [refresh, visitor]);

  useEffect(
    () =>
      client.onAuthenticationRequired(() => {
        if (loggingOut.current) return;
        setSession({ status: 'logged-out' });
        sessionEvents.emit('expired');
      }),
    [client],
  );

  // On login (or a page opened with a session), the member's own language becomes the UI's, unless they
  // picked one in the menu just before logging in: then that one stays and becomes the account's.
  useEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = session.status;
    if (session.status !== 'logged-in' || was === 'logged-in') return;
    const { locale: current, setLocale: set } = localeRef.current;
    const chosen = takeChosenLanguage();
    if (chosen === current && chosen !== session.user.language) {
      client.request('updateUser', { body: { language: chosen } }).then(
        (answer) => apply(answer.user),
        () => {},
      );
    } else if (session.user.language !== current) set(session.user.language);
  }, [session, client, apply]);

  const actions = useMemo<SessionActions>(
    () => ({ refresh, setUser: apply, logout }),
    [refresh, apply, logout],
  );

  return (
    <SessionContext.Provider value={session}>
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </SessionContext.Provider>
  );
}
