import { z } from 'zod';
import {
  NOTIFICATIONS_DISABLED_REASONS,
  PASSWORD_MAX_LENGTH,
  PROFILE_STATUSES,
  SIGNUP_MESSAGE_MAX_LENGTH,
  USER_STATUSES,
} from './account-constants.js';
import { localeSchema } from './locale-schema.js';
import { changes, idSchema, text } from './primitives.js';
import { trackingSchema } from './tracking.js';

/** Member accounts (issue #3): signup, login, sessions, reset, e-mail change, settings, deletion. */

export const notificationsDisabledReasonSchema = z.enum(NOTIFICATIONS_DISABLED_REASONS);

/** The logged-in user of spec §3. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: localeSchema,
  notifications_disabled: z.array(notificationsDisabledReasonSchema),
  profile: z
    .object({
      id: z.number().int(),
      name: z.string(),
      country: z.string(),
      status: z.enum(PROFILE_STATUSES),
      main_image: z.object({ filename: z.string(), thumb_filename: z.string() }).nullable(),
      /** No main image yet, but a photo waits for review (the tenant approves photos first). */
      photo_pending: z.boolean().optional(),
    })
    .nullable(),
});
export type User = z.infer<typeof userSchema>;
export const userAnswerSchema = z.object({ user: userSchema.nullable() });
export const loggedInAnswerSchema = z.object({ user: userSchema });
export const okSchema = z.object({ ok: z.literal(true) });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'invalid_email' }));
export const passwordSchema = text(PASSWORD_MAX_LENGTH * 4);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_of_birth_required');

/** The signup form of spec §3; the rules of spec §5 are checked by the API with their own codes. */
export const signupRequestSchema = z.object({
  email: text(254),
  name: text(100),
  password: passwordSchema,
  password_repeat: passwordSchema,
  date_of_birth: isoDate.or(z.literal('')),
  signup_message: text(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
  gender: z.enum(['male', 'female']).optional(),
  seeking: z.enum(['male', 'female', 'both']).optional(),
  language: localeSchema.optional(),
  tracking: trackingSchema.optional(),
  invite: text(64).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({ email: text(254), password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const updateUserRequestSchema = changes(
  z.object({
    language: localeSchema.optional(),
    signup_message: text(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
  }),
);

export const resetRequestSchema = z.object({ email: text(254) });
export const resetDoRequestSchema = z.object({
  token: text(128),
  password: passwordSchema,
  password_repeat: passwordSchema,
});
export const tokenRequestSchema = z.object({ token: text(128) });

export const passwordChangeRequestSchema = z.object({
  old_password: passwordSchema,
  password: passwordSchema,
  password_repeat: passwordSchema,
});
export const emailChangeRequestSchema = z.object({ email: text(254), password: passwordSchema });

export const notificationPreferencesSchema = z.object({
  email_messages: z.boolean(),
  email_likes: z.boolean(),
  email_news: z.boolean(),
  push_messages: z.boolean(),
  push_likes: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const accountSettingsSchema = z.object({
  email: z.string(),
  language: localeSchema,
  invisible: z.boolean(),
  notifications: notificationPreferencesSchema,
  notifications_disabled: z.array(notificationsDisabledReasonSchema),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
export const accountSettingsUpdateSchema = changes(
  z.object({
    language: localeSchema.optional(),
    invisible: z.boolean().optional(),
    notifications: notificationPreferencesSchema.partial().optional(),
    /** Turns notifications back on after fbl/bounce/listunsubscribe. */
    enable_notifications: z.literal(true).optional(),
  }),
);

export const blockedProfileSchema = z.object({
  profile_id: z.number().int(),
  name: z.string(),
  thumb_filename: z.string().nullable(),
  blocked_at: z.string(),
});
export const blocksAnswerSchema = z.object({ blocks: z.array(blockedProfileSchema) });
export const blockRequestSchema = z.object({ profile_id: idSchema });

export const deleteOfferSchema = z.object({ delete_discount: z.number().int().min(0).max(100) });
export const deleteAccountRequestSchema = z.object({
  password: passwordSchema,
  reason: text(500).optional(),
});
export const retentionAnswerSchema = z.object({
  code: z.string(),
  value_percentage: z.number(),
  expires: z.string(),
});

/** Mail provider webhook: notifications off for an address, with the reason of spec §4. */
export const mailEventRequestSchema = z.object({
  email: text(254),
  reason: notificationsDisabledReasonSchema,
});
