import type { StaffGrant, StaffRole } from '@amora/contracts';
import type { AdminIconName } from '../components/admin-icon';
import type { MessageId } from '../i18n/messages';

const EVERYONE: readonly StaffRole[] = ['owner', 'operator', 'support', 'moderator'];

/**
 * The console's areas, in sidebar order, with the roles that may use each (owners may use all). Each
 * later issue replaces an area's placeholder page.
 */
export const AREAS = [
  {
    key: 'dashboard',
    path: '/',
    icon: 'dashboard',
    titleId: 'nav.dashboard',
    group: 'overview',
    roles: EVERYONE,
  },
  {
    key: 'analytics',
    path: '/analytics',
    icon: 'chart',
    titleId: 'nav.analytics',
    group: 'overview',
    roles: ['operator'],
  },
  {
    key: 'tenants',
    path: '/tenants',
    icon: 'building',
    titleId: 'nav.tenants',
    group: 'configuration',
    roles: ['operator'],
  },
  {
    key: 'prices',
    path: '/prices',
    icon: 'tag',
    titleId: 'nav.prices',
    group: 'configuration',
    roles: ['operator'],
  },
  {
    key: 'discount_codes',
    path: '/discount-codes',
    icon: 'ticket',
    titleId: 'nav.discount_codes',
    group: 'configuration',
    roles: ['operator'],
  },
  {
    key: 'profiles',
    path: '/profiles',
    icon: 'idCard',
    titleId: 'nav.profiles',
    group: 'configuration',
    roles: ['operator'],
  },
  {
    key: 'moderation',
    path: '/moderation',
    icon: 'shield',
    titleId: 'nav.moderation',
    group: 'operations',
    roles: ['moderator'],
  },
  {
    key: 'complaints',
    path: '/complaints',
    icon: 'flag',
    titleId: 'nav.complaints',
    group: 'operations',
    roles: ['support'],
  },
  {
    key: 'members',
    path: '/members',
    icon: 'users',
    titleId: 'nav.members',
    group: 'operations',
    roles: ['support'],
  },
  {
    key: 'photos',
    path: '/photos',
    icon: 'camera',
    titleId: 'nav.photos',
    group: 'operations',
    roles: ['support'],
  },
  { key: 'staff', path: '/staff', icon: 'key', titleId: 'nav.staff', group: 'administration', roles: [] },
  { key: 'audit', path: '/audit', icon: 'history', titleId: 'nav.audit', group: 'administration', roles: [] },
] as const satisfies readonly {
  key: string;
  path: string;
  icon: AdminIconName;
  titleId: MessageId;
  group: string;
  roles: readonly StaffRole[];
}[];

export type Area = (typeof AREAS)[number];
export type AreaKey = Area['key'];
export type DescribedAreaKey = Exclude<AreaKey, 'dashboard'>;

export const NAV_GROUPS = [
  { key: 'overview', titleId: 'nav.group.overview' },
  { key: 'configuration', titleId: 'nav.group.configuration' },
  { key: 'operations', titleId: 'nav.group.operations' },
  { key: 'administration', titleId: 'nav.group.administration' },
] as const satisfies readonly { key: Area['group']; titleId: MessageId }[];

/** What each area holds: the subtitle of its page (and of its placeholder until it is built). */
export const AREA_DESCRIPTIONS: Record<DescribedAreaKey, MessageId> = {
  analytics: 'area.analytics.description',
  tenants: 'area.tenants.description',
  prices: 'area.prices.description',
  discount_codes: 'area.discount_codes.description',
  profiles: 'area.profiles.description',
  moderation: 'area.moderation.description',
  complaints: 'area.complaints.description',
  members: 'area.members.description',
  photos: 'area.photos.description',
  staff: 'area.staff.description',
  audit: 'area.audit.description',
};

/** May a staff member with these roles use the area? Owners may use every area. */
export function mayUse(area: Area, roles: readonly StaffGrant[]): boolean {
  return roles.some(
    (grant) => grant.role === 'owner' || (area.roles as readonly StaffRole[]).includes(grant.role),
  );
}

export function areasFor(roles: readonly StaffGrant[]): Area[] {
  return AREAS.filter((area) => mayUse(area, roles));
}
