import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch } from '../../test-utils/render-app';
import { reloadLikes } from '../live/live-data';
import { asMember, bodiesOf, resetBrowserState } from '../members/members-test-fixtures';
import { likesByTab } from './likes-by-tab';
import { likes, received, renderWithLikeModals, sent } from './likes-test-utils';

beforeEach(resetBrowserState);

const ids = () => screen.getAllByTestId('like-card').map((element) => Number(element.dataset.profileId));

describe('likesByTab', () => {
  it('puts likes both ways in matches only, newest first, with the later like as its time', () => {
    const tabs = likesByTab(
      likes([received(1, 30, true), received(2, 5), received(3, 60)], [sent(3, 1), sent(4, 10), sent(5, 2)]),
    );
    expect(tabs.received.map((like) => like.id)).toEqual([2, 1]);
    expect(tabs.sent.map((like) => [like.id, like.like_new])).toEqual([
      [5, false],
      [4, false],
    ]);
    expect(tabs.matches.map((like) => like.id)).toEqual([3]);
    expect(tabs.matches[0].liked_at).toBe(sent(3, 1).liked_at);
  });
});

describe('likes page', () => {
  it('opens on received with unseen likes marked New, and the tabs lead to sent and matches', async () => {
    installFetch({
      ...asMember,
      'GET /api/likes.php': {
        body: likes(
          [received(11, 1, true), received(12, 50), received(13, 5, true)],
          [sent(13, 2), sent(14, 3)],
        ),
      },
    });
    renderWithLikeModals('/likes');
    await screen.findAllByTestId('like-card');
    expect(ids()).toEqual([11, 12]);
    const newMarks = screen.getAllByTestId('like-new');
    expect(newMarks).toHaveLength(1);
    expect(newMarks[0].closest('[data-testid="like-card"]')?.getAttribute('data-profile-id')).toBe('11');
    expect(newMarks[0].textContent).toBe('New');
    expect(screen.getByTestId('likes-tab-received').getAttribute('aria-current')).toBe('page');
    // "received" counts its new likes while there are some
    expect(screen.getByTestId('likes-tab-received-count').textContent).toBe('1 1 new');
    expect(screen.getByTestId('likes-tab-matches-count').textContent).toBe('1');

    fireEvent.click(screen.getByTestId('likes-tab-sent'));
    await waitFor(() => expect(ids()).toEqual([14]));
    expect(screen.getByTestId('likes-tab-sent').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByTestId('unlike')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('likes-tab-matches'));
    await waitFor(() => expect(ids()).toEqual([13]));
    // a new like that is a match is still marked until the member opens the profile
    expect(screen.getByTestId('like-new')).toBeTruthy();
    expect(screen.getByTestId('match-chat').getAttribute('href')).toBe('/members/13/chat');
  });

  it('shows /likes/{type} for each tab and the 404 page for any other type', async () => {
    installFetch({ ...asMember, 'GET /api/likes.php': { body: likes([], [sent(4, 3)]) } });
    const { router } = renderWithLikeModals('/likes/sent');
    await screen.findAllByTestId('like-card');
    expect(ids()).toEqual([4]);
    await act(() => router.navigate('/likes/favourites'));
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
  });

  it('says what an empty tab will hold and offers the search and the swipe game', async () => {
    installFetch({ ...asMember, 'GET /api/likes.php': { body: likes([]) } });
    renderWithLikeModals('/likes');
    const empty = await screen.findByTestId('likes-empty-received');
    expect(within(empty).getByRole('heading').textContent).toBe('No likes yet');
    expect(within(empty).getByTestId('likes-empty-search').getAttribute('href')).toBe('/members');
    expect(within(empty).getByTestId('likes-empty-swipe').getAttribute('href')).toBe('/swipe-game');
  });

  it('shows the match modal when liking back makes a match, and the card moves to matches', async () => {
    let answer = likes([received(21, 3, true, { name: 'Noor' })]);
    const fetch = installFetch({
      ...asMember,
      'GET /api/likes.php': () => ({ body: answer }),
      'POST /api/likes.php': () => {
        answer = likes([received(21, 3, true, { name: 'Noor' })], [sent(21, 0, { name: 'Noor' })]);
        return { body: { liked: true, match: true } };
      },
    });
    renderWithLikeModals('/likes');
    fireEvent.click(await screen.findByTestId('like-back'));
    const modal = await screen.findByTestId('match-modal');
    expect(within(modal).getByTestId('match-title').textContent).toBe("It's a match!");
    expect(within(modal).getByTestId('match-lead').textContent).toBe('You and Noor like each other');
    expect(within(modal).getByTestId('match-message').getAttribute('href')).toBe('/members/21/chat');
    expect(within(modal).getAllByRole('img', { name: /Photo of/ })).toHaveLength(2);
    expect(bodiesOf(fetch, 'POST', '/api/likes.php')).toEqual([{ profile_id: 21 }]);
    await waitFor(() => expect(screen.queryAllByTestId('like-card')).toHaveLength(0));

    fireEvent.click(within(modal).getByTestId('match-keep-browsing'));
    expect(screen.queryByTestId('match-modal')).toBeNull();
    expect(screen.getByTestId('likes-tab-matches-count').textContent).toBe('1');
  });

  it('shows no match modal for a like that is not a match, and a refused like in the member language', async () => {
    installFetch({
      ...asMember,
      'GET /api/likes.php': { body: likes([received(31, 3)], [sent(32, 4)]) },
      'POST /api/likes.php': errorAnswer('contact_blocked'),
      'DELETE /api/likes.php': { body: { liked: false, match: false } },
    });
    renderWithLikeModals('/likes');
    fireEvent.click(await screen.findByTestId('like-back'));
    expect((await screen.findByTestId('toast')).textContent).toBe('You cannot contact this member');
    expect(screen.queryByTestId('match-modal')).toBeNull();
  });

  it('withdraws a sent like', async () => {
    let answer = likes([], [sent(32, 4)]);
    const fetch = installFetch({
      ...asMember,
      'GET /api/likes.php': () => ({ body: answer }),
      'DELETE /api/likes.php': () => {
        answer = likes([]);
        return { body: { liked: false, match: false } };
      },
    });
    renderWithLikeModals('/likes/sent');
    fireEvent.click(await screen.findByTestId('unlike'));
    expect(await screen.findByTestId('likes-empty-sent')).toBeTruthy();
    expect(bodiesOf(fetch, 'DELETE', '/api/likes.php')).toEqual([{ profile_id: 32 }]);
  });
});

describe('likes page focus', () => {
  it('gives the focus to the next card when a withdrawn like takes its card away', async () => {
    let answer = likes([], [sent(32, 4), sent(33, 5)]);
    installFetch({
      ...asMember,
      'GET /api/likes.php': () => ({ body: answer }),
      'DELETE /api/likes.php': () => {
        answer = likes([], [sent(33, 5)]);
        return { body: { liked: false, match: false } };
      },
    });
    renderWithLikeModals('/likes/sent');
    await waitFor(() => expect(ids()).toEqual([32, 33]));
    const [first] = screen.getAllByTestId('unlike');
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(ids()).toEqual([33]));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('unlike')));
  });

  it('gives the focus to a neighbour, else the heading, when the match modal closes after its card moved', async () => {
    let answer = likes([received(21, 3), received(22, 4)]);
    installFetch({
      ...asMember,
      'GET /api/likes.php': () => ({ body: answer }),
      'POST /api/likes.php': (body: unknown) => {
        const id = (body as { profile_id: number }).profile_id;
        const left = answer.liked_by.filter((like) => like.id !== id);
        answer = likes(left, [sent(id, 0)]);
        return { body: { liked: true, match: true } };
      },
    });
    renderWithLikeModals('/likes');
    await waitFor(() => expect(ids()).toEqual([21, 22]));

    // like back, wait until the card has moved to matches, then close the modal
    const keepBrowsingAfter = async (button: HTMLElement) => {
      button.focus();
      fireEvent.click(button);
      const modal = await screen.findByTestId('match-modal');
      await waitFor(() => expect(button.isConnected).toBe(false));
      fireEvent.click(within(modal).getByTestId('match-keep-browsing'));
    };

    await keepBrowsingAfter(screen.getAllByTestId('like-back')[0]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('like-back')));
    expect(ids()).toEqual([22]);

    await keepBrowsingAfter(screen.getByTestId('like-back'));
    await screen.findByTestId('likes-empty-received');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });
});

describe('likes progress', () => {
  it('shows the progress bar on the first load only, not when the likes reload', async () => {
    const base = installFetch({ ...asMember, 'GET /api/likes.php': { body: likes([received(71, 3)]) } });
    let release = () => {};
    const slowLikes = async (url: string, init?: RequestInit) => {
      if (String(url).includes('/api/likes.php')) await new Promise<void>((resolve) => (release = resolve));
      return base(url, init);
    };
    Object.assign(globalThis, { fetch: slowLikes });
    renderWithLikeModals('/likes');
    const bar = within(await screen.findByTestId('likes-page')).getByTestId('progress-bar');
    await waitFor(() => expect(bar.dataset.visible).toBe('true'));
    act(() => release());
    await screen.findAllByTestId('like-card');
    await waitFor(() => expect(bar.dataset.visible).toBe('false'));

    let reloaded = false;
    void reloadLikes().then(() => {
      reloaded = true;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(bar.dataset.visible).toBe('false');
    act(() => release());
    await waitFor(() => expect(reloaded).toBe(true));
    expect(bar.dataset.visible).toBe('false');
  });
});

describe('match page', () => {
  it('shows both photos, the names and the ways on for a match', async () => {
    installFetch({
      ...asMember,
      'GET /api/likes.php': {
        body: likes([received(41, 3, false, { name: 'Ilse', fictional: true })], [sent(41, 1)]),
      },
    });
    renderWithLikeModals('/likes/m/41');
    const page = await screen.findByTestId('match-page');
    expect((await within(page).findByTestId('match-lead')).textContent).toContain('You and Ilse');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe("It's a match!");
    expect(within(page).getByTestId('fictional-icon')).toBeTruthy();
    expect(within(page).getByTestId('fictional-warning').textContent).toBe(
      'This profile is run by our Vonk team',
    );
    expect(within(page).getByTestId('match-message').getAttribute('href')).toBe('/members/41/chat');
    expect(within(page).getByTestId('match-keep-browsing').getAttribute('href')).toBe('/members');
  });

  it('says when the match is gone, and treats an id that is no number as no page', async () => {
    installFetch({ ...asMember, 'GET /api/likes.php': { body: likes([received(41, 3)]) } });
    const { router } = renderWithLikeModals('/likes/m/41');
    expect(await screen.findByTestId('match-gone')).toBeTruthy();
    await act(() => router.navigate('/likes/m/abc'));
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
  });
});
