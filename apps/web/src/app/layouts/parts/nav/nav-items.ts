import type { User } from '@amora/contracts';
import type { BadgeTone, IconName } from '@amora/ui';
import type { MemberCounts } from '../../../../features/live/member-counters';
import { pathTo } from '../../../../lib/routes/paths';

/** The credit balance is shown on the badge from this many credits down (spec §9). */
export const CREDIT_BADGE_THRESHOLD = 10;

export interface NavBadge {
  count: number;
  tone: BadgeTone;
  /** Message id of the badge's accessible text, with {count}. */
  labelId: string;
}

export interface NavItem {
  key: 'search' | 'chats' | 'likes' | 'credits' | 'premium' | 'profile';
  route: string;
  icon: IconName;
  labelId: string;
  badge?: NavBadge;
}

export type MemberCounters = MemberCounts;

/** Paid users see their balance when it runs low: amber above 0, red at 0 (spec §2). */
export function creditBadge(credits: number): NavBadge | undefined {
  if (credits > CREDIT_BADGE_THRESHOLD) return undefined;
  return {
    count: Math.max(0, credits),
    tone: credits > 0 ? 'warning' : 'danger',
    labelId: 'nav.creditsBadge',
  };
}

/** The members' navigation of spec §2, in order; `withProfile` adds the bottom tab bar's profile tab. */
export function memberNavItems(user: User, counters: MemberCounters, withProfile = false): NavItem[] {
  const items: NavItem[] = [
    { key: 'search', route: 'members', icon: 'search', labelId: 'nav.search' },
    {
      key: 'chats',
      route: 'chats',
      icon: 'chat',
      labelId: 'nav.messages',
      badge: { count: counters.unreadMessages, tone: 'unread', labelId: 'nav.unreadBadge' },
    },
    {
      key: 'likes',
      route: 'likes',
      icon: 'heart',
      labelId: 'nav.likes',
      badge: { count: counters.newLikes, tone: 'unread', labelId: 'nav.likesBadge' },
    },
    user.paid_user
      ? {
          key: 'credits',
          route: 'credits',
          icon: 'coins',
          labelId: 'nav.credits',
          badge: creditBadge(user.credits),
        }
      : { key: 'premium', route: 'premium', icon: 'sparkle', labelId: 'nav.premium' },
  ];
  if (withProfile) items.push({ key: 'profile', route: 'profile', icon: 'user', labelId: 'nav.profile' });
  return items;
}

/** A badge is shown for a positive count, and for the credit balance also at 0. */
export function badgeVisible(badge: NavBadge | undefined): badge is NavBadge {
  return Boolean(badge && (badge.count > 0 || badge.labelId === 'nav.creditsBadge'));
}

/**
 * Pages that sit under one item's path but belong to another: a chat opened from a profile
 * (/members/{id}/chat) is one of the member's messages, not a search.
 */
const ITEM_OF_ROUTE: Partial<Record<string, NavItem['key']>> = { 'members-id-chat': 'chats' };

/**
 * The item to mark as the current page: the one the route belongs to (ITEM_OF_ROUTE), else the one
 * whose path is the page's or above it (NavLink's rule: /members/12 is in the search), else none.
 */
export function activeNavKey(
  items: NavItem[],
  pathname: string,
  routeName: string | null,
): NavItem['key'] | null {
  const owner = routeName ? ITEM_OF_ROUTE[routeName] : undefined;
  if (owner) return items.some((item) => item.key === owner) ? owner : null;
  const page = pathname.replace(/\/+$/, '') || '/';
  const found = items.find((item) => {
    const path = pathTo(item.route);
    return page === path || page.startsWith(`${path}/`);
  });
  return found?.key ?? null;
}
