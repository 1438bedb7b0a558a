import type { ChatSummary, ProfileCard } from '@amora/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { pathTo } from '../../../lib/routes/paths';
import { useChats } from '../../live/live-data';

// The failure of the last delete, shown by the list: a delete from a phone's conversation lands there.
let failure: { error: unknown } | null = null;
const listeners = new Set<() => void>();
const setFailure = (next: { error: unknown } | null) => {
  failure = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** What a delete needs of a conversation (the list's summary, or the open conversation's). */
export type DeletableChat = Pick<ChatSummary, 'conversation'> & { profile: Pick<ProfileCard, 'id' | 'name'> };

/** The error of the last failed delete (null when there is none) and its dismissal. */
export function useDeleteFailure(): [{ error: unknown } | null, () => void] {
  const current = useSyncExternalStore(
    subscribe,
    () => failure,
    () => failure,
  );
  return [current, useCallback(() => setFailure(null), [])];
}

/**
 * Spec §4 chat deletion: the conversation leaves the list at once, then DELETE /api/chat.php; on
 * failure the error shows and the chats reload (so it comes back). An open conversation closes.
 */
export function useDeleteChat() {
  const { mutate } = useChats();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (chat: DeletableChat) => {
      const id = chat.conversation.id;
      setFailure(null);
      void mutate(
        (current) => current && { chats: current.chats.filter((item) => item.conversation.id !== id) },
        { revalidate: false },
      );
      const open = [
        pathTo('chats-id', { id: String(id) }),
        pathTo('members-id-chat', { id: String(chat.profile.id) }),
      ];
      if (open.includes(pathname)) navigate(pathTo('chats'), { replace: true });
      try {
        await api.request('deleteChat', { body: { conversation: id } });
      } catch (error) {
        setFailure({ error });
        void mutate();
      }
    },
    [mutate, navigate, pathname],
  );
}
