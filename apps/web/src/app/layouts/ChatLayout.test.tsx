import { act, screen } from '@testing-library/react';
import { installChatFetch, page } from '../../features/chat/chat-test-fixtures';
import { closeLikeModal } from '../../features/likes/like-modal-store';
import { received } from '../../features/likes/likes-test-utils';
import { dispatchLiveEvent } from '../../features/live/live-data';
import { card, english, resetBrowserState } from '../../features/members/members-test-fixtures';
import { renderApp } from '../../test-utils/render-app';

beforeEach(() => {
  resetBrowserState();
  closeLikeModal();
});

const lotte = card(43, { name: 'Lotte' });

/** The chat pages as a member sees them; /members/43/chat has no conversation yet, so it stays there. */
async function openChatPage(path: string) {
  installChatFetch({}, () => ({ body: page([], { conversation_id: null, profile: lotte }) }));
  renderApp(path, english);
  await screen.findByTestId('messenger');
  // the like modals' host is a chunk of its own: wait for it, as a live event before it listens is lost
  await act(() => import('../../features/likes/LikeModalHost'));
  await act(async () => {});
}

describe('chat layout', () => {
  it.each(['/chats', '/chats/100', '/members/43/chat'])(
    'announces a match made while the member is on %s',
    async (path) => {
      await openChatPage(path);
      act(() => dispatchLiveEvent({ type: 'match', profile: card(52, { name: 'Eva' }) }));
      expect((await screen.findByTestId('match-lead')).textContent).toBe('You and Eva like each other');
      expect(screen.getAllByTestId('match-modal')).toHaveLength(1);
    },
  );

  it('shows a new like in the chat as well', async () => {
    await openChatPage('/chats');
    act(() => dispatchLiveEvent({ type: 'like', profile: received(51, 0, true, { name: 'Femke' }) }));
    expect((await screen.findByTestId('new-like-lead')).textContent).toBe('Femke likes you');
  });

  it('marks Messages, not Search, as the current page in a chat opened from a profile', async () => {
    await openChatPage('/members/43/chat');
    expect(await screen.findByTestId('conversation-name')).toBeTruthy();
    expect(screen.getByTestId('nav-chats').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('nav-search').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('tab-chats').getAttribute('aria-current')).toBe('page');
  });
});
