import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render-app';
import { userFixture } from '../../../test-utils/user-fixture';
import { bodiesOf, english, resetBrowserState } from '../../members/members-test-fixtures';
import { installChatFetch, message, page, rose, sanne, summary } from '../chat-test-fixtures';

beforeEach(resetBrowserState);

function openPicker(credits: number) {
  const fetch = installChatFetch(
    {
      'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits }) } },
      'GET /api/chats.php': { body: { chats: [summary(100, sanne)] } },
      'PUT /api/chat.php': { body: { ok: true } },
      'GET /api/gifts.php': { body: { gifts: [rose] } },
      'POST /api/messages.php': {
        body: { message: message(3, { from_me: true, kind: 'gift', text: null, gift: rose }), credits: 0 },
      },
    },
    () => ({ body: page([message(1)]) }),
  );
  renderApp('/chats/100', english);
  return fetch;
}

describe('gift picker', () => {
  it('sends nothing for a gift beyond the balance: it says what is missing and offers credits', async () => {
    const fetch = openPicker(10);
    fireEvent.click(await screen.findByTestId('composer-gift'));
    const picker = await screen.findByTestId('gift-picker');
    fireEvent.click(await within(picker).findByTestId('gift-option'));
    const shortfall = within(picker).getByTestId('gift-shortfall');
    expect(shortfall.textContent).toContain('Red rose costs 15 credits. You need 5 more');
    expect(within(shortfall).getByTestId('gift-buy-link').getAttribute('href')).toBe(
      '/credits?return=%2Fchats%2F100',
    );
    expect(screen.queryByTestId('message-gift')).toBeNull();
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([]);
  });

  it('sends a gift the balance covers once the member confirms its price, and closes', async () => {
    const fetch = openPicker(15);
    fireEvent.click(await screen.findByTestId('composer-gift'));
    const picker = await screen.findByTestId('gift-picker');
    fireEvent.click(await within(picker).findByTestId('gift-option'));
    expect(within(picker).getByTestId('gift-confirm').textContent).toContain('Send Red rose for 15 credits?');
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([]);
    fireEvent.click(within(picker).getByTestId('gift-send'));
    expect(await screen.findByTestId('message-gift')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('gift-picker')).toBeNull());
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([
      { conversation_id: 100, gift_id: 3, client_id: expect.any(String) },
    ]);
  });

  it('sends nothing when the member cancels the price', async () => {
    const fetch = openPicker(15);
    fireEvent.click(await screen.findByTestId('composer-gift'));
    const picker = await screen.findByTestId('gift-picker');
    fireEvent.click(await within(picker).findByTestId('gift-option'));
    fireEvent.click(within(picker).getByTestId('gift-cancel'));
    expect(within(picker).queryByTestId('gift-confirm')).toBeNull();
    expect(within(picker).getByTestId('gift-option').getAttribute('aria-pressed')).toBe('false');
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toEqual([]);
  });

  it('goes by the balance left after a message: what it no longer covers is not offered for sending', async () => {
    const fetch = installChatFetch(
      {
        'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits: 20 }) } },
        'GET /api/chats.php': { body: { chats: [summary(100, sanne)] } },
        'PUT /api/chat.php': { body: { ok: true } },
        'GET /api/gifts.php': { body: { gifts: [rose] } },
        'POST /api/messages.php': {
          body: { message: message(3, { from_me: true, text: 'Hi!' }), credits: 12 },
        },
      },
      () => ({ body: page([message(1)]) }),
    );
    renderApp('/chats/100', english);
    fireEvent.change(await screen.findByTestId('composer-text'), { target: { value: 'Hi!' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(screen.getByTestId('composer-balance').textContent).toBe('12 credits left'));
    fireEvent.click(screen.getByTestId('composer-gift'));
    const picker = await screen.findByTestId('gift-picker');
    expect(within(picker).getByTestId('gift-balance').textContent).toBe('Your balance: 12 credits');
    fireEvent.click(await within(picker).findByTestId('gift-option'));
    expect(within(picker).getByTestId('gift-shortfall')).toBeTruthy();
    expect(within(picker).queryByTestId('gift-send')).toBeNull();
    expect(bodiesOf(fetch, 'POST', '/api/messages.php')).toHaveLength(1);
  });
});
