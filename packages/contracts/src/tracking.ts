import { z } from 'zod';
import { text } from './primitives.js';

/**
 * The traffic source of a first visit (spec §3: network, ref, sub1-3, as TRACKING_KEYS), sent along with
 * the signup. Apart from account.ts because the web app reads it at start, before any other schema.
 */
export const trackingSchema = z.object({
  network: text(100).optional(),
  ref: text(100).optional(),
  sub1: text(200).optional(),
  sub2: text(200).optional(),
  sub3: text(200).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;
