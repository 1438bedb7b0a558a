import {
  type AdminTenant,
  PROFILE_FIELDS,
  SEARCH_FIELDS,
  SIGNUP_MODES,
  type TenantSettingsInput,
} from '@amora/contracts';
import type { MessageId } from '../../i18n/messages';
import { formatLines, joinList, parseLines, splitList } from './field-errors';

export type SettingName = keyof TenantSettingsInput;

/** How a setting is edited; the form keeps every value as the input shows it (text, or a flag/list). */
export type SettingControl =
  | { kind: 'text' | 'textarea' }
  | { kind: 'number'; step?: string }
  | { kind: 'switch' }
  | { kind: 'select'; options: readonly (string | number)[]; labels?: (value: string) => MessageId }
  | { kind: 'list'; upper?: boolean }
  | { kind: 'checks'; options: readonly string[] }
  | { kind: 'languages_by_country' }
  | { kind: 'costs_by_country' };

export interface SettingGroup {
  key: string;
  title: MessageId;
  settings: [SettingName, SettingControl][];
}

const text = { kind: 'text' } as const;
const number = { kind: 'number' } as const;
const toggle = { kind: 'switch' } as const;

/** Every setting of spec §3 the console edits, in the order an operator thinks of them. */
export const SETTING_GROUPS: SettingGroup[] = [
  {
    key: 'site',
    title: 'tenants.group.site',
    settings: [
      ['name', text],
      ['niche', { kind: 'select', options: [1, 2, 3, 4, 5, 6, 7] }],
      ['share_profile_pool', toggle],
      ['countries', { kind: 'list', upper: true }],
      ['languages', { kind: 'list' }],
      ['country_languages', { kind: 'languages_by_country' }],
      ['domain_language', text],
      ['time_zone', text],
      ['cdn_prefix', text],
    ],
  },
  {
    key: 'texts',
    title: 'tenants.group.texts',
    settings: [
      ['index_title', text],
      ['description', { kind: 'textarea' }],
      ['mail_name', text],
      ['support_email', text],
      ['support_phone', text],
    ],
  },
  {
    key: 'access',
    title: 'tenants.group.access',
    settings: [
      [
        'signups',
        { kind: 'select', options: SIGNUP_MODES, labels: (mode) => `tenants.signups.${mode}` as MessageId },
      ],
      ['logged_out_search', toggle],
      ['logged_out_search_trafficsource', toggle],
      ['min_age', number],
      ['search_fields', { kind: 'checks', options: SEARCH_FIELDS }],
      ['enable_site_entry_popup', toggle],
      ['site_entry_popup_countries', { kind: 'list', upper: true }],
    ],
  },
  {
    key: 'profiles',
    title: 'tenants.group.profiles',
    settings: [
      ['fictional_icon', text],
      ['fictional_singular', text],
      ['fictional_plural', text],
      ['fictional_warning', { kind: 'textarea' }],
      ['visible_profile_fields', { kind: 'checks', options: PROFILE_FIELDS }],
      ['visible_profile_notes', toggle],
      ['photo_approval', toggle],
    ],
  },
  {
    key: 'credits',
    title: 'tenants.group.credits',
    settings: [
      ['message_credits', number],
      ['signup_credits', number],
      ['photo_credits', number],
      ['gift_credits', number],
      ['message_length', number],
      ['refund_days', number],
      ['member_resell', toggle],
      ['minimum_message_costs', { kind: 'costs_by_country' }],
    ],
  },
];

export const SETTING_CONTROLS = new Map(SETTING_GROUPS.flatMap((group) => group.settings));
export const SETTING_NAMES = [...SETTING_CONTROLS.keys()];

/** What the form holds for a setting: a string for what is typed, a flag or a list for the rest. */
export type SettingValue = string | boolean | string[];
export type SettingsForm = Record<SettingName, SettingValue>;

/** The tenant's saved settings as the inputs show them. */
export function toForm(tenant: AdminTenant): SettingsForm {
  const form = {} as SettingsForm;
  for (const [name, control] of SETTING_CONTROLS) {
    const value = tenant[name];
    switch (control.kind) {
      case 'switch':
      case 'checks':
        form[name] = value as boolean | string[];
        break;
      case 'list':
        form[name] = joinList(value as string[]);
        break;
      case 'languages_by_country':
        form[name] = formatLines(value as Record<string, string[]>, joinList);
        break;
      case 'costs_by_country':
        form[name] = formatLines(
          value as TenantSettingsInput['minimum_message_costs'],
          (cost) => `${cost.costs} ${cost.currency}`,
        );
        break;
      default:
        form[name] = String(value);
    }
  }
  return form;
}

function costOf(text: string) {
  const [amount = '', currency = ''] = text.trim().split(/\s+/);
  return { costs: amount === '' ? Number.NaN : Number(amount.replace(',', '.')), currency };
}

/** The inputs read back as the contract's values; the schema then says what is wrong. */
export function fromForm(form: SettingsForm): Record<SettingName, unknown> {
  const values = {} as Record<SettingName, unknown>;
  for (const [name, control] of SETTING_CONTROLS) {
    const value = form[name];
    switch (control.kind) {
      case 'number':
        values[name] = String(value).trim() === '' ? Number.NaN : Number(value);
        break;
      case 'select':
        values[name] = typeof control.options[0] === 'number' ? Number(value) : value;
        break;
      case 'list':
        values[name] = splitList(String(value)).map((item) => (control.upper ? item.toUpperCase() : item));
        break;
      case 'languages_by_country':
        values[name] = parseLines(String(value), (rest) => splitList(rest));
        break;
      case 'costs_by_country':
        values[name] = parseLines(String(value), costOf);
        break;
      default:
        values[name] = value;
    }
  }
  return values;
}
