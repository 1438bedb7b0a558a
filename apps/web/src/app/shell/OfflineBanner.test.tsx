import { screen } from '@testing-library/react';
import { installChatFetch, page } from '../../features/chat/chat-test-fixtures';
import { asMember, english, resetBrowserState } from '../../features/members/members-test-fixtures';
import { installFetch, renderApp } from '../../test-utils/render-app';

beforeEach(() => {
  resetBrowserState();
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => jest.restoreAllMocks());

describe('offline banner', () => {
  it('stays clear of the composer in a conversation: at the top', async () => {
    installChatFetch({ ...asMember, 'PUT /api/chat.php': { body: { ok: true } } }, () => ({
      body: page([]),
    }));
    renderApp('/chats/100', english);
    await screen.findByTestId('composer');
    const banner = screen.getByTestId('offline-banner');
    expect(banner.textContent).toBe("You're offline. We'll reconnect as soon as your connection is back.");
    expect(banner.getAttribute('data-placement')).toBe('top');
  });

  it('sits at the bottom on other pages', async () => {
    installFetch();
    renderApp('/login', english);
    expect((await screen.findByTestId('offline-banner')).getAttribute('data-placement')).toBe('bottom');
  });
});
