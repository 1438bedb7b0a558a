import type { User } from '@amora/contracts';

/** A logged-in member for unit tests. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'anna@example.com',
    status: 'active',
    credits: 0,
    paid_user: false,
    signup_date: '2025-01-01T00:00:00Z',
    language: 'en',
    notifications_disabled: [],
    profile: { id: 7, name: 'anna', country: 'NL', status: 'active', main_image: null },
    ...overrides,
  };
}
