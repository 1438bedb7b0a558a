import {
  AA_NORMAL_TEXT,
  accessibleSurface,
  accessibleText,
  contrast,
  createTheme,
  PALETTE_KEYS,
  type PaletteKey,
  paletteSchema,
  partialPaletteSchema,
  readableOn,
} from '@amora/theme';
import { z } from 'zod';
import { normaliseHost } from './hostname.js';
import { localeSchema } from './locale-schema.js';
import { PAYMENT_PROVIDERS } from './payment-constants.js';
import { idSchema, NOTHING_TO_CHANGE, queryIdSchema, text } from './primitives.js';
import {
  countryCodeSchema,
  messageCostSchema,
  profileFieldSchema,
  searchFieldSchema,
  signupModeSchema,
} from './settings.js';

/** Tenants in the console (issue #12): their settings (spec §3), domains, company, theme and payments. */

const timestamp = z.iso.datetime({ offset: true });

const unique = <T extends z.ZodType>(item: T, max: number, min = 0) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'duplicates');

const required = (max: number) => text(max).refine((value) => value.trim().length > 0, 'required');
const credits = z.number().int().min(0).max(100_000);
const phoneSchema = text(40).regex(/^\+?[0-9][0-9 ()./-]{5,39}$/, 'phone_invalid');
const emailSchema = z.email('invalid_email').max(254);
/** Where the member site loads media from: a path on the site (`/media/`) or an https address, ending in `/`. */
const cdnPrefixSchema = text(200).regex(
  /^(\/|https:\/\/[a-z0-9.-]+(:\d+)?\/)((?!\.+\/)[A-Za-z0-9._~-]+\/)*$/,
  'cdn_prefix_invalid',
);
const timeZoneSchema = text(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}, 'time_zone_invalid');

/** A host name as the resolver reads it (lower case, no port, no trailing dot). */
export const tenantHostSchema = z
  .string()
  .max(253)
  .transform((raw, context) => {
    const host = normaliseHost(raw);
    if (!host || (!host.includes('.') && host !== 'localhost')) {
      context.addIssue({ code: 'custom', message: 'host_invalid' });
      return z.NEVER;
    }
    return host;
  });

/** Every setting of spec §3 an operator may change, with what we keep beside them. */
export const tenantSettingsFields = {
  name: required(80),
  niche: z.number().int().min(1).max(7),
  signups: signupModeSchema,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  cdn_prefix: cdnPrefixSchema,
  domain_language: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'domain_language_invalid'),
  languages: unique(localeSchema, 11, 1),
  /** Per country, the languages its visitors are offered (first the default); others get `languages`. */
  country_languages: z
    .record(countryCodeSchema, unique(localeSchema, 11, 1))
    .refine((sets) => Object.keys(sets).length <= 60, 'too_many'),
  index_title: required(160),
  description: text(500),
  support_phone: phoneSchema,
  support_email: emailSchema,
  mail_name: required(80),
  enable_site_entry_popup: z.boolean(),
  site_entry_popup_countries: unique(countryCodeSchema, 250),
  fictional_icon: required(8),
  fictional_warning: required(500),
  fictional_singular: required(80),
  fictional_plural: required(80),
  countries: unique(countryCodeSchema, 60, 1),
  visible_profile_fields: unique(profileFieldSchema, 20),
  visible_profile_notes: z.boolean(),
  message_credits: credits,
  signup_credits: credits,
  photo_credits: credits,
  photo_approval: z.boolean(),
  gift_credits: credits,
  message_length: z.number().int().min(1).max(10_000),
  search_fields: unique(searchFieldSchema, 20),
  refund_days: z.number().int().min(0).max(365),
  member_resell: z.boolean(),
  min_age: z.number().int().min(18).max(99),
  minimum_message_costs: z
    .record(countryCodeSchema, messageCostSchema.extend({ costs: z.number().nonnegative().max(1000) }))
    .refine((costs) => Object.keys(costs).length <= 60, 'too_many'),
  share_profile_pool: z.boolean(),
  time_zone: timeZoneSchema,
};
export const tenantSettingsSchema = z.object(tenantSettingsFields);
export type TenantSettingsInput = z.infer<typeof tenantSettingsSchema>;

/** Spec §3 company info, as the console edits it. */
export const companyFields = {
  name: required(120),
  address: required(200),
  kvk: required(40),
  city: required(120),
  country: countryCodeSchema,
  tradenames: unique(required(80), 20),
  vat_numbers: unique(required(40), 10),
  support_phone: phoneSchema,
  delete_discount: z.number().int().min(0).max(100),
};
export const companyInputSchema = z.object(companyFields);

/** A Mollie API key: `live_` or `test_` and its letters and digits. */
export const mollieApiKeySchema = z
  .string()
  .regex(/^(live|test)_[A-Za-z0-9]{20,64}$/, 'mollie_api_key_invalid');

export const adminDomainSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  is_primary: z.boolean(),
});

export const adminCompanySchema = companyInputSchema.extend({
  id: z.number().int(),
  added: timestamp,
  /** Tenants run by this company: a change shows on each of them. */
  tenant_ids: z.array(z.number().int()),
});

/** One tenant in full: never the Mollie key itself, only whether one is set. */
export const adminTenantSchema = tenantSettingsSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  domains: z.array(adminDomainSchema),
  company: adminCompanySchema,
  /** The tenant's own colours (what it set) and the palette the site uses (over the defaults). */
  theme_overrides: partialPaletteSchema,
  theme: paletteSchema,
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  mollie_api_key_set: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminTenant = z.infer<typeof adminTenantSchema>;

export const adminTenantSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  niche: z.number().int(),
  primary_host: z.string().nullable(),
  domain_count: z.number().int(),
  countries: z.array(z.string()),
  languages: z.array(z.string()),
  company_id: z.number().int(),
  company_name: z.string(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  created_at: timestamp,
});
export type AdminTenantSummary = z.infer<typeof adminTenantSummarySchema>;

/** GET /api/admin/tenants.php: the tenants the staff member may edit; with `id` that one in full. */
export const adminTenantsQuerySchema = z.object({ id: queryIdSchema.optional() });
export const adminTenantListAnswerSchema = z.object({ tenants: z.array(adminTenantSummarySchema) });
export const adminTenantAnswerSchema = z.object({ tenant: adminTenantSchema });
export const adminTenantsAnswerSchema = z.union([adminTenantListAnswerSchema, adminTenantAnswerSchema]);

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/, 'slug_invalid');

/**
 * POST /api/admin/tenants.php (owners): a new site with its first domain and its company (an existing
 * one by id, or a new one); every other setting may be given, else it takes a sensible default.
 */
export const adminTenantCreateSchema = tenantSettingsSchema.partial().extend({
  slug: slugSchema,
  name: tenantSettingsFields.name,
  host: tenantHostSchema,
  niche: tenantSettingsFields.niche,
  languages: tenantSettingsFields.languages,
  countries: tenantSettingsFields.countries,
  support_email: tenantSettingsFields.support_email,
  company_id: idSchema.optional(),
  company: companyInputSchema.optional(),
  theme: partialPaletteSchema.optional(),
});
export type AdminTenantCreate = z.infer<typeof adminTenantCreateSchema>;

/**
 * PATCH /api/admin/tenants.php: any setting of spec §3, the tenant's company (shared companies change
 * for all their tenants), the payment provider and the Mollie key (write-only; null removes it).
 */
export const adminTenantUpdateSchema = tenantSettingsSchema
  .partial()
  .extend({
    id: idSchema,
    company: companyInputSchema.partial().optional(),
    payment_provider: z.enum(PAYMENT_PROVIDERS).optional(),
    mollie_api_key: mollieApiKeySchema.nullable().optional(),
  })
  .refine(
    ({ id: _id, ...fields }) =>
      Object.values(fields).some((value) => value !== undefined) &&
      (fields.company === undefined || Object.keys(fields.company).length > 0),
    NOTHING_TO_CHANGE,
  );
export type AdminTenantUpdate = z.infer<typeof adminTenantUpdateSchema>;

/** POST /api/admin/tenant-domains.php: another host for a tenant; `primary` makes it the main one. */
export const adminDomainCreateSchema = z.object({
  tenant_id: idSchema,
  host: tenantHostSchema,
  primary: z.boolean().optional(),
});
/** PATCH /api/admin/tenant-domains.php: makes a domain the tenant's primary one. */
export const adminDomainUpdateSchema = z.object({ id: idSchema, is_primary: z.literal(true) });
/** DELETE /api/admin/tenant-domains.php: removes a domain; never the tenant's last one. */
export const adminDomainDeleteSchema = z.object({ id: idSchema });
export const adminDomainsAnswerSchema = z.object({ domains: z.array(adminDomainSchema) });

/** One text colour on one background of the member site, as the palette makes them. */
export const contrastIssueSchema = z.object({
  key: z.enum(PALETTE_KEYS),
  /** Where the pair is used on the member site. */
  use: z.enum(['text_on_dark', 'button', 'text', 'brand_mark']),
  foreground: z.string(),
  background: z.string(),
  ratio: z.number(),
  /** The colour the site uses instead, for a colour it adjusts by itself. */
  adjusted_to: z.string().optional(),
});
export type ContrastIssue = z.infer<typeof contrastIssueSchema>;

const round = (ratio: number) => Math.floor(ratio * 100) / 100;
/** The two text colours of the member site (packages/theme): white, and ink on light surfaces. */
const WHITE = '#ffffff';
const INK = '#1c1326';

/**
 * WCAG AA for the palette's text pairs. `errors`: pairs the site shows as they are, below 4.5:1 (the
 * footer, banners and toasts write white or ink on `dark`): refused. `warnings`: colours the site
 * darkens by itself to reach AA (buttons, links), and the brand mark's single text colour on the
 * gradient from primary to secondary: saved, but the operator should know.
 */
export function paletteContrast(overrides: Partial<Record<PaletteKey, string>>): {
  errors: ContrastIssue[];
  warnings: ContrastIssue[];
} {
  const { palette } = createTheme(overrides);
  const errors: ContrastIssue[] = [];
  const warnings: ContrastIssue[] = [];
  const onDark = readableOn(palette.dark);
  const darkRatio = contrast(onDark, palette.dark);
  if (darkRatio < AA_NORMAL_TEXT) {
    errors.push({
      key: 'dark',
      use: 'text_on_dark',
      foreground: onDark,
      background: palette.dark,
      ratio: round(darkRatio),
    });
  }
  for (const key of ['primary', 'secondary', 'success'] as const) {
    const base = palette[key];
    const onBase = Math.max(contrast(WHITE, base), contrast(INK, base));
    if (onBase < AA_NORMAL_TEXT) {
      const surface = accessibleSurface(base);
      warnings.push({
        key,
        use: 'button',
        foreground: surface.text,
        background: base,
        ratio: round(onBase),
        adjusted_to: surface.background,
      });
    }
    const asText = contrast(base, WHITE);
    if (asText < AA_NORMAL_TEXT) {
      warnings.push({
        key,
        use: 'text',
        foreground: base,
        background: WHITE,
        ratio: round(asText),
        adjusted_to: accessibleText(base, WHITE),
      });
    }
  }
  const mark = accessibleSurface(palette.primary).text;
  const markEnd = accessibleSurface(palette.secondary).background;
  const markRatio = contrast(mark, markEnd);
  if (markRatio < AA_NORMAL_TEXT) {
    warnings.push({
      key: 'secondary',
      use: 'brand_mark',
      foreground: mark,
      background: markEnd,
      ratio: round(markRatio),
    });
  }
  return { errors, warnings };
}

/**
 * PATCH /api/admin/tenant-theme.php: the tenant's colours (spec §1: primary, secondary, which is also
 * the unread colour, success, dark); `null` returns a colour to the default. Refused with
 * `palette_low_contrast` when a text pair fails AA; answers the warnings otherwise.
 */
export const adminThemeUpdateSchema = z.object({
  tenant_id: idSchema,
  palette: z
    .object(
      Object.fromEntries(
        PALETTE_KEYS.map((key) => [key, paletteSchema.shape[key].nullable().optional()]),
      ) as {
        [K in PaletteKey]: z.ZodOptional<z.ZodNullable<(typeof paletteSchema.shape)[K]>>;
      },
    )
    .refine((palette) => Object.values(palette).some((value) => value !== undefined), NOTHING_TO_CHANGE),
});
export const adminThemeAnswerSchema = z.object({
  theme_overrides: partialPaletteSchema,
  theme: paletteSchema,
  warnings: z.array(contrastIssueSchema),
});

/** The images a tenant may upload: the logo in the site's header and the favicon. */
export const TENANT_IMAGE_KINDS = ['logo', 'favicon'] as const;
export const TENANT_IMAGE_FIELD = 'file';
/** POST /api/admin/tenant-image.php?tenant_id=&kind= (multipart, one JPEG, PNG or WebP in `file`). */
export const adminTenantImageQuerySchema = z.object({
  tenant_id: queryIdSchema,
  kind: z.enum(TENANT_IMAGE_KINDS),
});
/** DELETE /api/admin/tenant-image.php: back to the default mark (logo) or icon (favicon). */
export const adminTenantImageDeleteSchema = z.object({
  tenant_id: idSchema,
  kind: z.enum(TENANT_IMAGE_KINDS),
});
export const adminTenantImageAnswerSchema = z.object({
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
});
