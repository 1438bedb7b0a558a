import type { AdminIconName } from '../components/admin-icon';
import type { MessageId } from '../i18n/messages';

/** The console's areas, in sidebar order. Each later issue replaces an area's placeholder page. */
export const AREAS = [
  { key: 'dashboard', path: '/', icon: 'dashboard', titleId: 'nav.dashboard', group: 'overview' },
  { key: 'tenants', path: '/tenants', icon: 'building', titleId: 'nav.tenants', group: 'configuration' },
  { key: 'prices', path: '/prices', icon: 'tag', titleId: 'nav.prices', group: 'configuration' },
  {
    key: 'discount_codes',
    path: '/discount-codes',
    icon: 'ticket',
    titleId: 'nav.discount_codes',
    group: 'configuration',
  },
  { key: 'complaints', path: '/complaints', icon: 'flag', titleId: 'nav.complaints', group: 'operations' },
  { key: 'moderation', path: '/moderation', icon: 'shield', titleId: 'nav.moderation', group: 'operations' },
] as const satisfies readonly {
  key: string;
  path: string;
  icon: AdminIconName;
  titleId: MessageId;
  group: string;
}[];

export type Area = (typeof AREAS)[number];
export type AreaKey = Area['key'];
export type PlaceholderAreaKey = Exclude<AreaKey, 'dashboard'>;

export const NAV_GROUPS = [
  { key: 'overview', titleId: 'nav.group.overview' },
  { key: 'configuration', titleId: 'nav.group.configuration' },
  { key: 'operations', titleId: 'nav.group.operations' },
] as const satisfies readonly { key: Area['group']; titleId: MessageId }[];

export const AREA_DESCRIPTIONS: Record<PlaceholderAreaKey, MessageId> = {
  tenants: 'area.tenants.description',
  prices: 'area.prices.description',
  discount_codes: 'area.discount_codes.description',
  complaints: 'area.complaints.description',
  moderation: 'area.moderation.description',
};
