import type { ChatsAnswer, LikesAnswer, User } from '@amora/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { english, member } from '../members/members-test-fixtures';
import { pushState } from '../push/push-state';
import { installPushBrowser, uninstallPushBrowser, VAPID_KEY } from '../push/push-test-fixtures';
import { chatsAnswer, FakeEventSource, installEventSource, likesAnswer } from './live-test-fixtures';

const TITLE = english.index_title;

beforeAll(() => {
  window.scrollTo = jest.fn();
});

/** A member with chats and likes that the test changes on the "server" between calls. */
function server(initial: { chats: ChatsAnswer; likes: LikesAnswer; user?: User }) {
  const state = { user: member, ...initial };
  const fetch = installFetch({
    'GET /api/user.php': () => ({ body: { user: state.user } }),
    'GET /api/chats.php': () => ({ body: state.chats }),
    'GET /api/likes.php': () => ({ body: state.likes }),
    'GET /api/logout.php': { body: { ok: true } },
    'POST /api/user.php': { body: { ok: true } },
  });
  const calls = (path: string) =>
    fetch.mock.calls.filter(([url]) => String(url).split('?')[0] === path).length;
  return { state, fetch, calls };
}

const badge = (key: string) => screen.findByTestId(`nav-${key}-badge`);
const tabBadge = (key: string) => screen.findByTestId(`tab-${key}-badge`);
const text = async (found: Promise<HTMLElement>) => (await found).textContent;

/** The message event of a new message from profile 200 in conversation 100. */
const messageEvent = {
  type: 'message',
  profile_id: 200,
  message: {
    id: 5000,
    conversation_id: 100,
    from_me: false,
    kind: 'text',
    text: 'Zin in koffie?',
    gift: null,
    created_at: '2025-06-01T12:00:00.000Z',
    seen: false,
  },
} as const;

describe('the counters of the navigation, the title and the app badge', () => {
  let appBadge: jest.Mock;
  beforeEach(() => {
    installEventSource();
    pushState.reset();
    appBadge = jest.fn(async () => {});
    Object.assign(navigator, { setAppBadge: appBadge, clearAppBadge: jest.fn(async () => appBadge(0)) });
    document.title = '';
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'setAppBadge');
    Reflect.deleteProperty(navigator, 'clearAppBadge');
  });

  it('sum the unread messages and count the new likes, with 99+ from 100 on', async () => {
    server({ chats: chatsAnswer([60, 40, 0]), likes: likesAnswer([true, false, true]) });
    renderApp('/premium', english);
    expect(await text(badge('chats'))).toBe('99+');
    expect(await text(tabBadge('chats'))).toBe('99+');
    expect(await text(badge('likes'))).toBe('2');
    expect((await badge('chats')).getAttribute('aria-label')).toBe('100 unread messages');
    await waitFor(() => expect(document.title).toBe(`(102) ${TITLE}`));
    expect(appBadge).toHaveBeenLastCalledWith(102);
  });

  it('show nothing while there is nothing new, and 99 as 99', async () => {
    server({ chats: chatsAnswer([0]), likes: likesAnswer([false]) });
    const page = renderApp('/premium', english);
    await screen.findByTestId('account-menu');
    await waitFor(() => expect(document.title).toBe(TITLE));
    expect(screen.queryByTestId('nav-chats-badge')).toBeNull();
    expect(screen.queryByTestId('nav-likes-badge')).toBeNull();
    page.unmount();

    server({ chats: chatsAnswer([99]), likes: likesAnswer([]) });
    renderApp('/premium', english);
    expect(await text(badge('chats'))).toBe('99');
    await waitFor(() => expect(document.title).toBe(`(99) ${TITLE}`));
  });
});

describe('the live connection', () => {
  beforeEach(() => {
    installEventSource();
    pushState.reset();
  });

  const stream = async () => {
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    act(() => source.open());
    return source;
  };

  it('opens one stream for a logged-in member and reloads the chats on message, read and chats events', async () => {
    const api = server({ chats: chatsAnswer([1]), likes: likesAnswer([]) });
    renderApp('/premium', english);
    expect(await text(badge('chats'))).toBe('1');
    const source = await stream();
    expect(source.url).toBe('/api/events');

    api.state.chats = chatsAnswer([2]);
    act(() => source.emit('message', messageEvent));
    expect(await text(badge('chats'))).toBe('2');
    await waitFor(() => expect(document.title).toBe(`(2) ${TITLE}`));

    api.state.chats = chatsAnswer([0]);
    act(() => source.emit('read', { type: 'read', conversation_id: 100, message_id: 5000 }));
    await waitFor(() => expect(screen.queryByTestId('nav-chats-badge')).toBeNull());

    api.state.chats = chatsAnswer([7]);
    act(() => source.emit('chats', { type: 'chats' }));
    expect(await text(badge('chats'))).toBe('7');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reloads the likes on like, match and likes events', async () => {
    const api = server({ chats: chatsAnswer([]), likes: likesAnswer([]) });
    renderApp('/premium', english);
    const source = await stream();
    await waitFor(() => expect(api.calls('/api/likes.php')).toBe(1));

    api.state.likes = likesAnswer([true]);
    act(() => source.emit('like', { type: 'like', profile: likesAnswer([true]).liked_by[0] }));
    expect(await text(badge('likes'))).toBe('1');

    api.state.likes = likesAnswer([true, true]);
    act(() => source.emit('match', { type: 'match', profile: likesAnswer([true]).profiles[0] }));
    expect(await text(badge('likes'))).toBe('2');

    api.state.likes = likesAnswer([false, false]);
    act(() => source.emit('likes', { type: 'likes' }));
    await waitFor(() => expect(screen.queryByTestId('nav-likes-badge')).toBeNull());
    expect(api.calls('/api/likes.php')).toBe(4);
    expect(api.calls('/api/chats.php')).toBe(1);
  });

  it("refreshes the user on a credits event, so the nav's credit badge shows the new balance", async () => {
    const api = server({
      chats: chatsAnswer([]),
      likes: likesAnswer([]),
      user: { ...member, paid_user: true, credits: 50 },
    });
    renderApp('/premium', english);
    const source = await stream();
    await screen.findByTestId('nav-credits');
    expect(screen.queryByTestId('nav-credits-badge')).toBeNull();

    api.state.user = { ...member, paid_user: true, credits: 8 };
    act(() => source.emit('credits', { type: 'credits', credits: 8 }));
    expect(await text(badge('credits'))).toBe('8');
  });

  it('ignores typing (the conversation listens itself) and events that do not fit the contract', async () => {
    const api = server({ chats: chatsAnswer([1]), likes: likesAnswer([]) });
    renderApp('/premium', english);
    const source = await stream();
    await waitFor(() => expect(api.calls('/api/chats.php')).toBe(1));
    act(() => {
      source.emit('typing', { type: 'typing', conversation_id: 100 });
      source.emit('message', { type: 'message', profile_id: 'x' });
      source.emit('message', '{broken');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('/api/chats.php')).toBe(1);
    expect(api.calls('/api/user.php')).toBe(1);
  });

  it('catches up on chats, likes and the user when a stream the server ended is open again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = server({ chats: chatsAnswer([]), likes: likesAnswer([]) });
      renderApp('/premium', english);
      const source = await stream();
      await waitFor(() => expect(api.calls('/api/chats.php')).toBe(1));
      act(() => source.fail(FakeEventSource.CLOSED));
      await act(() => jest.advanceTimersByTimeAsync(3_000));
      expect(FakeEventSource.instances).toHaveLength(2);
      api.state.chats = chatsAnswer([4]);
      act(() => FakeEventSource.latest().open());
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(api.calls('/api/chats.php')).toBe(2);
      expect(api.calls('/api/likes.php')).toBe(2);
      expect(api.calls('/api/user.php')).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens no stream for visitors, and closes it on logout', async () => {
    server({ chats: chatsAnswer([3]), likes: likesAnswer([]) });
    renderApp('/premium', english);
    const source = await stream();
    fireEvent.click(await screen.findByTestId('account-menu'));
    fireEvent.click(await screen.findByTestId('account-menu-item-logout'));
    expect(await screen.findByTestId('login-button')).toBeTruthy();
    expect(source.closed).toBe(true);
    await waitFor(() => expect(document.title).toBe(TITLE));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('polls the user, chats and likes after 5 s and then every 60 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = server({ chats: chatsAnswer([]), likes: likesAnswer([]) });
      renderApp('/premium', english);
      await act(() => jest.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(api.calls('/api/chats.php')).toBe(1));
      const rounds = () => ['/api/chats.php', '/api/likes.php'].map(api.calls);
      expect(rounds()).toEqual([1, 1]);

      await act(() => jest.advanceTimersByTimeAsync(5_000));
      expect(rounds()).toEqual([2, 2]);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(rounds()).toEqual([3, 3]);
      expect(api.calls('/api/user.php')).toBeGreaterThanOrEqual(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('push in the live layer', () => {
  const tenant = { ...english, push_public_key: VAPID_KEY };
  beforeEach(() => {
    installEventSource();
    pushState.reset();
  });
  afterEach(uninstallPushBrowser);

  it('registers the worker once, reloads chats and likes on its push message and opens a clicked page', async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribedWith: VAPID_KEY });
    const api = server({ chats: chatsAnswer([]), likes: likesAnswer([]) });
    const { router } = renderApp('/premium', tenant);
    await waitFor(() => expect(pushState.get()).toBe('subscribed'));
    expect(browser.register).toHaveBeenCalledTimes(1);
    expect(api.fetch.mock.calls.filter(([url]) => url === '/api/user.php?push=1')).toHaveLength(1);
    await waitFor(() => expect(api.calls('/api/chats.php')).toBe(1));

    api.state.chats = chatsAnswer([2]);
    api.state.likes = likesAnswer([true]);
    act(() => browser.postFromWorker({ type: 'amora-push', kind: 'message' }));
    expect(await text(badge('chats'))).toBe('2');
    expect(await text(badge('likes'))).toBe('1');

    act(() => browser.postFromWorker({ type: 'amora-open', url: `${location.origin}/likes` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/likes'));
    act(() => browser.postFromWorker({ type: 'amora-open', url: 'https://evil.test/likes' }));
    act(() => browser.postFromWorker({ type: 'something', url: '/credits' }));
    expect(router.state.location.pathname).toBe('/likes');
  });

  it('polls every 300 s instead of 60 s once push is on', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      installPushBrowser({ permission: 'granted', subscribedWith: VAPID_KEY });
      const api = server({ chats: chatsAnswer([]), likes: likesAnswer([]) });
      renderApp('/premium', tenant);
      // Preact's act runs the effects when it ends: a few short steps let each render's effects start the next
      for (let step = 0; step < 10; step += 1) await act(() => jest.advanceTimersByTimeAsync(10));
      expect(pushState.get()).toBe('subscribed');
      expect(api.calls('/api/chats.php')).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      expect(api.calls('/api/chats.php')).toBe(2);
      await act(() => jest.advanceTimersByTimeAsync(299_000));
      expect(api.calls('/api/chats.php')).toBe(2);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(api.calls('/api/chats.php')).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends the browser subscription when the member logs out', async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribedWith: VAPID_KEY });
    server({ chats: chatsAnswer([]), likes: likesAnswer([]) });
    renderApp('/premium', tenant);
    await waitFor(() => expect(pushState.get()).toBe('subscribed'));
    fireEvent.click(await screen.findByTestId('account-menu'));
    fireEvent.click(await screen.findByTestId('account-menu-item-logout'));
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
    expect(pushState.get()).toBe('unknown');
  });
});
