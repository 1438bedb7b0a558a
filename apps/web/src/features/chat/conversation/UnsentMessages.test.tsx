import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../../test-utils/error-answer';
import { type FakeRoutes, renderApp } from '../../../test-utils/render-app';
import { userFixture } from '../../../test-utils/user-fixture';
import { bodiesOf, english, resetBrowserState } from '../../members/members-test-fixtures';
import { installChatFetch, message, page, sanne, summary } from '../chat-test-fixtures';
import { nothingSentYet, type ShownMessage } from './conversation-state';

beforeEach(resetBrowserState);
afterEach(() => jest.restoreAllMocks());

const texts = () => screen.queryAllByTestId('message-text').map((el) => el.textContent);
const states = () => screen.queryAllByTestId('message').map((el) => el.getAttribute('data-state'));
const asMember = (credits: number, id = 7): FakeRoutes => ({
  'GET /api/user.php': { body: { user: userFixture({ id, language: 'en', credits }) } },
});
const sent = (text: string) => ({
  body: { message: message(3, { from_me: true, text, created_at: new Date().toISOString() }), credits: 0 },
});

function openConversation(routes: FakeRoutes) {
  const fetch = installChatFetch(
    {
      'GET /api/chats.php': { body: { chats: [summary(100, sanne)] } },
      'PUT /api/chat.php': { body: { ok: true } },
      ...asMember(0),
      ...routes,
    },
    () => ({ body: page([message(1), message(2, { from_me: true })]) }),
  );
  return { fetch, ...renderApp('/chats/100', english) };
}

async function sendByEnter(text: string) {
  const field = await screen.findByTestId('composer-text');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('unsent messages', () => {
  it('keeps a message refused for want of credits across a reload, with the offer to buy, until removed', async () => {
    const first = openConversation({ 'POST /api/messages.php': errorAnswer('not_enough_credits') });
    await sendByEnter('Hoi!');
    await screen.findByTestId('message-failed');
    first.unmount();

    const again = openConversation({ 'POST /api/messages.php': errorAnswer('not_enough_credits') });
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Message 2', 'Hoi!']));
    expect(states()[2]).toBe('failed');
    const failed = screen.getByTestId('message-failed');
    expect(failed.textContent).toBe('Not sent.Try againRemove');
    // still without credits: the card says why, and leads to buying them
    expect(screen.getByTestId('chat-buy-offer').textContent).toContain('Not enough credits');
    // nothing was sent by itself
    expect(bodiesOf(again.fetch, 'POST', '/api/messages.php')).toEqual([]);

    fireEvent.click(within(failed).getByTestId('message-discard'));
    expect(texts()).toEqual(['Message 1', 'Message 2']);
    again.unmount();
    openConversation({});
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Message 2']));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('amora:chat-unsent'))).toEqual([]);
  });

  it('sends the waiting message by itself, once and with the same client id, when the member comes back with credits', async () => {
    const first = openConversation({ 'POST /api/messages.php': errorAnswer('not_enough_credits') });
    await sendByEnter('Hoi!');
    await screen.findByTestId('message-failed');
    const [refused] = bodiesOf(first.fetch, 'POST', '/api/messages.php');
    first.unmount();

    // back from buying credits
    const { fetch } = openConversation({ ...asMember(100), 'POST /api/messages.php': () => sent('Hoi!') });
    await waitFor(() => expect(states()).toEqual(['sent', 'sent', 'sent']));
    expect(texts()).toEqual(['Message 1', 'Message 2', 'Hoi!']);
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([refused]);
    expect(screen.queryByTestId('chat-buy-offer')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('amora:chat-unsent'))).toEqual([]);
  });

  it("keeps one member's unsent messages from another member on the same browser", async () => {
    const first = openConversation({ 'POST /api/messages.php': errorAnswer('not_enough_credits') });
    await sendByEnter('Hoi!');
    await screen.findByTestId('message-failed');
    first.unmount();

    openConversation({ ...asMember(0, 8) });
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Message 2']));
  });

  it('says a message written offline goes once the browser is back online, and sends it then', async () => {
    const { fetch } = openConversation({ 'POST /api/messages.php': () => sent('Hoi!') });
    await screen.findByTestId('composer-text');
    act(() => goOnline(false));
    await sendByEnter('Hoi!');
    const failed = await screen.findByTestId('message-failed');
    expect(within(failed).getByTestId('message-failed-reason').textContent).toBe(
      "Not sent yet: you're offline. It will be sent as soon as you're back online.",
    );
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([]);

    act(() => goOnline(true));
    await waitFor(() => expect(states()).toEqual(['sent', 'sent', 'sent']));
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([
      { conversation_id: 100, text: 'Hoi!', client_id: expect.any(String) },
    ]);
  });

  it('sends a message that lost the connection on its way again when back online, with the same client id', async () => {
    let connected = true;
    const { fetch } = openConversation({
      'POST /api/messages.php': () => {
        if (connected) return sent('Hoi!');
        jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByTestId('composer-text');
    connected = false;
    await sendByEnter('Hoi!');
    expect((await screen.findByTestId('message-failed-reason')).textContent).toContain("you're offline");

    connected = true;
    act(() => goOnline(true));
    await waitFor(() => expect(states()).toEqual(['sent', 'sent', 'sent']));
    const [lost, again] = bodiesOf(fetch, 'POST', '/api/messages.php');
    expect(again.client_id).toBe(lost.client_id);
  });
});

describe('the composer on a phone', () => {
  it('uses a short placeholder that fits beside the buttons, keeping the name in its label', async () => {
    // jsdom has no matchMedia: a phone's width, as the browser would answer
    const matchMedia = (query: string) =>
      ({
        matches: query === '(max-width: 575.98px)',
        addEventListener() {},
        removeEventListener() {},
      }) as unknown;
    Object.assign(window, { matchMedia });
    try {
      openConversation({});
      const field = await screen.findByTestId('composer-text');
      expect(field.getAttribute('placeholder')).toBe('Write a message…');
      expect(field.getAttribute('aria-label')).toBe('Write to Sanne…');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

describe('nothingSentYet', () => {
  const shown = (id: number, pending?: ShownMessage['pending']): ShownMessage => ({
    ...message(id),
    key: `m${id}`,
    pending,
  });
  const failed = { clientId: 'c1', state: 'failed' as const, outgoing: { text: 'Hoi!' } };

  it('holds for an empty conversation and one with only unsent messages', () => {
    expect(nothingSentYet([])).toBe(true);
    expect(nothingSentYet([shown(0, failed)])).toBe(true);
  });

  it('does not hold once a message was sent or received', () => {
    expect(nothingSentYet([shown(1)])).toBe(false);
    expect(nothingSentYet([shown(1), shown(0, failed)])).toBe(false);
  });
});
