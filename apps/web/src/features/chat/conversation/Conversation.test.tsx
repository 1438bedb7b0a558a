import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../../test-utils/error-answer';
import type { FakeRoutes } from '../../../test-utils/render-app';
import { renderApp } from '../../../test-utils/render-app';
import { userFixture } from '../../../test-utils/user-fixture';
import { dispatchLiveEvent } from '../../live/live-data';
import { bodiesOf, card, english, queriesOf, resetBrowserState } from '../../members/members-test-fixtures';
import {
  at,
  holdAnswers,
  installChatFetch,
  message,
  page,
  rose,
  sanne,
  summary,
} from '../chat-test-fixtures';

beforeEach(resetBrowserState);

const texts = () => screen.queryAllByTestId('message-text').map((el) => el.textContent);
const chats: FakeRoutes = { 'GET /api/chats.php': { body: { chats: [summary(100, sanne)] } } };

function openConversation(
  routes: FakeRoutes = {},
  first = page([message(1), message(2, { from_me: true })]),
) {
  const fetch = installChatFetch(
    { ...chats, 'PUT /api/chat.php': { body: { ok: true } }, ...routes },
    (query) => (query.get('before') ? { body: page([]) } : { body: first }),
  );
  const view = renderApp('/chats/100', english);
  return { fetch, ...view };
}

function type(text: string) {
  fireEvent.change(screen.getByTestId('composer-text'), { target: { value: text } });
}

function sendByEnter(text: string) {
  type(text);
  fireEvent.keyDown(screen.getByTestId('composer-text'), { key: 'Enter' });
}

describe('conversation', () => {
  it('shows the messages oldest first with the profile, and marks the conversation read', async () => {
    const { fetch } = openConversation();
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Message 2']));
    expect(screen.getByTestId('conversation-name').textContent).toBe('Sanne');
    expect(screen.getByTestId('conversation-profile-link').getAttribute('href')).toBe('/members/42');
    const [theirs, mine] = screen.getAllByTestId('message');
    expect(theirs.getAttribute('data-mine')).toBe('false');
    expect(mine.getAttribute('data-mine')).toBe('true');
    expect(screen.getAllByTestId('day-separator')).toHaveLength(1);
    await waitFor(() => expect(bodiesOf(fetch, 'PUT', '/api/chat.php')).toEqual([{ conversation: 100 }]));
    expect(queriesOf(fetch, '/api/messages.php')[0].get('conversation_id')).toBe('100');
  });

  it("shows the tenant's warning on an operator-run profile", async () => {
    openConversation({}, page([message(1)], { profile: { ...sanne, fictional: true } }));
    expect((await screen.findByTestId('fictional-warning')).textContent).toContain(
      'This profile is run by our Vonk team',
    );
  });

  it('sends with Enter: the message shows at once, then as sent, and the credits follow', async () => {
    const { fetch } = openConversation({
      'POST /api/messages.php': (body) => ({
        body: {
          message: message(3, { from_me: true, text: (body as { text: string }).text, created_at: at(3) }),
          credits: 40,
        },
      }),
    });
    const held = holdAnswers(fetch, 'POST', '/api/messages.php');
    await screen.findByTestId('composer-text');
    sendByEnter('  Hoi Sanne!  ');
    await waitFor(() => expect(texts()).toEqual(['Message 1', 'Message 2', 'Hoi Sanne!']));
    expect(screen.getAllByTestId('message')[2].getAttribute('data-state')).toBe('sending');
    expect((screen.getByTestId('composer-text') as HTMLTextAreaElement).value).toBe('');
    held.release();
    await waitFor(() => expect(screen.getAllByTestId('message')[2].getAttribute('data-state')).toBe('sent'));
    expect(texts()).toEqual(['Message 1', 'Message 2', 'Hoi Sanne!']);
    const [body] = bodiesOf(fetch, 'POST', '/api/messages.php');
    expect(body).toEqual({ conversation_id: 100, text: 'Hoi Sanne!', client_id: expect.any(String) });
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps Shift+Enter for a new line', async () => {
    const { fetch } = openConversation();
    await screen.findByTestId('composer-text');
    type('Hoi');
    fireEvent.keyDown(screen.getByTestId('composer-text'), { key: 'Enter', shiftKey: true });
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([]);
  });

  it('offers to buy credits when there are not enough, and sends the same message again on retry', async () => {
    let credits = 0;
    const { fetch } = openConversation({
      'POST /api/messages.php': () =>
        credits === 0
          ? errorAnswer('not_enough_credits')
          : { body: { message: message(3, { from_me: true, text: 'Hoi!' }), credits: 0 } },
    });
    await screen.findByTestId('composer-text');
    sendByEnter('Hoi!');
    const offer = await screen.findByTestId('chat-buy-offer');
    expect(offer.textContent).toContain('Not enough credits');
    // back to this conversation after paying
    expect(within(offer).getByTestId('chat-buy-link').getAttribute('href')).toBe(
      '/credits?return=%2Fchats%2F100',
    );
    // the card says why: the line under the message only offers to try again
    expect(screen.getByTestId('message-failed').textContent).toBe('Not sent.Try againRemove');
    credits = 10;
    fireEvent.click(screen.getByTestId('message-retry'));
    await waitFor(() => expect(screen.queryByTestId('chat-buy-offer')).toBeNull());
    const sends = bodiesOf(fetch, 'POST', '/api/messages.php');
    expect(sends).toHaveLength(2);
    expect(sends[1].client_id).toBe(sends[0].client_id);
    expect(texts()).toEqual(['Message 1', 'Message 2', 'Hoi!']);
  });

  it('says why a message was refused, and removes it on request', async () => {
    openConversation({ 'POST /api/messages.php': errorAnswer('contact_blocked') });
    await screen.findByTestId('composer-text');
    sendByEnter('Hoi!');
    expect((await screen.findByTestId('message-failed')).textContent).toContain(
      'You cannot contact this member',
    );
    expect(screen.queryByTestId('chat-buy-offer')).toBeNull();
    fireEvent.click(screen.getByTestId('message-discard'));
    expect(texts()).toEqual(['Message 1', 'Message 2']);
  });

  it('offers Premium when a free member may start no more conversations', async () => {
    openConversation({ 'POST /api/messages.php': errorAnswer('premium_only', { limit: 2 }) });
    await screen.findByTestId('composer-text');
    sendByEnter('Hoi!');
    const offer = await screen.findByTestId('chat-buy-offer');
    expect(offer.textContent).toContain('Free members can start 2 conversations');
  });

  it('counts a send the API already has as sent', async () => {
    openConversation({ 'POST /api/messages.php': errorAnswer('message_already_sent', { message_id: 9 }) });
    await screen.findByTestId('composer-text');
    sendByEnter('Hoi!');
    await waitFor(() =>
      expect(screen.getAllByTestId('message')[2].getAttribute('data-message-id')).toBe('9'),
    );
    expect(screen.queryByTestId('message-failed')).toBeNull();
  });

  it('asks an unconfirmed member to confirm the e-mail address, with a resend button', async () => {
    const { fetch } = openConversation({
      'POST /api/messages.php': errorAnswer('account_not_confirmed'),
      'POST /api/activation.php': { body: { ok: true } },
    });
    await screen.findByTestId('composer-text');
    sendByEnter('Hoi!');
    const card = await screen.findByTestId('chat-activation');
    expect(card.textContent).toContain('anna@example.com');
    fireEvent.click(within(card).getByTestId('chat-activation-resend'));
    await screen.findByTestId('chat-activation-resend-sent');
    expect(bodiesOf(fetch, 'POST', '/api/activation.php')).toHaveLength(1);
  });

  it('appends a live message once, however often it arrives, and marks it read', async () => {
    const { fetch } = openConversation();
    await waitFor(() => expect(texts()).toHaveLength(2));
    const event = {
      type: 'message' as const,
      message: message(5, { text: 'Are you there?' }),
      profile_id: 42,
    };
    act(() => {
      dispatchLiveEvent(event);
      dispatchLiveEvent(event);
    });
    expect(texts()).toEqual(['Message 1', 'Message 2', 'Are you there?']);
    // another conversation's message stays out
    act(() => dispatchLiveEvent({ ...event, message: message(6, { conversation_id: 101 }), profile_id: 43 }));
    expect(texts()).toHaveLength(3);
    await waitFor(() => expect(bodiesOf(fetch, 'PUT', '/api/chat.php')).toHaveLength(2));
  });

  it('shows typing for a while, and "seen" under the last message read', async () => {
    openConversation();
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(screen.queryByTestId('message-seen')).toBeNull();
    act(() => {
      dispatchLiveEvent({ type: 'typing', conversation_id: 100 });
      dispatchLiveEvent({ type: 'read', conversation_id: 100, message_id: 2 });
    });
    expect(screen.getByTestId('typing').textContent).toBe('Sanne is typing…');
    const mine = screen.getAllByTestId('message')[1];
    expect(within(mine).getByTestId('message-seen').textContent).toBe('Seen');
    act(() => dispatchLiveEvent({ type: 'message', message: message(7), profile_id: 42 }));
    expect(screen.queryByTestId('typing')).toBeNull();
  });

  it('loads older messages when scrolled to the top, keeping them in order', async () => {
    const newest = page([message(31), message(32, { from_me: true })], { older: 31 });
    const { fetch } = openConversation({}, newest);
    installOlder(fetch);
    await waitFor(() => expect(texts()).toEqual(['Message 31', 'Message 32']));
    fireEvent.scroll(screen.getByTestId('messages'));
    await waitFor(() => expect(texts()).toEqual(['Message 29', 'Message 30', 'Message 31', 'Message 32']));
    fireEvent.scroll(screen.getByTestId('messages'));
    await waitFor(() =>
      expect(texts()).toEqual(['Message 28', 'Message 29', 'Message 30', 'Message 31', 'Message 32']),
    );
    expect(queriesOf(fetch, '/api/messages.php').map((query) => query.get('before'))).toEqual([
      null,
      '31',
      '29',
    ]);
    // the start of the conversation is reached: no more calls
    fireEvent.scroll(screen.getByTestId('messages'));
    expect(screen.getByTestId('conversation-start')).toBeTruthy();
    expect(queriesOf(fetch, '/api/messages.php')).toHaveLength(3);
  });

  it('offers opening lines in an empty conversation; one fills the composer', async () => {
    openConversation({}, page([], { conversation_id: 100 }));
    fireEvent.click(await screen.findByTestId('open-icebreakers'));
    const options = within(await screen.findByTestId('icebreaker-modal')).getAllByTestId('icebreaker-option');
    expect(options.length).toBeGreaterThanOrEqual(6);
    fireEvent.click(options[0]);
    expect((screen.getByTestId('composer-text') as HTMLTextAreaElement).value).toBe(
      'Hi Sanne! Your profile made me smile. How is your day going?',
    );
  });

  it('sends a gift from the picker and shows it as a picture', async () => {
    const { fetch } = openConversation({
      // enough for the rose (the picker sends no gift beyond the balance)
      'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits: 20 }) } },
      'GET /api/gifts.php': { body: { gifts: [rose] } },
      'POST /api/messages.php': {
        body: { message: message(3, { from_me: true, kind: 'gift', text: null, gift: rose }), credits: 5 },
      },
    });
    fireEvent.click(await screen.findByTestId('composer-gift'));
    const picker = await screen.findByTestId('gift-picker');
    const option = await within(picker).findByTestId('gift-option');
    expect(option.textContent).toContain('Red rose');
    expect(option.textContent).toContain('15 credits');
    // the balance beside the prices
    expect(within(picker).getByTestId('gift-balance').textContent).toBe('Your balance: 20 credits');
    fireEvent.click(option);
    fireEvent.click(within(picker).getByTestId('gift-send'));
    const gift = await screen.findByTestId('message-gift');
    expect(gift.textContent).toContain('Red rose');
    expect(gift.querySelector('img')?.getAttribute('src')).toBe('/media/gifts/rose.webp');
    await waitFor(() =>
      expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([
        { conversation_id: 100, gift_id: 3, client_id: expect.any(String) },
      ]),
    );
  });

  it('shows the cost of a message in credits and in money for the member’s country, and the balance', async () => {
    openConversation({
      'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits: 40 }) } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('composer-cost').textContent).toBe(
        '10 credits per message · from €0.50 · 40 credits left',
      ),
    );
    // a narrow screen breaks the line only between the parts, each ending with its separator
    const parts = [...screen.getByTestId('composer-cost').querySelectorAll(':scope > span > span')];
    expect(parts.map((part) => part.textContent)).toEqual([
      '10 credits per message · ',
      'from €0.50 · ',
      '40 credits left',
    ]);
    expect(screen.getByTestId('composer-count').textContent).toBe('0/500');
  });

  it('tells the other side about typing at most every few seconds', async () => {
    const { fetch } = openConversation({ 'POST /api/typing.php': { body: { ok: true } } });
    await screen.findByTestId('composer-text');
    type('H');
    type('Ho');
    type('Hoi');
    await waitFor(() => expect(bodiesOf(fetch, 'POST', '/api/typing.php')).toEqual([{ conversation: 100 }]));
  });

  it('blocks from the menu after confirmation and goes back to the list', async () => {
    const { fetch, router } = openConversation({ 'POST /api/blocks.php': { body: { ok: true } } });
    fireEvent.click(await screen.findByTestId('conversation-menu'));
    fireEvent.click(screen.getByTestId('conversation-menu-item-block'));
    fireEvent.click(within(await screen.findByTestId('block-dialog')).getByTestId('block-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(bodiesOf(fetch, 'POST', '/api/blocks.php')).toEqual([{ profile_id: 42 }]);
  });

  it('reports from the menu', async () => {
    const { fetch } = openConversation({ 'POST /api/complaints.php': { body: { id: 1 } } });
    fireEvent.click(await screen.findByTestId('conversation-menu'));
    fireEvent.click(screen.getByTestId('conversation-menu-item-report'));
    const modal = await screen.findByTestId('report-modal');
    fireEvent.change(within(modal).getByTestId('report-reason'), { target: { value: 'spam_or_scam' } });
    fireEvent.click(within(modal).getByTestId('report-submit'));
    expect(await within(modal).findByTestId('report-sent')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/complaints.php')).toEqual([
      { profile_id: 42, reason: 'spam_or_scam' },
    ]);
  });

  it('tells that a conversation of someone else does not exist', async () => {
    installChatFetch(chats, () => errorAnswer('conversation_not_found'));
    renderApp('/chats/555', english);
    expect((await screen.findByTestId('conversation-failed')).textContent).toContain(
      'This conversation does not exist or was removed',
    );
  });
});

describe('a conversation across a block', () => {
  it("takes the composer away for the member's own block, and gives it back on Unblock", async () => {
    const { fetch } = openConversation(
      { 'DELETE /api/blocks.php': { body: { ok: true } } },
      page([message(1)], { blocked: 'by_me' }),
    );
    const bar = await screen.findByTestId('conversation-blocked');
    expect(bar.textContent).toContain('You blocked Sanne');
    expect(screen.queryByTestId('composer-text')).toBeNull();
    fireEvent.click(within(bar).getByTestId('conversation-unblock'));
    expect(await screen.findByTestId('composer-text')).toBeTruthy();
    expect(bodiesOf(fetch, 'DELETE', '/api/blocks.php')).toEqual([{ profile_id: sanne.id }]);
  });

  it('puts the focus in the message field after an Unblock there', async () => {
    openConversation(
      { 'DELETE /api/blocks.php': { body: { ok: true } } },
      page([message(1)], { blocked: 'by_me' }),
    );
    const unblock = within(await screen.findByTestId('conversation-blocked')).getByTestId(
      'conversation-unblock',
    );
    unblock.focus();
    fireEvent.click(unblock);
    const field = await screen.findByTestId('composer-text');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('leaves the focus where it is when a conversation without a block opens', async () => {
    openConversation();
    await screen.findByTestId('composer-text');
    expect(document.activeElement).toBe(document.body);
  });

  it("says the other's block plainly, with nothing to lift", async () => {
    openConversation({}, page([message(1)], { blocked: 'by_them' }));
    const bar = await screen.findByTestId('conversation-blocked');
    expect(bar.textContent).toContain('You cannot contact this member');
    expect(within(bar).queryByTestId('conversation-unblock')).toBeNull();
    expect(screen.queryByTestId('composer-text')).toBeNull();
  });
});

describe('/members/{id}/chat for a member', () => {
  it('opens the existing conversation with that profile', async () => {
    installChatFetch(chats, () => ({ body: page([message(1)]) }));
    const { router } = renderApp('/members/42/chat', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/100'));
  });

  it('starts a conversation by profile: the first message goes to the profile', async () => {
    const fetch = installChatFetch(
      {
        'POST /api/messages.php': {
          body: { message: message(1, { from_me: true, text: 'Hoi!', conversation_id: 120 }), credits: 0 },
        },
      },
      () => ({ body: page([], { conversation_id: null, profile: card(43, { name: 'Lotte' }) }) }),
    );
    const { router } = renderApp('/members/43/chat', english);
    expect((await screen.findByTestId('conversation-name')).textContent).toBe('Lotte');
    expect(queriesOf(fetch, '/api/messages.php')[0].get('profile_id')).toBe('43');
    sendByEnter('Hoi!');
    await waitFor(() => expect(screen.getAllByTestId('message')[0].getAttribute('data-state')).toBe('sent'));
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')[0]).toMatchObject({ profile_id: 43, text: 'Hoi!' });
    expect(router.state.location.pathname).toBe('/members/43/chat');
  });

  it('offers Premium before a free member at the limit writes a first message', async () => {
    const lotte = card(43, { name: 'Lotte' });
    installChatFetch(chats, () => ({
      body: page([], { conversation_id: null, profile: lotte, free_limit_reached: true }),
    }));
    renderApp('/members/43/chat', english);
    const offer = await screen.findByTestId('chat-buy-offer');
    expect(offer.textContent).toContain('Free members can start 2 conversations');
    expect(screen.queryAllByTestId('message')).toEqual([]);
  });
});

/** GET /api/messages.php?before=31 → 29, 30 (older 29); before=29 → 28 (the first). */
function installOlder(fetch: jest.Mock) {
  const answer = fetch.getMockImplementation();
  fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    const before = new URLSearchParams(String(url).split('?')[1] ?? '').get('before');
    const pages: Record<string, unknown> = {
      '31': page([message(29), message(30)], { older: 29 }),
      '29': page([message(28)], { older: null }),
    };
    if (before && pages[before])
      return {
        ok: true,
        status: 200,
        text: async () => JSON.stringify(pages[before]),
        headers: { get: () => null },
      };
    return answer?.(url, init);
  });
}
