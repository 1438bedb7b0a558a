import type { ProfileCard } from '@amora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../../test-utils/error-answer';
import { type FakeRoutes, installFetch, renderApp } from '../../../test-utils/render-app';
import { asMember, bodiesOf, card, english, resetBrowserState, searchAnswer } from '../members-test-fixtures';

beforeEach(resetBrowserState);

const sent = (profile: ProfileCard) => ({ ...profile, liked_at: '2026-01-01T10:00:00Z' });

/** The search with cards 1 and 2; GET likes.php answers `liked` (the member's sent likes). */
function search(routes: FakeRoutes, liked: () => ProfileCard[] = () => []) {
  const fetch = installFetch({
    'GET /api/search.php': { body: searchAnswer([card(1), card(2)]) },
    'GET /api/likes.php': () => ({ body: { profiles: liked().map(sent), liked_by: [] } }),
    ...routes,
  });
  const app = renderApp('/members', english);
  return { fetch, ...app };
}

async function heartOf(id: number) {
  const cards = await screen.findAllByTestId('profile-card');
  const item = cards.find((link) => link.getAttribute('data-profile-id') === String(id))?.parentElement;
  if (!item) throw new Error(`no card ${id}`);
  return within(item).getByRole('button', { name: `Like Member${id}` });
}

describe('/members: like from a card', () => {
  it('likes once, fills the heart at once and keeps it filled, without opening the profile', async () => {
    const liked: ProfileCard[] = [];
    const { fetch, router } = search(
      {
        ...asMember,
        'POST /api/likes.php': () => {
          liked.push(card(1));
          return { body: { liked: true, match: false } };
        },
      },
      () => liked,
    );
    const heart = await heartOf(1);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // after its card's link in the keyboard's order
    const link = screen.getAllByTestId('profile-card')[0];
    expect(link.compareDocumentPosition(heart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.contains(heart)).toBe(false);

    fireEvent.click(heart);
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(bodiesOf(fetch, 'POST', '/api/likes.php')).toEqual([{ profile_id: 1 }]));
    // the likes are reloaded after the like and agree: still filled
    const calls = () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    await waitFor(() =>
      expect(calls().lastIndexOf('GET /api/likes.php')).toBeGreaterThan(
        calls().indexOf('POST /api/likes.php'),
      ),
    );
    expect((await heartOf(1)).getAttribute('aria-pressed')).toBe('true');
    expect((await heartOf(2)).getAttribute('aria-pressed')).toBe('false');
    expect(router.state.location.pathname).toBe('/members');
    expect(screen.queryByTestId('match-modal')).toBeNull();
  });

  it("fills the hearts of profiles the member's likes already hold", async () => {
    search(asMember, () => [card(2)]);
    await waitFor(async () => expect((await heartOf(2)).getAttribute('aria-pressed')).toBe('true'));
    expect((await heartOf(1)).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the match modal when the like makes a match', async () => {
    search({ ...asMember, 'POST /api/likes.php': { body: { liked: true, match: true } } });
    fireEvent.click(await heartOf(2));
    expect(await screen.findByTestId('match-modal')).toBeTruthy();
  });

  it('shows why a like was refused and empties the heart again', async () => {
    search({ ...asMember, 'POST /api/likes.php': errorAnswer('contact_blocked') });
    const heart = await heartOf(1);
    fireEvent.click(heart);
    expect((await screen.findByTestId('toast')).textContent).toBe('You cannot contact this member');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to join instead, and likes nothing', async () => {
    const { fetch, router } = search({});
    const heart = await heartOf(1);
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(heart);
    expect(await screen.findByTestId('signup-modal')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/likes.php')).toEqual([]);
    expect(router.state.location.pathname).toBe('/members');
  });
});

describe('/members card name', () => {
  it('keeps the comma with the name: "Henderson, 23"', async () => {
    installFetch({
      ...asMember,
      'GET /api/search.php': { body: searchAnswer([card(1, { name: 'Henderson', age: 23 })]) },
    });
    renderApp('/members', english);
    expect((await screen.findByTestId('card-name')).textContent).toBe('Henderson, 23');
  });
});
