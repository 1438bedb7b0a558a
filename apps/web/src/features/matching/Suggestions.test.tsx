import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch } from '../../test-utils/render-app';
import { closeLikeModal } from '../likes/like-modal-store';
import { card, renderWithLikeModals } from '../likes/likes-test-utils';
import { asMember, bodiesOf, queriesOf, resetBrowserState } from '../members/members-test-fixtures';

beforeEach(() => {
  resetBrowserState();
  closeLikeModal();
});

const noLikes = { body: { profiles: [], liked_by: [] } };
const shownIds = () =>
  screen.getAllByTestId('suggestion').map((element) => Number(element.dataset.profileId));

describe('match finder', () => {
  it('likes in one tap and shows more suggestions until the API has no more', async () => {
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => card(from + i));
    // the API leaves liked profiles out: the second answer has 19 of the first page and 5 new ones
    const pages = [range(1, 20), [...range(1, 20).filter((profile) => profile.id !== 2), ...range(21, 25)]];
    let page = 0;
    const fetch = installFetch({
      ...asMember,
      'GET /api/likes.php': noLikes,
      'GET /api/suggestions.php': () => ({ body: { profiles: pages[page++] } }),
      'POST /api/likes.php': { body: { liked: true, match: false } },
    });
    renderWithLikeModals('/match-finder');
    await screen.findAllByTestId('suggestion');
    expect(shownIds()).toEqual(range(1, 20).map((profile) => profile.id));

    const heart = within(screen.getAllByTestId('suggestion')[1]).getByTestId('suggestion-like');
    expect(heart.getAttribute('aria-label')).toBe('Like Member2');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(bodiesOf(fetch, 'POST', '/api/likes.php')).toEqual([{ profile_id: 2 }]);

    fireEvent.click(screen.getByTestId('suggestions-more'));
    await waitFor(() => expect(shownIds()).toEqual(range(1, 25).map((profile) => profile.id)));
    expect(screen.getByTestId('suggestions-done')).toBeTruthy();
    expect(screen.queryByTestId('suggestions-more')).toBeNull();
    expect(queriesOf(fetch, '/api/suggestions.php').map((query) => query.get('limit'))).toEqual(['20', '40']);
  });
});

describe('signup matches', () => {
  it('likes all suggestions at once and continues to the search', async () => {
    const fetch = installFetch({
      ...asMember,
      'GET /api/likes.php': noLikes,
      'GET /api/suggestions.php': { body: { profiles: [card(5), card(6), card(7)] } },
      'POST /api/likes.php': { body: { liked: true, match: false } },
    });
    renderWithLikeModals('/signup-matches');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your first matches');
    fireEvent.click(await screen.findByTestId('signup-matches-like-all'));
    await waitFor(() => expect(screen.getByTestId('signup-matches-like-all').textContent).toBe('All liked'));
    expect(
      bodiesOf(fetch, 'POST', '/api/likes.php')
        .map((body) => body.profile_id)
        .sort(),
    ).toEqual([5, 6, 7]);
    expect(
      screen
        .getAllByTestId('suggestion-like')
        .every((heart) => heart.getAttribute('aria-pressed') === 'true'),
    ).toBe(true);
    expect(screen.getByTestId('signup-matches-continue').getAttribute('href')).toBe('/members');
  });
});
