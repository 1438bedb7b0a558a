import type { Photo, ProfileCard, ProfileDetail, SearchAnswer } from '@amora/contracts';
import type { FakeRoutes } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';

/** An English tenant whose search offers gender, age and hair only. */
export const english = settingsFixture({
  domain_language: 'en_GB',
  languages: ['en'],
  search_fields: ['gender', 'min_age', 'max_age', 'hair'],
  fictional_icon: '✦',
  fictional_warning: 'This profile is run by our Vonk team',
});
export const member = userFixture({ language: 'en' });
export const asMember: FakeRoutes = { 'GET /api/user.php': { body: { user: member } } };

export function card(id: number, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id,
    name: `Member${id}`,
    age: 30,
    city: 'Utrecht',
    region: 'UT',
    country: 'NL',
    main_image: {
      filename: `p/k${id}/full.webp`,
      thumb_filename: `p/k${id}/thumb.webp`,
      match: `p/k${id}/match.webp`,
    },
    fictional: false,
    online: false,
    distance: null,
    ...overrides,
  };
}

export function searchAnswer(profiles: ProfileCard[], overrides: Partial<SearchAnswer> = {}): SearchAnswer {
  return {
    profiles,
    numResults: profiles.length,
    numResultsCapped: false,
    page: 1,
    next_cursor: null,
    similar: false,
    relaxed: [],
    exactMatches: 0,
    ...overrides,
  };
}

export const photo = (id: number, locked = false): Photo => ({
  id,
  locked,
  filename: locked ? `p/b${id}/blur.webp` : `p/k${id}/full.webp`,
  thumb_filename: locked ? `p/b${id}/blur.webp` : `p/k${id}/thumb.webp`,
  match: locked ? `p/b${id}/blur.webp` : `p/k${id}/match.webp`,
});

export function detail(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    ...card(42, { name: 'Sanne', age: 29 }),
    gender: 'female',
    hair: 'red',
    interests: ['travel', 'music'],
    about: 'Coffee first.',
    photos: [photo(1), photo(2), photo(3, true)],
    locked_photos: 1,
    blocked: false,
    ...overrides,
  };
}

/** The query strings of the GETs to `path`, in order. */
export const queriesOf = (fetch: jest.Mock, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === 'GET')
    .map(([url]) => new URLSearchParams(String(url).split('?')[1] ?? ''));

/** The JSON bodies sent with `method` to `path`, in order. */
export const bodiesOf = (fetch: jest.Mock, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

export function resetBrowserState() {
  window.scrollTo = jest.fn();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
}
