import { type ChatsAnswer, type Message, TYPING_THROTTLE_MS } from '@amora/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSessionActions, useUser } from '../../../app/providers/SessionContext';
import { useSettings } from '../../../app/providers/SettingsContext';
import { api, isApiError } from '../../../lib/api';
import { onLiveEvent, useChats } from '../../live/live-data';
import {
  type ConversationState,
  conversationReducer,
  initialConversation,
  type Outgoing,
  type ShownMessage,
  unsentOf,
} from './conversation-state';
import { readUnsent, writeUnsent } from './unsent-messages';

/** Whom the page talks to: an existing conversation, or a profile (the first message starts one). */
export type ConversationTarget = { conversationId: number } | { profileId: number };

/** How long "… is typing" stays after the last typing notice (they come every TYPING_THROTTLE_MS). */
export const TYPING_SHOWN_MS = TYPING_THROTTLE_MS + 2_000;

/** Why the last send was refused, when the composer should offer a way out instead of a retry. */
export type SendNotice = 'buy' | 'premium' | 'activation' | null;
const NOTICES: Record<string, SendNotice> = {
  not_enough_credits: 'buy',
  premium_only: 'premium',
  account_not_confirmed: 'activation',
};

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;
/** No answer at all (the API client's network error), as opposed to a refusal. */
const isNetworkError = (error: unknown) => isApiError(error) && error.status === 0;

type Pending = NonNullable<ShownMessage['pending']>;

function withoutUnread(chats: ChatsAnswer | undefined, conversationId: number) {
  if (!chats) return chats;
  return {
    chats: chats.chats.map((chat) =>
      chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat,
    ),
  };
}

/** The first of the `count` newest messages of the other side: where the "new messages" line goes. */
function firstUnread(messages: Message[], count: number): number | null {
  if (count <= 0) return null;
  const theirs = messages.filter((message) => !message.from_me);
  return theirs[Math.max(0, theirs.length - count)]?.id ?? null;
}

/**
 * One conversation: its messages (older ones on demand), live messages, reads and typing of the other
 * side, marking it read while the member looks at it, and sending with retry.
 */
export function useConversation(target: ConversationTarget) {
  const targetConversation = 'conversationId' in target ? target.conversationId : null;
  const targetProfile = 'profileId' in target ? target.profileId : null;
  const [state, dispatch] = useReducer(conversationReducer, {
    ...initialConversation,
    conversationId: targetConversation,
  });
  const stateRef = useRef<ConversationState>(state);
  stateRef.current = state;
  const chats = useChats();
  const chatsRef = useRef(chats);
  chatsRef.current = chats;
  const user = useUser();
  const userRef = useRef(user);
  userRef.current = user;
  const memberId = user?.id ?? null;
  const { message_credits: messageCredits } = useSettings();
  const { setUser } = useSessionActions();
  const [typing, setTyping] = useState(false);
  const [notice, setNotice] = useState<SendNotice>(null);
  const [unreadFrom, setUnreadFrom] = useState<number | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const readPending = useRef(false);
  const olderBusy = useRef(false);
  const lastTypingSent = useRef(0);
  const newestTheirs = useRef(0);
  /** Sends on their way, by client id: a retry, the online event and a return never send one twice at once. */
  const inFlight = useRef(new Set<string>());

  const markRead = useCallback(() => {
    const id = stateRef.current.conversationId;
    if (id === null) return;
    // a hidden tab has not been read: wait until the member looks at it again
    if (isHidden()) {
      readPending.current = true;
      return;
    }
    readPending.current = false;
    void chatsRef.current.mutate((current) => withoutUnread(current, id), { revalidate: false });
    api.request('readChat', { body: { conversation: id } }).catch(() => undefined);
  }, []);

  const belongsHere = useCallback(
    (message: Message, profileId: number) => {
      const { conversationId, profile } = stateRef.current;
      if (conversationId !== null) return message.conversation_id === conversationId;
      return profileId === (profile?.id ?? targetProfile);
    },
    [targetProfile],
  );

  // the first page
  useEffect(() => {
    let current = true;
    const query =
      targetConversation !== null
        ? { conversation_id: targetConversation }
        : { profile_id: targetProfile ?? 0 };
    api
      .get('messages', query)
      .then((answer) => {
        if (!current) return;
        const summary = chatsRef.current.data?.chats.find(
          (chat) => chat.conversation.id === answer.conversation_id,
        );
        setUnreadFrom(firstUnread(answer.messages, summary?.num_unread_messages ?? 0));
        const member = userRef.current;
        const unsent = member ? readUnsent(member.id, answer.profile.id) : [];
        dispatch({ type: 'loaded', answer, unsent });
        // said before the member writes a first message that would be refused
        if (answer.free_limit_reached) setNotice('premium');
      })
      .catch((error: unknown) => current && dispatch({ type: 'failed', error }));
    return () => {
      current = false;
    };
  }, [targetConversation, targetProfile]);

  const ready = state.status === 'ready';
  const conversationId = state.conversationId;
  const profileId = state.profile?.id ?? null;

  // the member's unsent messages outlive the page (a reload, a trip to buy credits) until sent or removed
  useEffect(() => {
    if (ready && memberId !== null && profileId !== null)
      writeUnsent(memberId, profileId, unsentOf(state.messages));
  }, [ready, memberId, profileId, state.messages]);
  // opening a chat sets its unread count to 0 (spec §4)
  useEffect(() => {
    if (ready && conversationId !== null) markRead();
  }, [ready, conversationId, markRead]);

  useEffect(() => {
    const onVisible = () => {
      if (!isHidden() && readPending.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  // live: messages, reads and typing of this conversation
  useEffect(() => {
    const offMessage = onLiveEvent('message', ({ message, profile_id }) => {
      if (!belongsHere(message, profile_id)) return;
      dispatch({ type: 'received', messages: [message] });
      // the same message may come twice (a reconnect): read it once
      if (!message.from_me && message.id > newestTheirs.current) {
        newestTheirs.current = message.id;
        setTyping(false);
        markRead();
      }
    });
    const offRead = onLiveEvent('read', (event) => {
      if (event.conversation_id === stateRef.current.conversationId)
        dispatch({ type: 'seen', upTo: event.message_id });
    });
    const offTyping = onLiveEvent('typing', (event) => {
      if (event.conversation_id !== stateRef.current.conversationId) return;
      setTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    });
    return () => {
      offMessage();
      offRead();
      offTyping();
      clearTimeout(typingTimer.current);
    };
  }, [belongsHere, markRead]);

  // Without the live stream, polling and push reload the chats: unread messages of this open
  // conversation there mean messages this page has not shown yet.
  const unreadHere =
    conversationId === null
      ? 0
      : (chats.data?.chats.find((chat) => chat.conversation.id === conversationId)?.num_unread_messages ?? 0);
  useEffect(() => {
    if (!ready || conversationId === null || unreadHere === 0) return;
    api
      .get('messages', { conversation_id: conversationId })
      .then((answer) => {
        dispatch({ type: 'received', messages: answer.messages });
        markRead();
      })
      .catch(() => undefined);
  }, [ready, conversationId, unreadHere, markRead]);

  const loadOlder = useCallback(async () => {
    const { older, conversationId: id } = stateRef.current;
    if (older === null || id === null || olderBusy.current) return;
    olderBusy.current = true;
    dispatch({ type: 'olderStarted' });
    try {
      const answer = await api.get('messages', { conversation_id: id, before: older });
      dispatch({ type: 'olderLoaded', answer });
    } catch (error) {
      dispatch({ type: 'olderFailed', error });
    } finally {
      olderBusy.current = false;
    }
  }, []);

  const deliver = useCallback(
    async (clientId: string, outgoing: Outgoing, createdAt: string) => {
      if (inFlight.current.has(clientId)) return;
      const { conversationId: id, profile } = stateRef.current;
      const to = id !== null ? { conversation_id: id } : { profile_id: profile?.id ?? targetProfile ?? 0 };
      const what = outgoing.gift ? { gift_id: outgoing.gift.id } : { text: outgoing.text };
      if (isOffline()) {
        // no call can get through: it waits for the browser's online event
        dispatch({ type: 'sendFailed', clientId, error: null, offline: true });
        setNotice(null);
        return;
      }
      inFlight.current.add(clientId);
      try {
        const answer = await api.request('sendMessage', { body: { ...to, ...what, client_id: clientId } });
        dispatch({ type: 'sent', clientId, message: answer.message });
        setNotice(null);
        const member = userRef.current;
        if (member) setUser({ ...member, credits: answer.credits });
        void chatsRef.current.mutate();
      } catch (error) {
        if (isApiError(error) && error.code === 'message_already_sent') {
          // an earlier try of this send arrived (its answer was lost): it counts as sent
          const sent: Message = {
            id: Number(error.params.message_id),
            conversation_id: id ?? 0,
            from_me: true,
            kind: outgoing.gift ? 'gift' : 'text',
            text: outgoing.gift ? null : (outgoing.text ?? ''),
            gift: outgoing.gift ?? null,
            created_at: createdAt,
            seen: false,
          };
          dispatch({ type: 'sent', clientId, message: sent });
          void chatsRef.current.mutate();
          return;
        }
        dispatch({ type: 'sendFailed', clientId, error, offline: isNetworkError(error) && isOffline() });
        setNotice((isApiError(error) && NOTICES[error.code]) || null);
      } finally {
        inFlight.current.delete(clientId);
      }
    },
    [setUser, targetProfile],
  );

  /** Sends the failed messages that `which` picks again, one after the other (their order is kept). */
  const resend = useCallback(
    async (which: (pending: Pending) => boolean) => {
      const waiting = stateRef.current.messages.flatMap((message) =>
        message.pending?.state === 'failed' && which(message.pending) ? [message.pending.clientId] : [],
      );
      for (const clientId of waiting) {
        // still failed? (meanwhile retried by hand, or sent by another resend, or removed)
        const message = stateRef.current.messages.find((shown) => shown.pending?.clientId === clientId);
        if (message?.pending?.state !== 'failed' || inFlight.current.has(clientId)) continue;
        dispatch({ type: 'retrying', clientId });
        await deliver(clientId, message.pending.outgoing, message.created_at);
      }
    },
    [deliver],
  );

  // back online: what failed for being offline goes now, with the same client ids
  useEffect(() => {
    if (!ready) return;
    const onOnline = () => void resend((pending) => !!pending.offline);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [ready, resend]);

  // Unsent messages of an earlier visit: those that only waited for the network, or for credits the
  // member now has, go by themselves (their client ids keep a send that did arrive from counting twice);
  // still without credits, the offer to buy them is back.
  const resumed = useRef(false);
  useEffect(() => {
    if (!ready || resumed.current) return;
    resumed.current = true;
    const forCredits = (pending: Pending) =>
      isApiError(pending.error) && pending.error.code === 'not_enough_credits';
    const first = stateRef.current.messages.find((message) => message.pending && forCredits(message.pending));
    const cost = first?.pending?.outgoing.gift?.credits ?? messageCredits;
    const affordable = (userRef.current?.credits ?? 0) >= cost;
    if (first && !affordable) setNotice('buy');
    if (isOffline()) return;
    // an offline failure has no error, nor has a send the page closed on
    void resend((pending) => !pending.error || (affordable && forCredits(pending)));
  }, [ready, resend, messageCredits]);

  const send = useCallback(
    (outgoing: Outgoing) => {
      const clientId = crypto.randomUUID();
      const now = new Date().toISOString();
      dispatch({ type: 'queued', clientId, outgoing, now });
      void deliver(clientId, outgoing, now);
    },
    [deliver],
  );

  const retry = useCallback(
    (message: ShownMessage) => {
      if (!message.pending || inFlight.current.has(message.pending.clientId)) return;
      dispatch({ type: 'retrying', clientId: message.pending.clientId });
      void deliver(message.pending.clientId, message.pending.outgoing, message.created_at);
    },
    [deliver],
  );

  const discard = useCallback((message: ShownMessage) => {
    if (message.pending) dispatch({ type: 'discarded', clientId: message.pending.clientId });
  }, []);

  /** Tells the other side the member is typing, at most every TYPING_THROTTLE_MS. */
  const notifyTyping = useCallback(() => {
    const id = stateRef.current.conversationId;
    const now = Date.now();
    if (id === null || now - lastTypingSent.current < TYPING_THROTTLE_MS) return;
    lastTypingSent.current = now;
    api.request('typing', { body: { conversation: id } }).catch(() => undefined);
  }, []);

  return {
    state,
    typing,
    notice,
    unreadFrom,
    dismissNotice: () => setNotice(null),
    unblocked: () => dispatch({ type: 'unblocked' }),
    loadOlder,
    send,
    retry,
    discard,
    notifyTyping,
  };
}

export type ConversationApi = ReturnType<typeof useConversation>;
