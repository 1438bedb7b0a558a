import type { ProfileCard } from '@amora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { type FakeAnswer, installFetch } from '../../test-utils/render-app';
import { closeLikeModal } from '../likes/like-modal-store';
import { card, renderWithLikeModals } from '../likes/likes-test-utils';
import { asMember, bodiesOf, resetBrowserState } from '../members/members-test-fixtures';
import { formatResetTime } from './reset-time';

beforeEach(() => {
  resetBrowserState();
  closeLikeModal();
});

// jsdom has no PointerEvent: a MouseEvent with the pointer fields the drag reads.
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
  }
}
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: FakePointerEvent });
});

/** The start of tomorrow on this machine's clock: when the likes come back in these tests. */
function tomorrow(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString();
}

const stack = (
  likesLeft: number,
  profiles: ProfileCard[] = [card(1, { name: 'Anouk' }), card(2), card(3)],
) => ({
  body: { profiles, likes_left: likesLeft, resets_at: tomorrow() },
});

function play(
  likesLeft: number,
  answer: FakeAnswer | ((body: unknown) => FakeAnswer),
  profiles?: ProfileCard[],
) {
  const fetch = installFetch({
    ...asMember,
    'GET /api/swipe.php': stack(likesLeft, profiles),
    'POST /api/swipe.php': answer,
    'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
  });
  renderWithLikeModals('/swipe-game');
  return fetch;
}

const topId = () => Number(screen.getByTestId('swipe-card').dataset.profileId);

describe('swipe game', () => {
  it('shows the limit state with the reset time in the member language when no likes are left', async () => {
    play(0, stack(0));
    const limit = await screen.findByTestId('swipe-limit');
    expect(within(limit).getByRole('heading').textContent).toBe("That's your 4 likes for today");
    const { time } = formatResetTime(tomorrow(), 'en');
    expect(within(limit).getByTestId('swipe-resets-at').textContent).toContain(`tomorrow at ${time}`);
    expect(within(limit).getByTestId('swipe-keep-browsing').getAttribute('href')).toBe('/members');
    expect(screen.queryByTestId('swipe-card')).toBeNull();
    expect(screen.getByTestId('swipe-likes-left').textContent).toBe('No likes left today');
  });

  it('counts a like down, and ends the game at the last like of the day', async () => {
    const fetch = play(1, { body: { likes_left: 0, match: false } });
    await screen.findByTestId('swipe-card');
    expect(topId()).toBe(1);
    expect(screen.getByTestId('swipe-likes-left').textContent).toBe('1 like left today');
    fireEvent.click(screen.getByTestId('swipe-like'));
    expect(await screen.findByTestId('swipe-limit')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/swipe.php')).toEqual([{ profile_id: 1, like: true }]);
  });

  it('shows the limit state when the API refuses a like with swipe_limit_reached', async () => {
    play(2, errorAnswer('swipe_limit_reached', { limit: 4 }));
    await screen.findByTestId('swipe-card');
    fireEvent.click(screen.getByTestId('swipe-like'));
    expect(await screen.findByTestId('swipe-limit')).toBeTruthy();
    expect(screen.getByTestId('swipe-likes-left').dataset.left).toBe('0');
  });

  it('passes for free with the buttons and the arrow keys, and likes with →', async () => {
    const fetch = play(4, (body) => ({
      body: { likes_left: (body as { like: boolean }).like ? 3 : 4, match: false },
    }));
    await screen.findByTestId('swipe-card');
    fireEvent.click(screen.getByTestId('swipe-pass'));
    await waitFor(() => expect(topId()).toBe(2));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(topId()).toBe(3));
    expect(screen.getByTestId('swipe-likes-left').dataset.left).toBe('4');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('swipe-likes-left').dataset.left).toBe('3'));
    expect(bodiesOf(fetch, 'POST', '/api/swipe.php')).toEqual([
      { profile_id: 1, like: false },
      { profile_id: 2, like: false },
      { profile_id: 3, like: true },
    ]);
  });

  it('shows the match modal when a swipe like makes a match', async () => {
    play(3, { body: { likes_left: 2, match: true } });
    await screen.findByTestId('swipe-card');
    fireEvent.click(screen.getByTestId('swipe-like'));
    expect((await screen.findByTestId('match-lead')).textContent).toBe('You and Anouk like each other');
  });

  it('likes a card dragged to the right and passes one dragged to the left', async () => {
    const fetch = play(4, { body: { likes_left: 3, match: false } });
    const drag = (dx: number) => {
      const top = screen.getByTestId('swipe-card');
      fireEvent.pointerDown(top, { pointerId: 1, isPrimary: true, button: 0, clientX: 200, clientY: 300 });
      fireEvent.pointerMove(top, { pointerId: 1, isPrimary: true, clientX: 200 + dx, clientY: 310 });
      fireEvent.pointerUp(top, { pointerId: 1, isPrimary: true, clientX: 200 + dx, clientY: 310 });
    };
    await screen.findByTestId('swipe-card');
    drag(40); // not far enough: springs back
    drag(160);
    await waitFor(() => expect(topId()).toBe(2));
    drag(-160);
    await waitFor(() => expect(topId()).toBe(3));
    expect(bodiesOf(fetch, 'POST', '/api/swipe.php')).toEqual([
      { profile_id: 1, like: true },
      { profile_id: 2, like: false },
    ]);
  });
});
