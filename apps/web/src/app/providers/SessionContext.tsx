import type { User } from '@amora/contracts';
import { createContext, useContext } from 'react';

/**
 * Who is looking at the site, from GET /api/user.php. `loading` only until the first answer; the
 * navigation, entry warning, alerts and modals branch on this value.
 */
export type Session = { status: 'loading' } | { status: 'logged-out' } | { status: 'logged-in'; user: User };

export interface SessionActions {
  /** Refetches GET /api/user.php now. */
  refresh: () => Promise<void>;
  /** Takes a user from an answer that carries one (login, signup, PUT user.php). */
  setUser: (user: User) => void;
  /** GET /api/logout.php, then logged out (also when that call fails). */
  logout: () => Promise<void>;
}

const LOGGED_OUT: Session = { status: 'logged-out' };
const NO_ACTIONS: SessionActions = {
  refresh: async () => {},
  setUser: () => {},
  logout: async () => {},
};

export const SessionContext = createContext<Session>(LOGGED_OUT);
export const SessionActionsContext = createContext<SessionActions>(NO_ACTIONS);

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext);
}

/** The logged-in user, or null. */
export function useUser(): User | null {
  const session = useSession();
  return session.status === 'logged-in' ? session.user : null;
}
