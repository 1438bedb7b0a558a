import type { Gift, Message, MessagesAnswer, ProfileCard } from '@amora/contracts';

/** What a send carries besides the conversation: words or a gift. */
export type Outgoing = { text: string; gift?: undefined } | { text?: undefined; gift: Gift };

/** A message as the page shows it: the API's, or one of the member's still on its way (or failed). */
export interface ShownMessage extends Message {
  key: string;
  pending?: { clientId: string; state: 'sending' | 'failed'; error?: unknown; outgoing: Outgoing };
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
}

export type ConversationAction =
  | { type: 'loaded'; answer: MessagesAnswer }
  | { type: 'failed'; error: unknown }
  | { type: 'olderStarted' }
  | { type: 'olderLoaded'; answer: MessagesAnswer }
  | { type: 'olderFailed'; error: unknown }
  | { type: 'received'; messages: Message[] }
  | { type: 'queued'; clientId: string; outgoing: Outgoing; now: string }
  | { type: 'sent'; clientId: string; message: Message }
  | { type: 'sendFailed'; clientId: string; error: unknown }
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
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        error: null,
        profile: action.answer.profile,
        conversationId: action.answer.conversation_id,
        messages: merge(state.messages, action.answer.messages),
        older: action.answer.older,
      };
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
      const message: ShownMessage = {
        id: 0,
        key: clientId,
        conversation_id: state.conversationId ?? 0,
        from_me: true,
        kind: outgoing.gift ? 'gift' : 'text',
        text: outgoing.gift ? null : (outgoing.text ?? ''),
        gift: outgoing.gift ?? null,
        created_at: now,
        seen: false,
        pending: { clientId, state: 'sending', outgoing },
      };
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
            ? { ...message, pending: { ...message.pending, state: 'failed', error: action.error } }
            : message,
        ),
      };
    case 'retrying':
      return {
        ...state,
        messages: updatePending(state.messages, action.clientId, (message) =>
          message.pending
            ? { ...message, pending: { ...message.pending, state: 'sending', error: undefined } }
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
