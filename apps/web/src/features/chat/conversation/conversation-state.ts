import type { Gift, Message, MessagesAnswer, ProfileCard } from '@amora/contracts';
import { ApiError, errorCodeOf } from '../../../lib/api';
import type { UnsentMessage } from './unsent-messages';

/** What a send carries besides the conversation: words or a gift. */
export type Outgoing = { text: string; gift?: undefined } | { text?: undefined; gift: Gift };

/** A message as the page shows it: the API's, or one of the member's still on its way (or failed). */
export interface ShownMessage extends Message {
  key: string;
  pending?: {
    clientId: string;
    state: 'sending' | 'failed';
    error?: unknown;
    /** Failed because the browser was offline: it goes again once the browser is back online. */
    offline?: boolean;
    outgoing: Outgoing;
  };
}

export interface ConversationState {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  profile: ProfileCard | null;
  conversationId: number | null;
  /** Sent messages by id (oldest first), then the member's pending ones in the order written. */
  messages: ShownMessage[];
  older: number | null;
  loadingOlder: boolean;
  olderError: unknown;
  /** A block either way: no composer (the member's own block can be lifted here). */
  blocked: MessagesAnswer['blocked'];
}

export type ConversationAction =
  | { type: 'loaded'; answer: MessagesAnswer; unsent?: UnsentMessage[] }
  | { type: 'failed'; error: unknown }
  | { type: 'unblocked' }
  | { type: 'olderStarted' }
  | { type: 'olderLoaded'; answer: MessagesAnswer }
  | { type: 'olderFailed'; error: unknown }
  | { type: 'received'; messages: Message[] }
  | { type: 'queued'; clientId: string; outgoing: Outgoing; now: string }
  | { type: 'sent'; clientId: string; message: Message }
  | { type: 'sendFailed'; clientId: string; error: unknown; offline?: boolean }
  | { type: 'retrying'; clientId: string }
  | { type: 'discarded'; clientId: string }
  | { type: 'seen'; upTo: number };

export const initialConversation: ConversationState = {
  status: 'loading',
  error: null,
  profile: null,
  conversationId: null,
  messages: [],
  older: null,
  loadingOlder: false,
  olderError: null,
  blocked: null,
};

const shown = (message: Message): ShownMessage => ({ ...message, key: `m${message.id}` });

/** Sent messages merged by id (a live event and an answer may bring the same one), pending ones last. */
function merge(current: ShownMessage[], incoming: Message[]): ShownMessage[] {
  const byId = new Map<number, ShownMessage>();
  const pending: ShownMessage[] = [];
  for (const message of current) {
    if (message.pending) pending.push(message);
    else byId.set(message.id, message);
  }
  for (const message of incoming) {
    const known = byId.get(message.id);
    // a message once seen stays seen, whichever copy arrives last
    byId.set(message.id, shown({ ...message, seen: message.seen || (known?.seen ?? false) }));
  }
  return [...[...byId.values()].sort((a, b) => a.id - b.id), ...pending];
}

function pendingMessage(
  conversationId: number | null,
  clientId: string,
  outgoing: Outgoing,
  createdAt: string,
  pending: Omit<NonNullable<ShownMessage['pending']>, 'clientId' | 'outgoing'>,
): ShownMessage {
  return {
    id: 0,
    key: clientId,
    conversation_id: conversationId ?? 0,
    from_me: true,
    kind: outgoing.gift ? 'gift' : 'text',
    text: outgoing.gift ? null : (outgoing.text ?? ''),
    gift: outgoing.gift ?? null,
    created_at: createdAt,
    seen: false,
    pending: { clientId, outgoing, ...pending },
  };
}

/** An unsent message of an earlier visit, back as a failed one the member can try again or remove. */
function restored(conversationId: number | null, unsent: UnsentMessage): ShownMessage {
  const { clientId, outgoing, createdAt, reason } = unsent;
  const error = reason === null || reason === 'offline' ? undefined : new ApiError(reason, 0);
  return pendingMessage(conversationId, clientId, outgoing, createdAt, {
    state: 'failed',
    error,
    offline: reason === 'offline',
  });
}

/** The member's messages not sent yet, as kept across reloads (see unsent-messages.ts). */
export function unsentOf(messages: ShownMessage[]): UnsentMessage[] {
  return messages.flatMap(({ pending, created_at }) => {
    if (!pending) return [];
    const reason =
      pending.state === 'sending' ? null : pending.offline ? 'offline' : errorCodeOf(pending.error);
    return [{ clientId: pending.clientId, outgoing: pending.outgoing, createdAt: created_at, reason }];
  });
}

/**
 * Nothing written yet: no message has reached the other side (the member's unsent ones do not start a
 * conversation), so the page invites to say hello rather than showing where the conversation began.
 */
export const nothingSentYet = (messages: ShownMessage[]) => messages.every((message) => !!message.pending);

function updatePending(
  messages: ShownMessage[],
  clientId: string,
  change: (message: ShownMessage) => ShownMessage | null,
): ShownMessage[] {
  return messages.flatMap((message) => {
    if (message.pending?.clientId !== clientId) return [message];
    const next = change(message);
    return next ? [next] : [];
  });
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'loaded': {
      const conversationId = action.answer.conversation_id;
      const known = new Set(state.messages.map((message) => message.key));
      const back = (action.unsent ?? [])
        .filter((unsent) => !known.has(unsent.clientId))
        .map((unsent) => restored(conversationId, unsent));
      return {
        ...state,
        status: 'ready',
        error: null,
        profile: action.answer.profile,
        conversationId,
        messages: merge([...state.messages, ...back], action.answer.messages),
        older: action.answer.older,
        blocked: action.answer.blocked,
      };
    }
    case 'unblocked':
      return { ...state, blocked: null };
    case 'failed':
      return { ...state, status: 'failed', error: action.error };
    case 'olderStarted':
      return { ...state, loadingOlder: true, olderError: null };
    case 'olderLoaded':
      return {
        ...state,
        loadingOlder: false,
        messages: merge(state.messages, action.answer.messages),
        older: action.answer.older,
      };
    case 'olderFailed':
      return { ...state, loadingOlder: false, olderError: action.error };
    case 'received': {
      const conversationId = state.conversationId ?? action.messages[0]?.conversation_id ?? null;
      return { ...state, conversationId, messages: merge(state.messages, action.messages) };
    }
    case 'queued': {
      const { clientId, outgoing, now } = action;
      const message = pendingMessage(state.conversationId, clientId, outgoing, now, { state: 'sending' });
      return { ...state, messages: [...state.messages, message] };
    }
    case 'sent': {
      const without = updatePending(state.messages, action.clientId, () => null);
      return {
        ...state,
        conversationId: state.conversationId ?? (action.message.conversation_id || null),
        messages: merge(without, [action.message]),
      };
    }
    case 'sendFailed':
      return {
        ...state,
        messages: updatePending(state.messages, action.clientId, (message) =>
          message.pending
            ? {
                ...message,
                pending: {
                  ...message.pending,
                  state: 'failed',
                  error: action.error,
                  offline: !!action.offline,
                },
              }
            : message,
        ),
      };
    case 'retrying':
      return {
        ...state,
        messages: updatePending(state.messages, action.clientId, (message) =>
          message.pending
            ? {
                ...message,
                pending: { ...message.pending, state: 'sending', error: undefined, offline: false },
              }
            : message,
        ),
      };
    case 'discarded':
      return { ...state, messages: updatePending(state.messages, action.clientId, () => null) };
    case 'seen':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.from_me && !message.pending && !message.seen && message.id <= action.upTo
            ? { ...message, seen: true }
            : message,
        ),
      };
  }
}
