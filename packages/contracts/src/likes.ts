import { z } from 'zod';
import { idSchema, queryNumber } from './primitives.js';
import { profileCardSchema } from './profiles.js';

const timestamp = z.iso.datetime({ offset: true });

/** POST and DELETE /api/likes.php: like or unlike a profile of the pool. */
export const likeRequestSchema = z.object({ profile_id: idSchema });
export const likeAnswerSchema = z.object({
  liked: z.boolean(),
  /** Both like each other now: the web app shows "It's a match". */
  match: z.boolean(),
});

/** A profile the member liked (tab "sent"). */
export const sentLikeSchema = profileCardSchema.extend({ liked_at: timestamp });
/** A profile that liked the member (tab "received"); `like_new` until the member opens that profile. */
export const receivedLikeSchema = profileCardSchema.extend({ like_new: z.boolean(), liked_at: timestamp });

/** GET /api/likes.php (spec §3): liked `profiles` and `liked_by`; matches are the profiles in both. */
export const likesAnswerSchema = z.object({
  profiles: z.array(sentLikeSchema),
  liked_by: z.array(receivedLikeSchema),
});
export type LikesAnswer = z.infer<typeof likesAnswerSchema>;
export type ReceivedLike = z.infer<typeof receivedLikeSchema>;
export type SentLike = z.infer<typeof sentLikeSchema>;

/** The profile of the new-like modal (spec §3): its `main_image.match` is served from cdn_prefix. */
export const likeModalProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  fictional: z.boolean(),
  main_image: z.object({ match: z.string() }),
});
export type LikeModalProfile = z.infer<typeof likeModalProfileSchema>;

/** GET /api/auto-like.php (spec §7): a profile that likes the member now, or null when none is due. */
export const autoLikeAnswerSchema = likeModalProfileSchema.nullable();

/** GET /api/suggestions.php: profiles the member may like (match finder, signup matches, swipe game). */
export const suggestionsQuerySchema = z.object({
  limit: queryNumber(z.number().int().min(1).max(48).optional()),
});
export const suggestionsAnswerSchema = z.object({ profiles: z.array(profileCardSchema) });

/** GET /api/swipe.php: the swipe game's stack and the likes left today (SWIPE_LIKES_PER_DAY). */
export const swipeAnswerSchema = z.object({
  profiles: z.array(profileCardSchema),
  likes_left: z.number().int(),
  /** When the day ends in the tenant's time zone and the likes come back. */
  resets_at: timestamp,
});
/** POST /api/swipe.php: like (counts against the day's likes) or pass (free) a profile. */
export const swipeRequestSchema = z.object({ profile_id: idSchema, like: z.boolean() });
export const swipeResultSchema = z.object({ likes_left: z.number().int(), match: z.boolean() });
