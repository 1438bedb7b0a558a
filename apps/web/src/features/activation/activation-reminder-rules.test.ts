import type { User } from '@amora/contracts';
import { needsActivationReminder, reminderKind } from './activation-reminder-rules';

const profile = { id: 1, name: 'anna', country: 'NL', status: 'disabled' as const, main_image: null };
const user: User = {
  id: 1,
  email: 'a@example.com',
  status: 'not_confirmed',
  credits: 0,
  paid_user: false,
  signup_date: '2025-01-01T00:00:00Z',
  language: 'nl',
  notifications_disabled: [],
  profile,
};
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';

describe('activation reminder', () => {
  it('is for unconfirmed members with a disabled profile and mail that arrives', () => {
    expect(needsActivationReminder(user)).toBe(true);
    expect(needsActivationReminder(null)).toBe(false);
    expect(needsActivationReminder({ ...user, status: 'active' })).toBe(false);
    expect(needsActivationReminder({ ...user, profile: { ...profile, status: 'active' } })).toBe(false);
    expect(needsActivationReminder({ ...user, notifications_disabled: ['bounce'] })).toBe(false);
  });

  it('is a modal only after an API signup on a smartphone', () => {
    const after = new URLSearchParams('api_signup_complete=1');
    expect(reminderKind(after, 390, DESKTOP)).toBe('modal');
    expect(reminderKind(after, 1024, IPHONE)).toBe('modal');
    expect(reminderKind(after, 1280, DESKTOP)).toBe('alert');
    expect(reminderKind(new URLSearchParams(''), 390, IPHONE)).toBe('alert');
  });
});
