import { paletteSchema } from '@amora/theme';
import { z } from 'zod';
import { localeSchema } from './locale-schema.js';

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as NL');

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'invite_only'] as const;
export const signupModeSchema = z.enum(SIGNUP_MODES);

export const PROFILE_FIELDS = [
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
  'region',
  'country',
] as const;
export const profileFieldSchema = z.enum(PROFILE_FIELDS);

/** The search filters a tenant may offer (settings `search_fields`); `distance` needs the member's place. */
export const SEARCH_FIELDS = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'distance',
  'sexuality',
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
  'tattoos',
] as const;
export const searchFieldSchema = z.enum(SEARCH_FIELDS);

export const messageCostSchema = z.object({
  costs: z.number().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** The settings fields spec §3 lists, by name: each must be in the answer. */
export const SETTINGS_KEYS_FROM_SPEC = [
  'niche',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'geoip_country',
  'geoip_selected_country',
  'minimum_message_costs',
  'cdn_prefix',
  'domain',
  'domain_language',
  'name',
  'index_title',
  'description',
  'push_public_key',
  'support_phone',
  'support_email',
  'enable_site_entry_popup',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'countries',
  'visible_profile_fields',
  'visible_profile_notes',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'search_fields',
  'refund_days',
  'member_resell',
  'company_id',
  'mail_name',
] as const;

/** GET /api/settings.php — every settings field of spec §3, plus languages and theme. */
export const settingsSchema = z.object({
  niche: z.number().int().min(1).max(7),
  signups: signupModeSchema,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  geoip_country: countryCodeSchema.nullable(),
  geoip_selected_country: countryCodeSchema,
  minimum_message_costs: z.record(z.string(), messageCostSchema),
  cdn_prefix: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  push_public_key: z.string(),
  support_phone: z.string(),
  support_email: z.string(),
  enable_site_entry_popup: z.boolean(),
  site_entry_popup_countries: z.array(countryCodeSchema),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  countries: z.array(countryCodeSchema),
  visible_profile_fields: z.array(profileFieldSchema),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  search_fields: z.array(searchFieldSchema),
  refund_days: z.number().int().nonnegative(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  min_age: z.number().int().min(18),
  /** New member photos wait for support's approval before anyone else sees them. */
  photo_approval: z.boolean(),
  languages: z.array(localeSchema).min(1),
  /** Per country, the languages offered there (first the default); a country not listed gets `languages`. */
  country_languages: z.record(z.string(), z.array(localeSchema)).optional(),
  theme: paletteSchema,
  /** The tenant's uploaded logo and favicon (under cdn_prefix), null while it uses the default mark. */
  logo_url: z.string().nullable().optional(),
  favicon_url: z.string().nullable().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Query of GET /api/settings.php: the host as `forced_domain` plus the route's own query. */
export const settingsQuerySchema = z.looseObject({ forced_domain: z.string().max(253).optional() });
