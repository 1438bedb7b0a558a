import type { LikeModalProfile } from '@amora/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../app/providers/AppProviders';
import { installFetch } from '../../test-utils/render-app';
import { dispatchLiveEvent } from '../live/live-data';
import { asMember, bodiesOf, resetBrowserState } from '../members/members-test-fixtures';
import { closeLikeModal } from './like-modal-store';
import { card, english, likes, received, renderWithLikeModals } from './likes-test-utils';
import { NewLikeModal } from './NewLikeModal';

beforeEach(() => {
  resetBrowserState();
  closeLikeModal();
});
afterEach(() => jest.useRealTimers());

const liker: LikeModalProfile = {
  id: 42,
  name: 'Sanne',
  age: 29,
  city: 'Utrecht',
  fictional: true,
  main_image: { match: 'p/k42/match.webp' },
};

const callsTo = (fetch: jest.Mock, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method)
    .length;

describe('new-like modal', () => {
  function showModal() {
    installFetch(asMember);
    const events = {
      onClose: jest.fn(),
      onImagePressed: jest.fn(),
      onButtonPressed: jest.fn(),
      onStartConversation: jest.fn(),
    };
    render(
      <AppProviders settings={english}>
        <NewLikeModal profile={liker} {...events} />
      </AppProviders>,
    );
    return events;
  }

  it('shows who likes the member, with the disclosure of an operator-run profile', async () => {
    showModal();
    const modal = await screen.findByTestId('new-like-modal');
    expect(within(modal).getByRole('heading').textContent).toBe('New like!');
    expect(within(modal).getByTestId('new-like-lead').textContent).toBe('Sanne likes you');
    expect(within(modal).getByTestId('fictional-icon').textContent).toBe('✦');
    expect(within(modal).getByTestId('fictional-warning').textContent).toBe(
      'This profile is run by our Vonk team',
    );
    expect(within(modal).getByRole('img', { name: 'Photo of Sanne' }).getAttribute('src')).toBe(
      '/media/p/k42/match.webp',
    );
    expect(modal.getAttribute('aria-modal')).toBe('true');
  });

  it.each([
    ['new-like-image', 'onImagePressed'],
    ['new-like-button', 'onButtonPressed'],
    ['new-like-message', 'onStartConversation'],
  ] as const)('a click on %s emits %s with the profile id, and closes', async (testId, event) => {
    const events = showModal();
    fireEvent.click(await screen.findByTestId(testId));
    expect(events[event]).toHaveBeenCalledWith(42);
    expect(events.onClose).toHaveBeenCalledTimes(1);
    const others = (Object.keys(events) as (keyof typeof events)[]).filter(
      (k) => k !== event && k !== 'onClose',
    );
    for (const other of others) expect(events[other]).not.toHaveBeenCalled();
  });

  it('closes on a click anywhere else and on Escape, emitting nothing', async () => {
    const events = showModal();
    fireEvent.click(await screen.findByTestId('new-like-lead'));
    fireEvent.click(screen.getByTestId('new-like-modal'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(events.onClose).toHaveBeenCalledTimes(3);
    expect(events.onImagePressed).not.toHaveBeenCalled();
    expect(events.onButtonPressed).not.toHaveBeenCalled();
  });
});

describe('like modal host', () => {
  it('opens "New like!" t seconds after a members-area page with ?t=, and reloads the likes 500 ms later', async () => {
    jest.useFakeTimers();
    const fetch = installFetch({
      ...asMember,
      'GET /api/likes.php': { body: likes([]) },
      'GET /api/auto-like.php': { body: liker },
    });
    renderWithLikeModals('/likes?t=30');
    await screen.findByTestId('likes-empty-received');
    expect(callsTo(fetch, 'GET', '/api/auto-like.php')).toBe(0);
    expect(screen.queryByTestId('new-like-modal')).toBeNull();

    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    // the auto-like answer arrives while the clock stands (findBy would move it on while it waits)
    await act(async () => {
      for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    });
    const modal = screen.getByTestId('new-like-modal');
    expect(within(modal).getByTestId('new-like-lead').textContent).toBe('Sanne likes you');
    expect(callsTo(fetch, 'GET', '/api/auto-like.php')).toBe(1);

    const likesLoads = callsTo(fetch, 'GET', '/api/likes.php');
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(callsTo(fetch, 'GET', '/api/likes.php')).toBe(likesLoads);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/likes.php')).toBe(likesLoads + 1));

    // a click anywhere closes it
    fireEvent.click(screen.getByTestId('new-like-modal'));
    expect(screen.queryByTestId('new-like-modal')).toBeNull();
  });

  it('shows nothing when the auto-like answers null, and reloads nothing', async () => {
    jest.useFakeTimers();
    const fetch = installFetch({
      ...asMember,
      'GET /api/likes.php': { body: likes([]) },
      'GET /api/auto-like.php': { body: null },
    });
    renderWithLikeModals('/likes?t=2');
    await screen.findByTestId('likes-empty-received');
    const likesLoads = callsTo(fetch, 'GET', '/api/likes.php');
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/auto-like.php')).toBe(1));
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.queryByTestId('new-like-modal')).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/likes.php')).toBe(likesLoads);
  });

  it('leaves ?t= alone outside the members area', async () => {
    jest.useFakeTimers();
    const fetch = installFetch({
      ...asMember,
      'GET /api/swipe.php': { body: { profiles: [], likes_left: 4, resets_at: '2030-01-01T00:00:00Z' } },
      'GET /api/auto-like.php': { body: liker },
    });
    renderWithLikeModals('/swipe-game?t=1');
    await screen.findByTestId('swipe-empty');
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(callsTo(fetch, 'GET', '/api/auto-like.php')).toBe(0);
  });

  it('opens "New like!" for a live like and "It\'s a match" for a live match', async () => {
    installFetch({ ...asMember, 'GET /api/likes.php': { body: likes([]) } });
    renderWithLikeModals('/likes');
    await screen.findByTestId('likes-empty-received');
    act(() => dispatchLiveEvent({ type: 'like', profile: received(51, 0, true, { name: 'Femke' }) }));
    expect((await screen.findByTestId('new-like-lead')).textContent).toBe('Femke likes you');
    act(() => dispatchLiveEvent({ type: 'match', profile: card(52, { name: 'Lotte' }) }));
    expect((await screen.findByTestId('match-lead')).textContent).toBe('You and Lotte like each other');
    expect(screen.queryByTestId('new-like-modal')).toBeNull();
    // a like arriving while a match is on screen does not push it away
    act(() => dispatchLiveEvent({ type: 'like', profile: received(53, 0, true) }));
    expect(screen.getByTestId('match-modal')).toBeTruthy();
  });

  it('likes back from "New like!" and shows the match, and the image leads to the profile', async () => {
    const fetch = installFetch({
      ...asMember,
      'GET /api/likes.php': { body: likes([]) },
      'POST /api/likes.php': { body: { liked: true, match: true } },
    });
    const { router } = renderWithLikeModals('/likes');
    await screen.findByTestId('likes-empty-received');
    act(() => dispatchLiveEvent({ type: 'like', profile: received(61, 0, true, { name: 'Eva' }) }));
    fireEvent.click(await screen.findByTestId('new-like-button'));
    expect((await screen.findByTestId('match-lead')).textContent).toBe('You and Eva like each other');
    expect(bodiesOf(fetch, 'POST', '/api/likes.php')).toEqual([{ profile_id: 61 }]);
    fireEvent.click(screen.getByTestId('match-modal-close'));

    act(() => dispatchLiveEvent({ type: 'like', profile: received(62, 0, true) }));
    fireEvent.click(await screen.findByTestId('new-like-image'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/62'));
    expect(screen.queryByTestId('new-like-modal')).toBeNull();
  });
});
