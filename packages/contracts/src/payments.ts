import { z } from 'zod';
import {
  DISCOUNT_KINDS,
  DISCOUNT_STATUSES,
  DISCOUNT_VALIDITIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './payment-constants.js';
import { idSchema, queryIdSchema, text } from './primitives.js';

/** Credits, payments and promotions (issue #11). Money is always integer minor units with its currency. */

const timestamp = z.iso.datetime({ offset: true });
const currencySchema = z.string().regex(/^[A-Z]{3}$/);
const countrySchema = z.string().regex(/^[A-Z]{2}$/);

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
/** A code as members type it: trimmed and upper-cased by the API. */
export const discountCodeInputSchema = text(40);

/** A discount code (spec §3), or the time bonus (spec §9) in the same shape. */
export const discountSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value_percentage: z.number(),
  country: countrySchema.nullable(),
  currency: currencySchema.nullable(),
  /** Minor units of `currency` (or of the buyer's currency when null). */
  minimum_order_value: z.number().int().nullable(),
  paymentmethods: z.array(paymentMethodSchema).nullable(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  status: z.enum(DISCOUNT_STATUSES),
  user_id: z.number().int().nullable(),
  expires: timestamp.nullable(),
  expired: z.boolean(),
  /** Seconds until `expires` at the time of the answer (the time bonus counts down from it). */
  seconds_left: z.number().int().nullable(),
  /** The time bonus: its whole length in seconds (14,400); null for other codes. */
  duration: z.number().int().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

/**
 * GET /api/discountcode.php (spec §7): without parameters the active discount (the time bonus when
 * present, else the welcome code); `welcome=true` the welcome code; `code=` the check of a typed code,
 * also against `bundle_id` (minimum order, country) and `method` when given.
 */
export const discountQuerySchema = z.object({
  welcome: z.enum(['true', 'false']).optional(),
  code: discountCodeInputSchema.optional(),
  bundle_id: queryIdSchema.optional(),
  method: paymentMethodSchema.optional(),
});
export const discountAnswerSchema = z.object({ discount: discountSchema.nullable() });
export type DiscountAnswer = z.infer<typeof discountAnswerSchema>;

/** A credit bundle in the buyer's country: list price, and the price with the discount applied. */
export const bundleSchema = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: currencySchema,
  /** `amount` after the discount of the answer; equal to `amount` when none applies. */
  discounted_amount: z.number().int(),
  /** Minor units one message costs in this bundle (message_credits × price per credit, rounded). */
  message_price: z.number().int(),
  best_value: z.boolean(),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** GET /api/bundles.php: the bundles of the buyer's country, with the active discount or `code` applied. */
export const bundlesQuerySchema = z.object({ code: discountCodeInputSchema.optional() });
export const bundlesAnswerSchema = z.object({
  country: countrySchema,
  currency: currencySchema,
  message_credits: z.number().int(),
  bundles: z.array(bundleSchema),
  /** The discount applied to `discounted_amount`, or null. */
  discount: discountSchema.nullable(),
});
export type BundlesAnswer = z.infer<typeof bundlesAnswerSchema>;

/** A method the provider offers for a bundle, with its logo. */
export const paymentMethodInfoSchema = z.object({
  id: paymentMethodSchema,
  description: z.string(),
  image: z.string(),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;
export const paymentMethodsQuerySchema = z.object({
  bundle_id: queryIdSchema,
  code: discountCodeInputSchema.optional(),
});
export const paymentMethodsAnswerSchema = z.object({
  bundle: bundleSchema,
  methods: z.array(paymentMethodInfoSchema),
  discount: discountSchema.nullable(),
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;

/**
 * POST /api/payments.php: buy a bundle. The API computes the amount from bundle, country and code; a
 * price sent along is ignored (unknown keys are dropped).
 */
export const createPaymentRequestSchema = z.object({
  bundle_id: idSchema,
  method: paymentMethodSchema,
  code: discountCodeInputSchema.optional(),
});
export const createPaymentAnswerSchema = z.object({
  payment_id: z.number().int(),
  /** The provider's checkout page, or null when nothing is left to do there (a recurring charge). */
  checkout_url: z.string().nullable(),
  status: paymentStatusSchema,
});
export type CreatePaymentAnswer = z.infer<typeof createPaymentAnswerSchema>;

/** The printable receipt of a paid payment: the tenant's company and the VAT included in the price. */
export const receiptSchema = z.object({
  number: z.string(),
  date: timestamp,
  company: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    kvk: z.string(),
    vat_number: z.string(),
  }),
  vat_rate: z.number(),
  /** Minor units: amount = net_amount + vat_amount. */
  net_amount: z.number().int(),
  vat_amount: z.number().int(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  /** The bundle bought: "try another method" goes back to its method page. */
  bundle_id: z.number().int(),
  status: paymentStatusSchema,
  method: paymentMethodSchema.nullable(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: currencySchema,
  /** The list price before the discount. */
  list_amount: z.number().int(),
  discount_code: z.string().nullable(),
  discount_percentage: z.number().nullable(),
  recurring: z.boolean(),
  /** Credits taken back by refunds and chargebacks. */
  refunded_credits: z.number().int(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  receipt: receiptSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments.php: one's payments, or with `id` one payment, its status asked of the provider. */
export const paymentsQuerySchema = z.object({ id: queryIdSchema.optional() });
export const paymentsAnswerSchema = z.object({ payments: z.array(paymentSchema) });
export type PaymentsAnswer = z.infer<typeof paymentsAnswerSchema>;

/** POST /api/payment-webhook.php: the provider's id of a payment, as Mollie posts it (a form field). */
export const paymentWebhookSchema = z.object({ id: text(64) });

/** GET /api/repeat-order.php: the last paid bundle, its price now, and whether a mandate can charge it. */
export const repeatOrderAnswerSchema = z.object({
  bundle: bundleSchema.nullable(),
  method: paymentMethodSchema.nullable(),
  /** A stored mandate can charge it in one click; otherwise the member goes through checkout again. */
  one_click: z.boolean(),
});
export type RepeatOrderAnswer = z.infer<typeof repeatOrderAnswerSchema>;

/** POST /api/directdebit.php: the mandate's details and the bundle; an SMS code is sent to `mobile`. */
export const directDebitRequestSchema = z.object({
  bundle_id: idSchema,
  code: discountCodeInputSchema.optional(),
  account_holder: text(100),
  iban: text(50),
  street: text(100),
  house_number: text(20),
  postal_code: text(20),
  city: text(100),
  mobile: text(30),
});
export const directDebitAnswerSchema = z.object({
  request_id: z.number().int(),
  /** The number the code went to, all but its last digits masked. */
  mobile_hint: z.string(),
});
export type DirectDebitAnswer = z.infer<typeof directDebitAnswerSchema>;

/** POST /api/directdebit-code.php: the SMS code; a correct one records the mandate and starts the payment. */
export const directDebitCodeRequestSchema = z.object({
  request_id: idSchema,
  sms_code: text(12),
});
export const directDebitCodeAnswerSchema = z.object({
  payment_id: z.number().int(),
  status: paymentStatusSchema,
});

/** The checkout page of the simulator provider: what the buyer chose. */
export const SIMULATOR_OUTCOMES = ['paid', 'failed', 'canceled', 'pending', 'expired'] as const;
export const simulatorActionSchema = z.object({
  /** After a paid payment: refund it, charge it back, or let later recurring charges on its mandate fail. */
  outcome: z.enum([...SIMULATOR_OUTCOMES, 'refund', 'chargeback', 'decline_recurring']),
});
