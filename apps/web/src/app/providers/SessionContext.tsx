import { createContext, useContext } from 'react';

/**
 * Who is looking at the site. Until member login arrives (issue #3, GET /api/user.php) every visitor
 * is logged out; the navigation, entry warning and modals already branch on this value.
 */
export type Session = { status: 'logged-out' };

const LOGGED_OUT: Session = { status: 'logged-out' };

export const SessionContext = createContext<Session>(LOGGED_OUT);

export function useSession(): Session {
  return useContext(SessionContext);
}
