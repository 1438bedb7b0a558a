import type { ChatSummary, Gift, Message, MessagesAnswer, ProfileCard } from '@amora/contracts';
import { type FakeAnswer, type FakeRoutes, installFetch } from '../../test-utils/render-app';
import { asMember, card } from '../members/members-test-fixtures';

/** Noon of a fixed day, and minutes after it. */
export const at = (minutes = 0) => new Date(Date.UTC(2025, 5, 1, 12, minutes)).toISOString();

export const sanne = card(42, { name: 'Sanne', age: 29, online: true });

export function message(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 100,
    from_me: false,
    kind: 'text',
    text: `Message ${id}`,
    gift: null,
    created_at: at(id),
    seen: false,
    ...overrides,
  };
}

export const rose: Gift = { id: 3, name: 'Red rose', image: 'gifts/rose.webp', credits: 15 };

export function summary(id: number, profile: ProfileCard, overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    conversation: { id },
    profile,
    num_unread_messages: 0,
    last_message: { kind: 'text', text: 'See you tomorrow!', from_me: false },
    last_message_at: at(),
    ...overrides,
  };
}

export function page(messages: Message[], overrides: Partial<MessagesAnswer> = {}): MessagesAnswer {
  return {
    conversation_id: 100,
    profile: sanne,
    messages,
    older: null,
    free_limit_reached: false,
    blocked: null,
    ...overrides,
  };
}

/**
 * The fake API of a logged-in member with these routes; GET /api/messages.php answers by its query
 * (the fake of render-app sees no query), e.g. a different page for `before`.
 */
export function installChatFetch(
  routes: FakeRoutes,
  messages: (query: URLSearchParams) => FakeAnswer = () => ({ body: page([]) }),
) {
  const fetch = installFetch({ ...asMember, 'GET /api/chats.php': { body: { chats: [] } }, ...routes });
  const answerRoutes = fetch.getMockImplementation();
  if (!answerRoutes) throw new Error('installFetch gives no implementation');
  fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    const [path, search = ''] = String(url).split('?');
    if (path !== '/api/messages.php' || (init?.method ?? 'GET') !== 'GET') return answerRoutes(url, init);
    const answer = messages(new URLSearchParams(search));
    const status = answer.status ?? 200;
    return {
      ok: status < 300,
      status,
      text: async () => JSON.stringify(answer.body),
      headers: { get: () => null },
    };
  });
  return fetch;
}

/** Holds back the answers to `method path` until `release()` (to see what the page does meanwhile). */
export function holdAnswers(fetch: jest.Mock, method: string, path: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = fetch.getMockImplementation();
  fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (String(url).startsWith(path) && (init?.method ?? 'GET') === method) await gate;
    return answer?.(url, init);
  });
  return { release };
}
