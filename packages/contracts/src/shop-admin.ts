import { z } from 'zod';
import {
  DISCOUNT_KINDS,
  DISCOUNT_STATUSES,
  DISCOUNT_VALIDITIES,
  PAYMENT_METHODS,
} from './payment-constants.js';
import { idSchema, NOTHING_TO_CHANGE, queryIdSchema, text } from './primitives.js';

/** The console's prices and discount codes (issue #12): money in integer minor units with its currency. */

const timestamp = z.iso.datetime({ offset: true });
const cursorSchema = z.string().regex(/^\d{1,18}$/, 'cursor_invalid');
const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'country_invalid');
const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'currency_invalid');
/** A price: at least one minor unit, at most 100,000.00. */
const amountSchema = z.number().int().min(1, 'price_invalid').max(10_000_000, 'price_invalid');

/** Codes a page of the console's code list holds. */
export const CODE_PAGE_SIZE = 50;
/** Uses a page of one code's uses holds (a welcome code is used by thousands). */
export const CODE_USES_PAGE_SIZE = 50;
/** Codes one batch may create. */
export const CODE_BATCH_MAX = 1000;
/** Letters and digits nobody mixes up when reading a code aloud or off a flyer (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const bundlePriceInputSchema = z.object({
  country: countrySchema,
  currency: currencySchema,
  amount: amountSchema,
});

const pricesSchema = z
  .array(bundlePriceInputSchema)
  .min(1)
  .max(60)
  .refine((prices) => new Set(prices.map((p) => p.country)).size === prices.length, 'one price per country');

export const adminBundleSchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  credits: z.number().int(),
  best_value: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
  prices: z.array(bundlePriceInputSchema),
  /** Paid payments of this bundle. */
  sold: z.number().int(),
});
export type AdminBundle = z.infer<typeof adminBundleSchema>;

/** GET /api/admin/bundles.php: a tenant's bundles with their prices per country, retired ones too. */
export const adminBundlesQuerySchema = z.object({ tenant_id: queryIdSchema });
export const adminBundlesAnswerSchema = z.object({ bundles: z.array(adminBundleSchema) });

export const adminBundleCreateSchema = z.object({
  tenant_id: idSchema,
  credits: z.number().int().min(1).max(100_000),
  best_value: z.boolean().optional(),
  position: z.number().int().min(0).max(1000).optional(),
  prices: pricesSchema,
});
/** Changes a bundle; `prices` replaces them all; a sold bundle keeps its credits (retire it instead). */
export const adminBundleUpdateSchema = z
  .object({
    id: idSchema,
    credits: z.number().int().min(1).max(100_000).optional(),
    best_value: z.boolean().optional(),
    position: z.number().int().min(0).max(1000).optional(),
    active: z.boolean().optional(),
    prices: pricesSchema.optional(),
  })
  .refine(({ id: _id, ...fields }) => Object.values(fields).some((v) => v !== undefined), NOTHING_TO_CHANGE);
export const adminBundleAnswerSchema = z.object({ bundle: adminBundleSchema });

export const adminCodeSchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value_percentage: z.number(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  status: z.enum(DISCOUNT_STATUSES),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
  expires: timestamp.nullable(),
  /** A personal code (the retention offer) belongs to one member. */
  member_id: z.number().int().nullable(),
  /** Payments that used it (paid), and those holding it now (started, not final). */
  uses: z.number().int(),
  reserved: z.number().int(),
  created_at: timestamp,
});
export type AdminCode = z.infer<typeof adminCodeSchema>;

/** GET /api/admin/codes.php (and the CSV export): newest first, filtered, `cursor` from the page before. */
export const adminCodesQuerySchema = z.object({
  tenant_id: queryIdSchema,
  q: text(40).optional(),
  status: z.enum(DISCOUNT_STATUSES).optional(),
  kind: z.enum(DISCOUNT_KINDS).optional(),
  cursor: cursorSchema.optional(),
});
export type AdminCodesQuery = z.infer<typeof adminCodesQuerySchema>;
export const adminCodesAnswerSchema = z.object({
  codes: z.array(adminCodeSchema),
  next_cursor: z.string().nullable(),
  page_size: z.literal(CODE_PAGE_SIZE),
});

/** A code as typed by the operator: upper-case letters, digits and dashes. */
const codeNameSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, 'code_name_invalid');

/**
 * POST /api/admin/codes.php: one named code (`code`), or a batch of `count` random ones (`prefix` before
 * each) with the same terms. Promotions only: the bonus codes and retention offers come from the product.
 */
export const adminCodeCreateSchema = z
  .object({
    tenant_id: idSchema,
    code: codeNameSchema.optional(),
    count: z.number().int().min(1).max(CODE_BATCH_MAX).optional(),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{0,12}$/, 'code_name_invalid')
      .optional(),
    value_percentage: z.number().min(0.01).max(100).multipleOf(0.01),
    validity: z.enum(DISCOUNT_VALIDITIES),
    country: countrySchema.nullable().optional(),
    currency: currencySchema.nullable().optional(),
    minimum_order_value: amountSchema.nullable().optional(),
    payment_methods: z
      .array(z.enum(PAYMENT_METHODS))
      .min(1)
      .max(PAYMENT_METHODS.length)
      .nullable()
      .optional(),
    expires: timestamp.nullable().optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.count === undefined), {
    message: 'either code or count',
    path: ['code'],
  })
  .refine((input) => input.minimum_order_value == null || input.currency != null, {
    message: 'a minimum order names its currency',
    path: ['currency'],
  });
export type AdminCodeCreate = z.infer<typeof adminCodeCreateSchema>;
export const adminCodeCreateAnswerSchema = z.object({
  codes: z.array(adminCodeSchema),
  count: z.number().int(),
});

/** PATCH /api/admin/codes.php: switch a code off (or on again), or move its expiry. */
export const adminCodeUpdateSchema = z
  .object({
    id: idSchema,
    status: z.enum(['active', 'inactive']).optional(),
    expires: timestamp.nullable().optional(),
  })
  .refine(({ id: _id, ...fields }) => Object.values(fields).some((v) => v !== undefined), NOTHING_TO_CHANGE);
export const adminCodeAnswerSchema = z.object({ code: adminCodeSchema });

/** GET /api/admin/code-uses.php: the payments that used or hold a code, newest first, a page at a time. */
export const adminCodeUsesQuerySchema = z.object({ id: queryIdSchema, cursor: cursorSchema.optional() });
export const adminCodeUseSchema = z.object({
  payment_id: z.number().int(),
  member_id: z.number().int(),
  member_email: z.string().nullable(),
  status: z.enum(['reserved', 'used', 'released']),
  payment_status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  at: timestamp,
});
export const adminCodeUsesAnswerSchema = z.object({
  uses: z.array(adminCodeUseSchema),
  next_cursor: z.string().nullable(),
});
