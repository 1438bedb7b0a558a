import { type AccountSettings, LOCALE_COOKIE } from '@amora/contracts';
import { setCookie } from '../../lib/cookies/cookies';
import type { FakeRoutes } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';

/** Shared by the account-settings and delete-account tests: an English tenant and a logged-in member. */
export const english = settingsFixture({ domain_language: 'en_GB', languages: ['en', 'nl'] });
export const member = userFixture({ language: 'en' });

export function accountSettingsFixture(overrides: Partial<AccountSettings> = {}): AccountSettings {
  return {
    email: member.email,
    language: 'en',
    invisible: false,
    notifications: {
      email_messages: true,
      email_likes: true,
      email_news: true,
      push_messages: true,
      push_likes: true,
    },
    notifications_disabled: [],
    ...overrides,
  };
}

export const loggedIn: FakeRoutes = {
  'GET /api/user.php': { body: { user: member } },
  'GET /api/account-settings.php': { body: accountSettingsFixture() },
  'GET /api/blocks.php': {
    body: {
      blocks: [{ profile_id: 31, name: 'Lotte', thumb_filename: null, blocked_at: '2026-01-01T00:00:00Z' }],
    },
  },
};

/** The JSON bodies sent with `method` to `path`, in order. */
export const bodiesOf = (fetch: jest.Mock, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

export function resetBrowserState() {
  window.scrollTo = jest.fn();
  localStorage.clear();
  // a language chosen in one test must not carry over to the next
  setCookie(LOCALE_COOKIE, '', 0);
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
}
