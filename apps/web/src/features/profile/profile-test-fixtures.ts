import type { OwnProfile, Photo, Place } from '@amora/contracts';
import type { FakeRoutes } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';

/** An English tenant that shows every attribute and the text about oneself. */
export const english = settingsFixture({
  domain_language: 'en_GB',
  languages: ['en', 'nl'],
  visible_profile_fields: [
    'gender',
    'sexuality',
    'relationship_status',
    'hair',
    'eye_colour',
    'body_type',
    'interests',
    'tattoos',
    'age',
    'city',
  ],
  visible_profile_notes: true,
  photo_credits: 5,
  photo_approval: false,
});
export const member = userFixture({ language: 'en' });

export const amsterdam: Place = {
  id: 2759794,
  city: 'Amsterdam',
  region: 'NH',
  region_name: 'North Holland',
  country: 'NL',
};

export const photo = (id: number): Photo => ({
  id,
  locked: false,
  filename: `p/k${id}/full.webp`,
  thumb_filename: `p/k${id}/thumb.webp`,
  match: `p/k${id}/match.webp`,
});

export function ownProfileFixture(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: member.id,
    name: 'anna',
    gender: 'female',
    sexuality: 'hetero',
    relationship_status: 'single',
    hair: null,
    eye_colour: 'blue',
    body_type: null,
    interests: ['travel'],
    tattoos: false,
    date_of_birth: '1990-05-12',
    age: 35,
    place: null,
    city: '',
    region: '',
    country: 'NL',
    about: '',
    main_image: null,
    photos: [],
    photo_limit: 3,
    ...overrides,
  };
}

export function profileRoutes(profile: OwnProfile = ownProfileFixture(), photos: Photo[] = []): FakeRoutes {
  return {
    'GET /api/user.php': { body: { user: member } },
    'GET /api/my-profile.php': { body: { profile } },
    'GET /api/photos.php': { body: { photos, limit: 3 } },
    'GET /api/interests.php': {
      body: {
        interests: [
          { id: 1, key: 'travel' },
          { id: 2, key: 'music' },
          { id: 3, key: 'cooking' },
        ],
      },
    },
  };
}

/** The JSON bodies sent with `method` to `path`, in order. */
export const bodiesOf = (fetch: jest.Mock, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

/** The query strings of the GETs to `path`, in order. */
export const queriesOf = (fetch: jest.Mock, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === 'GET')
    .map(([url]) => new URLSearchParams(String(url).split('?')[1] ?? ''));

export function resetBrowserState() {
  window.scrollTo = jest.fn();
  localStorage.clear();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
}
