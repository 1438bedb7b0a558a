import type { OwnProfile } from '@amora/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../../test-utils/error-answer';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { ownProfileFixture } from '../../profile/profile-test-fixtures';
import { TRACKING_STORAGE_KEY } from '../../signup/tracking';
import {
  asMember,
  card,
  english,
  queriesOf,
  resetBrowserState,
  searchAnswer,
} from '../members-test-fixtures';

beforeEach(resetBrowserState);

const searchRoute = (answer = searchAnswer([card(1), card(2, { fictional: true })])) => ({
  'GET /api/search.php': { body: answer },
});

async function openFilters() {
  fireEvent.click(await screen.findByTestId('search-filters-open'));
  return screen.findByTestId('search-filter-sheet');
}

describe('/members filters', () => {
  it("shows only the tenant's search_fields", async () => {
    installFetch({ ...asMember, ...searchRoute() });
    renderApp('/members', english);
    const sheet = await openFilters();
    for (const field of ['gender', 'min_age', 'max_age', 'hair'])
      expect(within(sheet).getByTestId(`filter-${field}`)).toBeTruthy();
    for (const field of ['country', 'countryregion', 'distance', 'sexuality', 'eye_colour', 'tattoos'])
      expect(within(sheet).queryByTestId(`filter-${field}`)).toBeNull();
  });

  it('reads the filters from the URL, searches with them and writes changes back', async () => {
    const fetch = installFetch({ ...asMember, ...searchRoute() });
    const { router } = renderApp('/members?gender=female&hair=red&eye_colour=blue', english);
    await screen.findAllByTestId('profile-card');
    expect(queriesOf(fetch, '/api/search.php')[0].toString()).toBe('gender=female&hair=red');
    const sheet = await openFilters();
    expect((within(sheet).getByTestId('filter-gender') as HTMLSelectElement).value).toBe('female');
    expect(screen.getByTestId('search-filter-count').textContent).toBe('2');
    fireEvent.change(within(sheet).getByTestId('filter-min_age'), { target: { value: '30' } });
    fireEvent.click(within(sheet).getByTestId('search-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?gender=female&min_age=30&hair=red'));
    await waitFor(() => expect(queriesOf(fetch, '/api/search.php')).toHaveLength(2));
    expect(queriesOf(fetch, '/api/search.php')[1].get('min_age')).toBe('30');
  });

  it("leaves a distance in a shared link out of a visitor's search (no place to measure from), not a member's", async () => {
    const withDistance = { ...english, search_fields: [...english.search_fields, 'distance' as const] };
    const visitor = installFetch(searchRoute());
    const first = renderApp('/members?gender=female&distance=10', withDistance);
    await screen.findAllByTestId('profile-card');
    expect(queriesOf(visitor, '/api/search.php')[0].toString()).toBe('gender=female');
    first.unmount();
    resetBrowserState();
    const fetch = installFetch({ ...asMember, ...searchRoute() });
    renderApp('/members?gender=female&distance=10', withDistance);
    await screen.findAllByTestId('profile-card');
    expect(queriesOf(fetch, '/api/search.php')[0].toString()).toBe('gender=female&distance=10');
  });

  it('refuses an upside-down age range in the form', async () => {
    installFetch({ ...asMember, ...searchRoute() });
    const { router } = renderApp('/members', english);
    const sheet = await openFilters();
    fireEvent.change(within(sheet).getByTestId('filter-min_age'), { target: { value: '40' } });
    fireEvent.change(within(sheet).getByTestId('filter-max_age'), { target: { value: '30' } });
    fireEvent.click(within(sheet).getByTestId('search-apply'));
    expect(await within(sheet).findByText('The minimum age may not be above the maximum age')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('/members results', () => {
  it("marks operator-run profiles with the tenant's fictional icon, and counts the results", async () => {
    installFetch({ ...asMember, ...searchRoute() });
    renderApp('/members', english);
    const cards = await screen.findAllByTestId('profile-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).queryByTestId('fictional-icon')).toBeNull();
    const icon = within(cards[1]).getByTestId('fictional-icon');
    expect(icon.textContent).toBe('✦');
    expect(icon.getAttribute('aria-label')).toBe('This profile is run by our Vonk team');
    expect(cards[1].getAttribute('href')).toBe('/members/2');
    expect(screen.getByTestId('search-count').textContent).toBe('2 members');
  });

  it('says 1,000+ when the count was capped, and names the relaxed filters of similar results', async () => {
    const answer = searchAnswer([card(1)], {
      numResults: 1000,
      numResultsCapped: true,
      similar: true,
      relaxed: ['hair', 'max_age'],
    });
    installFetch({ ...asMember, ...searchRoute(answer) });
    renderApp('/members?hair=red', english);
    expect(await screen.findByTestId('search-similar')).toBeTruthy();
    expect(screen.getByTestId('search-similar').textContent).toContain(
      'we widened these: Hair colour and Age.',
    );
    expect(screen.getByTestId('search-count').textContent).toBe('No exact matches · 1,000+ similar profiles');
  });

  it('loads the next page by its cursor', async () => {
    const fetch = installFetch({
      ...asMember,
      'GET /api/search.php': () =>
        queriesOf(fetch, '/api/search.php').length === 1
          ? { body: searchAnswer([card(1)], { next_cursor: 'c1', numResults: 2 }) }
          : { body: searchAnswer([card(2)], { page: 2, numResults: 2 }) },
    });
    renderApp('/members', english);
    fireEvent.click(await screen.findByTestId('search-load-more'));
    expect(screen.queryByTestId('search-end')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('profile-card')).toHaveLength(2));
    const second = queriesOf(fetch, '/api/search.php')[1];
    expect([second.get('cursor'), second.get('page')]).toEqual(['c1', '2']);
    expect(screen.queryByTestId('search-load-more')).toBeNull();
    // the list ends on a word, not a blank gap
    expect(screen.getByTestId('search-end').textContent).toBe(
      "You've seen everyone who matches this search.",
    );
  });

  it('shows the cached pages again without searching (back from a profile)', async () => {
    const fetch = installFetch({ ...asMember, ...searchRoute() });
    const first = renderApp('/members?gender=male', english);
    await screen.findAllByTestId('profile-card');
    first.unmount();
    renderApp('/members?gender=male', english);
    expect(await screen.findAllByTestId('profile-card')).toHaveLength(2);
    expect(queriesOf(fetch, '/api/search.php')).toHaveLength(1);
  });

  it('offers a way in when the API refuses a visitor anyway', async () => {
    installFetch({ 'GET /api/search.php': errorAnswer('search_requires_login') });
    renderApp('/members', english);
    expect(await screen.findByTestId('search-join')).toBeTruthy();
    expect(screen.getByTestId('search-join-login').getAttribute('href')).toBe('/login?redirect=%2Fmembers');
    expect(screen.queryByTestId('search-filters-open')).toBeNull();
  });

  it('does not ask the API when the settings keep search for members, and shows the way in full width', async () => {
    const fetch = installFetch(searchRoute());
    renderApp('/members', { ...english, logged_out_search: false });
    const join = await screen.findByTestId('search-join');
    // not in the results column beside the (absent) filters
    expect(join.parentElement).toBe(screen.getByTestId('members-page'));
    expect(queriesOf(fetch, '/api/search.php')).toEqual([]);
    expect(screen.queryByTestId('search-filters-open')).toBeNull();
  });

  describe('where sign-up takes only visitors from partners', () => {
    const partnersOnly = { ...english, logged_out_search: false, signups: 'with_trafficsource' as const };

    it('offers to log in, not a sign-up that would refuse the visitor', async () => {
      installFetch();
      renderApp('/members', partnersOnly);
      const join = await screen.findByTestId('search-join');
      expect(join.textContent).toContain('Log in to search members near you');
      expect(screen.queryByTestId('search-join-signup')).toBeNull();
      const login = screen.getByTestId('search-join-login');
      expect([login.textContent, login.getAttribute('href')]).toEqual([
        'Log in',
        '/login?redirect=%2Fmembers',
      ]);
    });

    it.each([
      ['brought in by a partner now', '/members?network=qa', null],
      ['brought in by a partner before', '/members', JSON.stringify({ ref: 'r1' })],
    ])('offers the sign-up to a visitor %s', async (_, path, stored) => {
      if (stored) localStorage.setItem(TRACKING_STORAGE_KEY, stored);
      installFetch();
      renderApp(path, partnersOnly);
      // at once: not "Log in" until the traffic source of the address happens to be stored and read
      const signup = await screen.findByTestId('search-join-signup', {}, { timeout: 1000 });
      expect(signup.textContent).toBe('Create account');
      expect(screen.getByTestId('search-join').textContent).toContain('Create a free account');
    });
  });

  it('offers the sign-up with an invite where sign-up is by invitation', async () => {
    installFetch();
    const inviteOnly = { ...english, logged_out_search: false, signups: 'invite_only' as const };
    const without = renderApp('/members', inviteOnly);
    await screen.findByTestId('search-join');
    expect(screen.queryByTestId('search-join-signup')).toBeNull();
    without.unmount();
    renderApp('/members?invite=abc', inviteOnly);
    expect(await screen.findByTestId('search-join-signup')).toBeTruthy();
  });

  it('lets a visitor from a traffic source search where logged_out_search_trafficsource allows it', async () => {
    const onlyFromSource = { ...english, logged_out_search: false, logged_out_search_trafficsource: true };
    const fetch = installFetch(searchRoute());
    const without = renderApp('/members', onlyFromSource);
    expect(await screen.findByTestId('search-join')).toBeTruthy();
    without.unmount();
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'adnet' }));
    renderApp('/members', onlyFromSource);
    expect(await screen.findAllByTestId('profile-card')).toHaveLength(2);
    expect(queriesOf(fetch, '/api/search.php').map(String)).toEqual(['network=adnet']);
  });

  it("sends a visitor's traffic source along (logged_out_search_trafficsource)", async () => {
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'adnet', ref: 'r1', sub1: 'x' }));
    const fetch = installFetch(searchRoute());
    renderApp('/members?gender=male', english);
    await screen.findAllByTestId('profile-card');
    expect(queriesOf(fetch, '/api/search.php')[0].toString()).toBe('gender=male&network=adnet&ref=r1');
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const fetch = installFetch({ ...asMember, ...searchRoute(searchAnswer([])) });
    const { router } = renderApp('/members?hair=red', english);
    const empty = await screen.findByTestId('search-empty-filtered');
    expect(empty.textContent).toContain('No one matches these filters');
    fireEvent.click(screen.getByTestId('search-empty-reset'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queriesOf(fetch, '/api/search.php').map(String)).toEqual(['hair=red', '']));
  });

  it('welcomes rather than blames the filters when there are none', async () => {
    installFetch({ ...asMember, ...searchRoute(searchAnswer([])) });
    renderApp('/members', english);
    const empty = await screen.findByTestId('search-empty-none');
    expect(empty.textContent).toContain('No members to show yet');
    expect(screen.queryByTestId('search-empty-reset')).toBeNull();
  });
});

describe('/members similar results', () => {
  /** The grid's rows in order: cards by their name, the exact matches' heading and the notice by name. */
  const rows = () =>
    [...screen.getByTestId('search-results').children].map((row) => {
      if (row.getAttribute('data-testid') === 'search-exact') return 'exact';
      if (row.querySelector('[data-testid="search-similar"]')) return 'similar';
      return row.querySelector('[data-testid="profile-card"]')?.textContent?.match(/Member\d+/)?.[0];
    });

  it('leads with the profiles that match as asked, under a heading, then the similar ones', async () => {
    const answer = searchAnswer([card(1), card(2), card(3), card(4)], {
      similar: true,
      relaxed: ['hair'],
      exactMatches: 2,
      next_cursor: 'c1',
      numResults: 5,
    });
    const fetch = installFetch({
      ...asMember,
      'GET /api/search.php': () =>
        queriesOf(fetch, '/api/search.php').length === 1
          ? { body: answer }
          : { body: searchAnswer([card(5)], { page: 2, similar: true, relaxed: ['hair'], numResults: 5 }) },
    });
    renderApp('/members?hair=red', english);
    await screen.findByTestId('search-exact');
    expect(rows()).toEqual(['exact', 'Member1', 'Member2', 'similar', 'Member3', 'Member4']);
    expect(screen.getByTestId('search-exact').textContent).toBe('Matches your search2 profiles');
    expect(screen.getByTestId('search-similar').textContent).toContain(
      'Only 2 members match all your filters, so we widened these: Hair colour.',
    );
    // a later page adds similar profiles at the end
    fireEvent.click(screen.getByTestId('search-load-more'));
    await waitFor(() =>
      expect(rows()).toEqual(['exact', 'Member1', 'Member2', 'similar', 'Member3', 'Member4', 'Member5']),
    );
  });

  it('heads the grid with the notice alone when no profile matches as asked', async () => {
    const answer = searchAnswer([card(1), card(2)], { similar: true, relaxed: ['hair'], exactMatches: 0 });
    installFetch({ ...asMember, ...searchRoute(answer) });
    renderApp('/members?hair=red', english);
    await screen.findByTestId('search-similar');
    expect(rows()).toEqual(['similar', 'Member1', 'Member2']);
    expect(screen.getByTestId('search-similar').textContent).toContain('No member matches all your filters');
  });

  it('shows neither heading nor notice for results that match as asked', async () => {
    installFetch({ ...asMember, ...searchRoute() });
    renderApp('/members?hair=red', english);
    await screen.findAllByTestId('profile-card');
    expect(rows()).toEqual(['Member1', 'Member2']);
  });
});

describe('/members when the search fails', () => {
  const failing = () => ({ status: 500, body: { error: { code: 'internal_error', message: 'boom' } } });

  it('says so after one quick retry and searches again on Try again', async () => {
    let up = false;
    const fetch = installFetch({
      ...asMember,
      'GET /api/search.php': () => (up ? { body: searchAnswer([card(1)]) } : failing()),
    });
    renderApp('/members?hair=red', english);
    const error = await screen.findByTestId('search-error', {}, { timeout: 2000 });
    expect(error.textContent).toContain("We couldn't load the members");
    expect(error.textContent).toContain('An error occurred, please try again later');
    // the first try and one retry, not the app's five
    expect(queriesOf(fetch, '/api/search.php')).toHaveLength(2);

    up = true;
    const retry = screen.getByTestId('search-retry');
    retry.focus();
    fireEvent.click(retry);
    // the error stays while searching again, so the button keeps the focus
    expect(retry.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findAllByTestId('profile-card')).toHaveLength(1);
    expect(screen.queryByTestId('search-error')).toBeNull();
  });

  it('keeps the results of the same search seen before, with Try again', async () => {
    let up = true;
    const fetch = installFetch({
      ...asMember,
      'GET /api/search.php': () => (up ? { body: searchAnswer([card(1), card(2)]) } : failing()),
    });
    const first = renderApp('/members?gender=male', english);
    await screen.findAllByTestId('profile-card');
    first.unmount();

    up = false;
    // a new visit (not back/forward, which shows the cache without searching)
    const { router } = renderApp('/', english);
    await act(() => router.navigate('/members?gender=male'));
    const stale = await screen.findByTestId('search-stale', {}, { timeout: 2000 });
    expect(stale.textContent).toContain('Showing your earlier results');
    expect(screen.getAllByTestId('profile-card')).toHaveLength(2);
    expect(queriesOf(fetch, '/api/search.php')).toHaveLength(3);

    up = true;
    fireEvent.click(screen.getByTestId('search-retry'));
    await waitFor(() => expect(screen.queryByTestId('search-stale')).toBeNull());
    expect(screen.getAllByTestId('profile-card')).toHaveLength(2);
  });
});

describe('/members for whom the member seeks', () => {
  const ownProfile = (profile: Partial<OwnProfile>) => ({
    'GET /api/my-profile.php': { body: { profile: ownProfileFixture(profile) } },
  });

  it.each([
    ['a straight man', { gender: 'male', sexuality: 'hetero' }, '?gender=female'],
    ['a straight woman', { gender: 'female', sexuality: 'hetero' }, '?gender=male'],
    ['a gay man', { gender: 'male', sexuality: 'gay' }, '?gender=male'],
    ['a lesbian woman', { gender: 'female', sexuality: 'lesbian' }, '?gender=female'],
    ['a bi woman', { gender: 'female', sexuality: 'bi' }, ''],
  ] as const)('starts the search of %s with whom they seek, searching once', async (_, seeks, search) => {
    const fetch = installFetch({ ...asMember, ...ownProfile(seeks), ...searchRoute() });
    const { router } = renderApp('/members', english);
    await screen.findAllByTestId('profile-card');
    expect(router.state.location.search).toBe(search);
    expect(queriesOf(fetch, '/api/search.php').map(String)).toEqual([search.slice(1)]);
  });

  it('keeps the filters the member chose, all genders too', async () => {
    const fetch = installFetch({ ...asMember, ...ownProfile({ gender: 'male' }), ...searchRoute() });
    const first = renderApp('/members', english);
    await waitFor(() => expect(first.router.state.location.search).toBe('?gender=female'));
    const sheet = await openFilters();
    fireEvent.change(within(sheet).getByTestId('filter-gender'), { target: { value: '' } });
    fireEvent.click(within(sheet).getByTestId('search-apply'));
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    first.unmount();
    const again = renderApp('/members', english);
    await screen.findAllByTestId('profile-card');
    expect(again.router.state.location.search).toBe('');
    expect(queriesOf(fetch, '/api/search.php').at(-1)?.toString()).toBe('');
  });

  it('searches without a default when the own profile cannot be read', async () => {
    const fetch = installFetch({
      ...asMember,
      'GET /api/my-profile.php': errorAnswer('internal_error'),
      ...searchRoute(),
    });
    renderApp('/members', english);
    await screen.findAllByTestId('profile-card');
    expect(queriesOf(fetch, '/api/search.php').map(String)).toEqual(['']);
  });
});

describe("/members in the searcher's own country", () => {
  const withCountry = { ...english, search_fields: [...english.search_fields, 'country' as const] };
  const ownProfile = (profile: Partial<OwnProfile>) => ({
    'GET /api/my-profile.php': { body: { profile: ownProfileFixture(profile) } },
  });

  it("starts a member's search in their own country, searching once", async () => {
    const fetch = installFetch({
      ...asMember,
      ...ownProfile({ gender: 'male', country: 'BE' }),
      ...searchRoute(),
    });
    const { router } = renderApp('/members', withCountry);
    await screen.findAllByTestId('profile-card');
    expect(router.state.location.search).toBe('?gender=female&country=BE');
    expect(queriesOf(fetch, '/api/search.php').map(String)).toEqual(['gender=female&country=BE']);
  });

  it("leaves the country open when the tenant does not offer it or the member's is not among its countries", async () => {
    const fetch = installFetch({
      ...asMember,
      ...ownProfile({ gender: 'male', country: 'GB' }),
      ...searchRoute(),
    });
    const first = renderApp('/members', withCountry);
    await screen.findAllByTestId('profile-card');
    expect(first.router.state.location.search).toBe('?gender=female');
    first.unmount();
    sessionStorage.clear();
    const again = renderApp('/members', english);
    await screen.findAllByTestId('profile-card');
    expect(again.router.state.location.search).toBe('?gender=female');
    expect(queriesOf(fetch, '/api/search.php').map(String)).toEqual(['gender=female', 'gender=female']);
  });

  it("starts a visitor's search in the country of their IP", async () => {
    const fetch = installFetch(searchRoute());
    const { router } = renderApp('/members', { ...withCountry, geoip_selected_country: 'BE' });
    await screen.findAllByTestId('profile-card');
    expect(router.state.location.search).toBe('?country=BE');
    expect(queriesOf(fetch, '/api/search.php').map(String)).toEqual(['country=BE']);
  });

  it('searches everyone once the member clears the country', async () => {
    const fetch = installFetch({
      ...asMember,
      ...ownProfile({ sexuality: 'bi', country: 'NL' }),
      ...searchRoute(),
    });
    const first = renderApp('/members', withCountry);
    await waitFor(() => expect(first.router.state.location.search).toBe('?country=NL'));
    const sheet = await openFilters();
    fireEvent.change(within(sheet).getByTestId('filter-country'), { target: { value: '' } });
    fireEvent.click(within(sheet).getByTestId('search-apply'));
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    first.unmount();
    const again = renderApp('/members', withCountry);
    await screen.findAllByTestId('profile-card');
    expect(again.router.state.location.search).toBe('');
    expect(queriesOf(fetch, '/api/search.php').at(-1)?.toString()).toBe('');
  });
});
