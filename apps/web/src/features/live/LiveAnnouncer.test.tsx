import type { ChatsAnswer, LikesAnswer } from '@amora/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { card, english, member } from '../members/members-test-fixtures';
import { pushState } from '../push/push-state';
import { chatsAnswer, FakeEventSource, installEventSource, likesAnswer } from './live-test-fixtures';

beforeAll(() => {
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  installEventSource();
  pushState.reset();
});

function server(initial: { chats: ChatsAnswer; likes: LikesAnswer }) {
  const state = { ...initial };
  installFetch({
    'GET /api/user.php': { body: { user: member } },
    'GET /api/chats.php': () => ({ body: state.chats }),
    'GET /api/likes.php': () => ({ body: state.likes }),
  });
  return state;
}

async function stream() {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  const source = FakeEventSource.latest();
  act(() => source.open());
  return source;
}

/** A message in conversation 100 + i from profile 200 + i (chatsAnswer's numbering). */
const message = (i: number, fromMe = false) => ({
  type: 'message',
  profile_id: 200 + i,
  message: {
    id: 5000 + i,
    conversation_id: 100 + i,
    from_me: fromMe,
    kind: 'text',
    text: 'Hoi!',
    gift: null,
    created_at: '2025-06-01T12:00:00.000Z',
    seen: false,
  },
});

const said = () => screen.getByTestId('live-announcer').textContent?.trim();
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the live announcer', () => {
  it('says politely who wrote, liked or matched, in one region for the whole app', async () => {
    server({ chats: chatsAnswer([0]), likes: likesAnswer([]) });
    renderApp('/premium', english);
    const source = await stream();
    await waitFor(() => expect(said()).toBe(''));
    expect(screen.getByTestId('live-announcer').getAttribute('role')).toBe('status');

    act(() => source.emit('message', message(0)));
    await waitFor(() => expect(said()).toBe('New message from Member200'));
    act(() => source.emit('like', { type: 'like', profile: likesAnswer([true]).liked_by[0] }));
    await waitFor(() => expect(said()).toContain('Member400 liked you'));
    act(() => source.emit('match', { type: 'match', profile: card(500) }));
    await waitFor(() => expect(said()).toContain("It's a match: you and Member500 like each other"));
  });

  it("names a first message's sender once the reloaded chats know them", async () => {
    const state = server({ chats: chatsAnswer([]), likes: likesAnswer([]) });
    renderApp('/premium', english);
    const source = await stream();
    state.chats = chatsAnswer([1]);
    act(() => source.emit('message', message(0)));
    await waitFor(() => expect(said()).toBe('New message from Member200'));
  });

  it("says nothing of the member's own message, of the open conversation, or of a match by their own like", async () => {
    server({ chats: chatsAnswer([0, 0]), likes: likesAnswer([false]) });
    const { router } = renderApp('/premium', english);
    const source = await stream();
    await waitFor(() => expect(said()).toBe(''));

    act(() => source.emit('message', message(0, true)));
    // liking back a profile that liked the member first
    act(() => source.emit('match', { type: 'match', profile: card(400) }));
    await pause();
    expect(said()).toBe('');

    await act(() => router.navigate('/chats/101'));
    act(() => source.emit('message', message(1)));
    await act(() => router.navigate('/members/201/chat'));
    act(() => source.emit('message', message(1)));
    await pause();
    expect(said()).toBe('');

    act(() => source.emit('message', message(0)));
    await waitFor(() => expect(said()).toBe('New message from Member200'));
  });

  it('is not there for visitors', async () => {
    installFetch();
    renderApp('/premium', english);
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('live-announcer')).toBeNull();
  });
});
