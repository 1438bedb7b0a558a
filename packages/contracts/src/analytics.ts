import { z } from 'zod';
import { idSchema, queryNumber } from './primitives.js';

/** The console's analytics (issue #12): numbers per day, for one tenant or all the staff member sees. */
export const ANALYTICS_COUNTS = [
  'signups',
  'activations',
  'first_purchases',
  'messages_member',
  'messages_staff',
  'complaints',
] as const;
export type AnalyticsCount = (typeof ANALYTICS_COUNTS)[number];
/** Days one request may span. */
export const ANALYTICS_MAX_DAYS = 366;

const dayString = z.iso.date();

export const analyticsQuerySchema = z
  .object({
    tenant_id: queryNumber(idSchema.optional()),
    from: dayString,
    to: dayString,
  })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    message: `at most ${ANALYTICS_MAX_DAYS} days`,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const countsSchema = z.object(
  Object.fromEntries(ANALYTICS_COUNTS.map((name) => [name, z.number().int()])) as Record<
    AnalyticsCount,
    z.ZodNumber
  >,
);

export const analyticsDaySchema = countsSchema.extend({
  day: dayString,
  /** Paid purchases per currency, in minor units. */
  revenue: z.record(z.string(), z.number().int()),
});
export const analyticsAnswerSchema = z.object({
  days: z.array(analyticsDaySchema),
  totals: countsSchema.extend({
    revenue: z.record(z.string(), z.number().int()),
    /** First purchases per sign-up over the period (0 to 1), null without sign-ups. */
    conversion: z.number().nullable(),
  }),
  /** When the numbers were last brought up to date. */
  updated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;
