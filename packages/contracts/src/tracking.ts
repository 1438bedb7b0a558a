import { z } from 'zod';
import { TRACKING_MAX_LENGTHS as MAX } from './account-constants.js';
import { text } from './primitives.js';

/**
 * The traffic source of a first visit (spec §3: network, ref, sub1-3, as TRACKING_KEYS), sent along with
 * the signup and checked here. The web app reads it at start without zod, by the same TRACKING_MAX_LENGTHS
 * and isStorableText (apps/web/src/features/signup/tracking.ts).
 */
export const trackingSchema = z.object({
  network: text(MAX.network).optional(),
  ref: text(MAX.ref).optional(),
  sub1: text(MAX.sub1).optional(),
  sub2: text(MAX.sub2).optional(),
  sub3: text(MAX.sub3).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;
