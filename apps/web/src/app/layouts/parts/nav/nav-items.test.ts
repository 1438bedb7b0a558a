import type { User } from '@amora/contracts';
import { formatBadgeCount } from '@amora/ui';
import { activeNavKey, badgeVisible, creditBadge, memberNavItems } from './nav-items';

const user: User = {
  id: 1,
  email: 'a@example.com',
  status: 'active',
  credits: 0,
  paid_user: false,
  signup_date: '2025-01-01T00:00:00Z',
  language: 'nl',
  notifications_disabled: [],
  profile: null,
};

describe('members navigation', () => {
  it('offers Get Premium to members who never paid', () => {
    expect(memberNavItems(user, { unreadMessages: 0, newLikes: 0 }).map((i) => i.key)).toEqual([
      'search',
      'chats',
      'likes',
      'premium',
    ]);
  });

  it('shows credits to paid users, and the profile tab on phones', () => {
    const items = memberNavItems(
      { ...user, paid_user: true, credits: 50 },
      { unreadMessages: 0, newLikes: 0 },
      true,
    );
    expect(items.map((i) => i.key)).toEqual(['search', 'chats', 'likes', 'credits', 'profile']);
    expect(items[3].badge).toBeUndefined();
  });

  it('shows the balance from 10 credits down: amber above 0, red at 0', () => {
    expect(creditBadge(11)).toBeUndefined();
    expect(creditBadge(10)).toMatchObject({ count: 10, tone: 'warning' });
    expect(creditBadge(1)).toMatchObject({ count: 1, tone: 'warning' });
    expect(creditBadge(0)).toMatchObject({ count: 0, tone: 'danger' });
    expect(badgeVisible(creditBadge(0))).toBe(true);
  });

  it('shows unread and like counters only when there is something new, capped at 99+', () => {
    const [, chats, likes] = memberNavItems(user, { unreadMessages: 120, newLikes: 0 });
    expect(badgeVisible(chats.badge)).toBe(true);
    expect(formatBadgeCount(chats.badge?.count ?? 0)).toBe('99+');
    expect(formatBadgeCount(99)).toBe('99');
    expect(badgeVisible(likes.badge)).toBe(false);
  });
});

describe('current navigation item', () => {
  const items = memberNavItems(user, { unreadMessages: 0, newLikes: 0 }, true);

  it.each([
    ['/members', 'members', 'search'],
    ['/members/12', 'members-id', 'search'],
    ['/chats', 'chats', 'chats'],
    ['/chats/7', 'chats-id', 'chats'],
    ['/likes/sent', 'likes-type', 'likes'],
    ['/premium', 'premium', 'premium'],
    ['/profile/', 'profile', 'profile'],
  ])('marks the item a page belongs to: %s', (pathname, routeName, key) => {
    expect(activeNavKey(items, pathname, routeName)).toBe(key);
  });

  it('counts a chat opened from a profile as messages, not search', () => {
    expect(activeNavKey(items, '/members/12/chat', 'members-id-chat')).toBe('chats');
  });

  it('marks nothing on pages outside the navigation', () => {
    expect(activeNavKey(items, '/settings', 'settings')).toBeNull();
    expect(activeNavKey(items, '/membersx', null)).toBeNull();
  });
});
