import { z } from 'zod';
import { idSchema, queryIdSchema, text } from './primitives.js';

/**
 * Photo moderation (issue #12): where a tenant sets `photo_approval`, a member's new photo waits for
 * support. Only its owner sees it meanwhile; approved it shows to everyone, rejected it is deleted and
 * the member gets a mail with the reason in their own language.
 */

export const PHOTO_REVIEW_STATUSES = ['approved', 'pending'] as const;
export type PhotoReviewStatus = (typeof PHOTO_REVIEW_STATUSES)[number];

/**
 * Why a photo was refused: each is written out in the member's language in the mail; `other` needs a
 * note, which any reason may carry (sent as written).
 */
export const PHOTO_REJECT_REASONS = [
  'not_recognisable',
  'not_own_photo',
  'explicit',
  'contact_details',
  'poor_quality',
  'other',
] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];
export const PHOTO_REJECT_NOTE_MAX = 500;

/** Pending photos a page of the review queue holds. */
export const PHOTO_REVIEW_PAGE_SIZE = 24;

const cursorSchema = z.string().regex(/^\d{1,18}$/, 'cursor_invalid');

/** GET /api/admin/photo-reviews.php: pending photos, oldest first, of one tenant or all the staff's. */
export const adminPhotoReviewsQuerySchema = z.object({
  tenant_id: queryIdSchema.optional(),
  cursor: cursorSchema.optional(),
});
export type AdminPhotoReviewsQuery = z.infer<typeof adminPhotoReviewsQuerySchema>;

export const pendingPhotoSchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  member_id: z.number().int().nullable(),
  profile_id: z.number().int(),
  profile_name: z.string(),
  /** Under the tenant's CDN prefix: a CDN's address, or `/media/`, served on the console's host too. */
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  uploaded_at: z.string(),
});
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;

export const adminPhotoReviewsAnswerSchema = z.object({
  photos: z.array(pendingPhotoSchema),
  /** Every pending photo of the scope (all pages), for the live count. */
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type AdminPhotoReviewsAnswer = z.infer<typeof adminPhotoReviewsAnswerSchema>;

/** POST /api/admin/photo-review.php: approve, or reject with a reason (and a note, needed for `other`). */
export const adminPhotoReviewSchema = z
  .object({
    photo_id: idSchema,
    decision: z.enum(['approve', 'reject']),
    reason: z.enum(PHOTO_REJECT_REASONS).optional(),
    note: text(PHOTO_REJECT_NOTE_MAX).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision !== 'reject') return;
    if (!body.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'reason_required' });
    if (body.reason === 'other' && !body.note?.trim())
      context.addIssue({ code: 'custom', path: ['note'], message: 'note_required' });
  });
export type AdminPhotoReview = z.infer<typeof adminPhotoReviewSchema>;

export const adminPhotoReviewAnswerSchema = z.object({
  photo_id: z.number().int(),
  decision: z.enum(['approve', 'reject']),
  /** The rejection mail in the outbox (null on approval). */
  mail_id: z.number().int().nullable(),
});
