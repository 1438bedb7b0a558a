import { useSession } from '../../app/providers/SessionContext';
import { useRouteName } from '../../app/router/route-handle';
import { useArrivedLoggedIn } from '../auth/use-arrived-logged-in';

/**
 * Whether the chat layout shows the messenger (the list beside the conversation): on /chats and
 * /chats/{id} unless logged out (those pages send visitors to the login), and on /members/{id}/chat
 * for a member who arrived logged in (a visitor gets that page's signup entry instead).
 */
export function useMessengerShown(): boolean {
  const session = useSession();
  const name = useRouteName();
  const arrivedLoggedIn = useArrivedLoggedIn();
  if (name === 'members-id-chat') return arrivedLoggedIn && session.status === 'logged-in';
  return session.status !== 'logged-out';
}
