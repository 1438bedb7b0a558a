import { z } from 'zod';
import { interestKeySchema } from './catalogue.js';
import { changes, idSchema, queryIdSchema, queryNumber, text } from './primitives.js';
import { countryCodeSchema } from './settings.js';
import { trackingSchema } from './tracking.js';

// Profile attribute values (spec §3). The apps translate `profile.<attribute>.<value>`.
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'married',
  'divorced',
  'widowed',
  'living_together',
  'unmarried',
] as const;
export const HAIR_COLOURS = ['blond', 'dark_blond', 'brown', 'black', 'red', 'grey', 'bald'] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'a_few_extra_pounds'] as const;

/** Every attribute whose values the apps translate, with its values. */
export const PROFILE_ATTRIBUTE_VALUES = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  relationship_status: RELATIONSHIP_STATUSES,
  hair: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
} as const;
export type ProfileAttribute = keyof typeof PROFILE_ATTRIBUTE_VALUES;

export const genderSchema = z.enum(GENDERS);
export const sexualitySchema = z.enum(SEXUALITIES);

/** Whom a member looks for, from their gender and sexuality: one gender, or either (bi: undefined). */
export function soughtGender(
  gender: (typeof GENDERS)[number],
  sexuality: (typeof SEXUALITIES)[number],
): (typeof GENDERS)[number] | undefined {
  if (sexuality === 'bi') return undefined;
  if (sexuality === 'hetero') return gender === 'male' ? 'female' : 'male';
  return gender;
}
export const relationshipStatusSchema = z.enum(RELATIONSHIP_STATUSES);
export const hairSchema = z.enum(HAIR_COLOURS);
export const eyeColourSchema = z.enum(EYE_COLOURS);
export const bodyTypeSchema = z.enum(BODY_TYPES);

/** Photos a member may keep (spec §5, §9). */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
/** How many of a profile's photos a free member sees unblurred (spec §6 "partial photo view"). */
export const FREE_VISIBLE_PHOTOS = 2;
export const ABOUT_MAX_LENGTH = 1000;
export const SEARCH_PAGE_SIZE = 24;
/** Above this many results the count is given as "1,000+" (an exact count would walk the pool). */
export const SEARCH_COUNT_CAP = 1000;
export const SEARCH_MAX_DISTANCE_KM = 500;

/**
 * An image as the apps show it: paths under the tenant's `cdn_prefix` (spec §3 main_image, like-modal
 * `match`). For a photo the viewer may not see, all three are the blurred rendition.
 */
export const imageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  match: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const photoSchema = imageSchema.extend({
  id: z.number().int(),
  /** A photo a free member may not see: the paths are its blurred rendition, never the original. */
  locked: z.boolean(),
  /** Only in the owner's own lists: the photo waits for approval and nobody else sees it yet. */
  pending: z.boolean().optional(),
});
export type Photo = z.infer<typeof photoSchema>;

export const placeSchema = z.object({
  /** The place's id in the dataset installed with the API (GeoNames id). */
  id: z.number().int(),
  city: z.string(),
  /** ISO 3166-2 subdivision code without the country (as GET /api/regions.php), or '' when unknown. */
  region: z.string(),
  region_name: z.string(),
  country: countryCodeSchema,
});
export type Place = z.infer<typeof placeSchema>;

/** A profile in search results and lists. */
export const profileCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  main_image: imageSchema.nullable(),
  /** Operator-run: always shown with the tenant's fictional_icon (and fictional_warning on its page). */
  fictional: z.boolean(),
  /** Active in the last 15 minutes. */
  online: z.boolean(),
  /** Kilometres from the searching member's own place, when both places are known. */
  distance: z.number().int().nullable(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

/** GET /api/profile.php?id= — the fields the tenant's visible_profile_fields allow, the rest absent. */
export const profileDetailSchema = profileCardSchema.extend({
  gender: genderSchema.optional(),
  sexuality: sexualitySchema.optional(),
  relationship_status: relationshipStatusSchema.optional(),
  hair: hairSchema.optional(),
  eye_colour: eyeColourSchema.optional(),
  body_type: bodyTypeSchema.optional(),
  interests: z.array(interestKeySchema).optional(),
  tattoos: z.boolean().optional(),
  /** Present when the tenant's visible_profile_notes allows. */
  about: z.string().optional(),
  photos: z.array(photoSchema),
  /** How many photos are locked for this viewer (a reason to go premium). */
  locked_photos: z.number().int(),
  /** The viewer blocked this profile (the page offers to unblock). */
  blocked: z.boolean(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;
export const profileAnswerSchema = z.object({ profile: profileDetailSchema });
export const profileQuerySchema = z.object({ id: queryIdSchema });

/** GET /api/my-profile.php — the own profile, every field, all photos. */
export const ownProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: genderSchema,
  sexuality: sexualitySchema,
  /** Null until the member says (signup does not ask), as hair, eye colour, body type and tattoos. */
  relationship_status: relationshipStatusSchema.nullable(),
  hair: hairSchema.nullable(),
  eye_colour: eyeColourSchema.nullable(),
  body_type: bodyTypeSchema.nullable(),
  interests: z.array(interestKeySchema),
  tattoos: z.boolean().nullable(),
  date_of_birth: z.string(),
  age: z.number().int(),
  place: placeSchema.nullable(),
  /** City, region and country as shown (also when the place has no dataset id). */
  city: z.string(),
  region: z.string(),
  country: z.string(),
  about: z.string(),
  main_image: imageSchema.nullable(),
  photos: z.array(photoSchema),
  photo_limit: z.number().int(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileAnswerSchema = z.object({ profile: ownProfileSchema });

/** PUT /api/my-profile.php — any of the fields; the place by its dataset id (GET /api/geocode.php, /api/places.php). */
export const ownProfileUpdateSchema = changes(
  z.object({
    gender: genderSchema.optional(),
    sexuality: sexualitySchema.optional(),
    relationship_status: relationshipStatusSchema.nullable().optional(),
    hair: hairSchema.nullable().optional(),
    eye_colour: eyeColourSchema.nullable().optional(),
    body_type: bodyTypeSchema.nullable().optional(),
    interests: z.array(interestKeySchema).max(20).optional(),
    tattoos: z.boolean().nullable().optional(),
    date_of_birth: z.iso.date().optional(),
    place_id: idSchema.optional(),
    about: text(ABOUT_MAX_LENGTH).optional(),
  }),
);
export type OwnProfileUpdate = z.infer<typeof ownProfileUpdateSchema>;

/** Degrees up to ±`limit`, with a fraction; an empty value is none (not 0, a real place). */
const degrees = (limit: number) => queryNumber(z.number().min(-limit).max(limit), { fraction: true });
const latitude = degrees(90);
const longitude = degrees(180);

/** GET /api/geocode.php?lat=&lon= — the nearest place; `place` is null far from any (at sea). */
export const geocodeQuerySchema = z.object({ lat: latitude, lon: longitude });
export const geocodeAnswerSchema = z.object({
  place: placeSchema.nullable(),
  /** Kilometres from the position to the place. */
  distance: z.number().nullable(),
});

/** GET /api/places.php?q=&country= — autocomplete for choosing a place by hand. */
export const placesQuerySchema = z.object({
  q: text(100).pipe(z.string().trim().min(1)),
  country: countryCodeSchema.optional(),
});
export const placesAnswerSchema = z.object({ places: z.array(placeSchema) });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional();
const age = queryNumber(z.number().int().min(18).max(120).optional());

/**
 * GET /api/search.php. Filters the tenant does not offer (search_fields) are ignored. Results come
 * newest first; `cursor` is the `next_cursor` of the page before (keyset, never an OFFSET walk).
 */
export const searchQuerySchema = z.object({
  gender: oneOf(GENDERS),
  country: countryCodeSchema.optional(),
  countryregion: text(10).optional(),
  min_age: age,
  max_age: age,
  distance: queryNumber(z.number().int().min(1).max(SEARCH_MAX_DISTANCE_KM).optional()),
  sexuality: oneOf(SEXUALITIES),
  relationship_status: oneOf(RELATIONSHIP_STATUSES),
  hair: oneOf(HAIR_COLOURS),
  eye_colour: oneOf(EYE_COLOURS),
  body_type: oneOf(BODY_TYPES),
  tattoos: z.enum(['yes', 'no']).optional(),
  /** 1 for the first page; with `cursor`, the number of the page that cursor opens. */
  page: queryNumber(z.number().int().min(1).max(10_000).optional()),
  cursor: text(200).optional(),
  /** A logged-out visitor's traffic source (as the signup's `tracking`): logged_out_search_trafficsource. */
  network: trackingSchema.shape.network,
  ref: trackingSchema.shape.ref,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchAnswerSchema = z.object({
  profiles: z.array(profileCardSchema),
  /** Matching profiles, counted up to SEARCH_COUNT_CAP. */
  numResults: z.number().int(),
  /** numResults stopped at SEARCH_COUNT_CAP: show "1,000+". */
  numResultsCapped: z.boolean(),
  page: z.number().int(),
  next_cursor: z.string().nullable(),
  /**
   * Few profiles matched, so these are similar results: the filters named in `relaxed` were widened or
   * dropped, in that order. Empty when the results match the filters as asked.
   */
  similar: z.boolean(),
  relaxed: z.array(z.string()),
  /**
   * Similar results' page 1 leads with the few profiles that match the filters as asked: the first
   * `exactMatches` of `profiles` (newest first), the similar ones after them. 0 on every other page.
   */
  exactMatches: z.number().int(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** GET /api/photos.php — the own photos, the first is the main photo. */
export const photosAnswerSchema = z.object({
  photos: z.array(photoSchema),
  limit: z.number().int(),
});
/** PUT /api/photos.php — a new order (every own photo id once), or one photo to become the main one. */
export const photosUpdateSchema = changes(
  z.object({
    order: z.array(idSchema).max(PHOTO_LIMITS.premium).optional(),
    main_photo_id: idSchema.optional(),
  }),
);
export const photoDeleteSchema = z.object({ id: idSchema });
/** POST /api/photos.php takes multipart/form-data with one file in the field `photo`. */
export const PHOTO_UPLOAD_FIELD = 'photo';
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** The shorter side a photo needs at least: its smallest rendition (thumb, 200 × 250) is not blown up. */
export const PHOTO_MIN_SIDE = 200;

export const COMPLAINT_REASONS = [
  'fake_profile',
  'inappropriate_photos',
  'harassment',
  'spam_or_scam',
  'underage',
  'other',
] as const;
/**
 * POST /api/complaints.php — a report about a profile, or (no profile_id) a general complaint from the
 * /complaints page, which names its subject and says what happened; kept for support.
 */
export const complaintRequestSchema = z
  .object({
    profile_id: idSchema.optional(),
    reason: z.enum(COMPLAINT_REASONS),
    subject: text(200).optional(),
    text: text(2000).optional(),
  })
  .refine((c) => c.profile_id !== undefined || (!!c.subject?.trim() && !!c.text?.trim()), {
    message: 'complaint_subject_required',
    path: ['subject'],
  })
  // "Other" alone tells support nothing
  .refine((c) => c.reason !== 'other' || !!c.text?.trim(), {
    message: 'complaint_text_required',
    path: ['text'],
  });
export const complaintAnswerSchema = z.object({ id: z.number().int() });
