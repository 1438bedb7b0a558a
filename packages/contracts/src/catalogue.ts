import { z } from 'zod';
import { countryCodeSchema } from './settings.js';

/** Interests a profile can list; the apps translate `interest.<key>`. */
export const INTEREST_KEYS = [
  'travel',
  'cooking',
  'music',
  'movies',
  'sports',
  'fitness',
  'reading',
  'art',
  'nature',
  'dancing',
  'photography',
  'gaming',
  'animals',
  'wine',
  'fashion',
  'cars',
  'beach',
  'concerts',
  'yoga',
  'gardening',
] as const;
export const interestKeySchema = z.enum(INTEREST_KEYS);

/** GET /api/interests.php */
export const interestsSchema = z.object({
  interests: z.array(z.object({ id: z.number().int(), key: interestKeySchema })),
});
export type Interests = z.infer<typeof interestsSchema>;

/** GET /api/regions.php — the regions of each of the tenant's countries. */
export const regionsSchema = z.object({
  countries: z.array(
    z.object({
      country: countryCodeSchema,
      regions: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type Regions = z.infer<typeof regionsSchema>;
