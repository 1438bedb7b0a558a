import { z } from 'zod';
import { interestKeySchema } from './catalogue.js';
import { idSchema, NOTHING_TO_CHANGE, queryIdSchema, text } from './primitives.js';
import {
  ABOUT_MAX_LENGTH,
  bodyTypeSchema,
  eyeColourSchema,
  genderSchema,
  hairSchema,
  profileCardSchema,
  relationshipStatusSchema,
  sexualitySchema,
} from './profiles.js';
import { countryCodeSchema } from './settings.js';

/** The moderator inbox, the staff message trail and the fictional profiles in the console (issue #12). */

const timestamp = z.iso.datetime({ offset: true });
/** A keyset cursor: digits, or `<microseconds>-<id>` for the inbox (oldest first). */
const cursorSchema = z.string().regex(/^\d{1,18}(-\d{1,10})?$/, 'cursor_invalid');

/** Conversations a page of the inbox holds. */
export const INBOX_PAGE_SIZE = 50;
/** Messages a page of the staff message trail holds. */
export const STAFF_MESSAGES_PAGE_SIZE = 50;
/** Fictional profiles a page of their list holds. */
export const FICTIONAL_PAGE_SIZE = 50;
/** Messages of history the context of a conversation shows. */
export const CONTEXT_MESSAGES = 50;
export const NOTES_MAX_LENGTH = 5000;

const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });

const claimSchema = z.object({ by: staffRefSchema, until: timestamp });

/** GET /api/admin/inbox.php: conversations waiting for an answer, oldest first. */
export const inboxQuerySchema = z.object({
  tenant_id: queryIdSchema.optional(),
  cursor: cursorSchema.optional(),
});
export const inboxEntrySchema = z.object({
  conversation_id: z.number().int(),
  /** The member's site. */
  tenant_id: z.number().int(),
  waiting_since: timestamp,
  /** A live claim (an expired one is null). */
  claim: claimSchema.nullable(),
  member: z.object({ id: z.number().int(), profile: profileCardSchema }),
  fictional_profile: profileCardSchema,
  last_message: z.object({ kind: z.string(), text: z.string().nullable(), created_at: timestamp }).nullable(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;
export const inboxAnswerSchema = z.object({
  conversations: z.array(inboxEntrySchema),
  next_cursor: z.string().nullable(),
});

export const inboxConversationRequestSchema = z.object({ conversation_id: idSchema });
export const inboxConversationQuerySchema = z.object({ conversation_id: queryIdSchema });

/** POST /api/admin/inbox-claim.php: this moderator's claim (409 conversation_claimed when another holds it). */
export const inboxClaimAnswerSchema = z.object({ claim: claimSchema });

export const staffMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** The member's site. */
  tenant_id: z.number().int(),
  kind: z.string(),
  text: z.string().nullable(),
  created_at: timestamp,
  /** The staff member who wrote it for the fictional profile; null for the member's own messages. */
  staff: staffRefSchema.nullable(),
  /** Written by the member (else for the fictional profile). */
  from_member: z.boolean(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

/** GET /api/admin/inbox-conversation.php: what a moderator sees beside the conversation. */
export const inboxConversationAnswerSchema = z.object({
  conversation_id: z.number().int(),
  tenant_id: z.number().int(),
  claim: claimSchema.nullable(),
  waiting: z.boolean(),
  member: z.object({
    id: z.number().int(),
    email: z.string(),
    credits: z.number().int(),
    paid_user: z.boolean(),
    language: z.string().nullable(),
    created_at: timestamp,
    profile: profileCardSchema.extend({ about: z.string(), gender: z.string(), sexuality: z.string() }),
    notes: z.string(),
  }),
  fictional_profile: profileCardSchema.extend({ about: z.string(), notes: z.string() }),
  /** The latest CONTEXT_MESSAGES, oldest first. */
  messages: z.array(staffMessageSchema),
});

/** POST /api/admin/inbox-reply.php: sent as the fictional profile, by the moderator holding the claim. */
export const inboxReplyRequestSchema = z.object({ conversation_id: idSchema, text: text(10_000) });
export const inboxReplyAnswerSchema = z.object({ message: staffMessageSchema });

/** PATCH /api/admin/notes.php: staff notes on a member or on a fictional profile (never shown to members). */
export const notesUpdateSchema = z.object({
  subject: z.enum(['member', 'profile']),
  id: idSchema,
  notes: text(NOTES_MAX_LENGTH),
});
export const notesAnswerSchema = z.object({
  subject: z.enum(['member', 'profile']),
  id: z.number().int(),
  notes: z.string(),
});

/** GET /api/admin/staff-messages.php: every message staff wrote, newest first, filtered. */
export const staffMessagesQuerySchema = z.object({
  tenant_id: queryIdSchema.optional(),
  staff_id: queryIdSchema.optional(),
  profile_id: queryIdSchema.optional(),
  member_id: queryIdSchema.optional(),
  cursor: cursorSchema.optional(),
});
/**
 * GET /api/admin/staff-writers.php: the staff who may have written in the tenant (or in all the caller's
 * tenants): those given a role there, and owners; by name, for the trail's staff filter.
 */
export const staffWritersQuerySchema = z.object({ tenant_id: queryIdSchema.optional() });
export const staffWritersAnswerSchema = z.object({ staff: z.array(staffRefSchema) });

export const staffMessagesAnswerSchema = z.object({
  messages: z.array(
    staffMessageSchema.extend({
      fictional_profile_id: z.number().int(),
      fictional_profile_name: z.string(),
      member_id: z.number().int(),
    }),
  ),
  next_cursor: z.string().nullable(),
});

const birthDateSchema = z.iso.date();
const fictionalFields = {
  name: text(40).pipe(z.string().trim().min(1)),
  gender: genderSchema,
  sexuality: sexualitySchema,
  relationship_status: relationshipStatusSchema,
  hair: hairSchema.nullable(),
  eye_colour: eyeColourSchema.nullable(),
  body_type: bodyTypeSchema.nullable(),
  tattoos: z.boolean(),
  date_of_birth: birthDateSchema,
  city: text(100).pipe(z.string().trim().min(1)),
  region: text(20),
  country: countryCodeSchema,
  about: text(ABOUT_MAX_LENGTH),
  interests: z.array(interestKeySchema).max(30),
  status: z.enum(['active', 'disabled']),
  notes: text(NOTES_MAX_LENGTH),
};

/** POST /api/admin/fictional-profiles.php: a fictional profile of a tenant (in its pool: shared by its niche when the tenant shares one). */
export const fictionalProfileCreateSchema = z.object({
  tenant_id: idSchema,
  ...fictionalFields,
  hair: fictionalFields.hair.optional(),
  eye_colour: fictionalFields.eye_colour.optional(),
  body_type: fictionalFields.body_type.optional(),
  tattoos: fictionalFields.tattoos.optional(),
  region: fictionalFields.region.optional(),
  about: fictionalFields.about.optional(),
  interests: fictionalFields.interests.optional(),
  status: fictionalFields.status.optional(),
  notes: fictionalFields.notes.optional(),
});
export const fictionalProfileUpdateSchema = z
  .object({
    id: idSchema,
    name: fictionalFields.name.optional(),
    gender: fictionalFields.gender.optional(),
    sexuality: fictionalFields.sexuality.optional(),
    relationship_status: fictionalFields.relationship_status.optional(),
    hair: fictionalFields.hair.optional(),
    eye_colour: fictionalFields.eye_colour.optional(),
    body_type: fictionalFields.body_type.optional(),
    tattoos: fictionalFields.tattoos.optional(),
    date_of_birth: fictionalFields.date_of_birth.optional(),
    city: fictionalFields.city.optional(),
    region: fictionalFields.region.optional(),
    country: fictionalFields.country.optional(),
    about: fictionalFields.about.optional(),
    interests: fictionalFields.interests.optional(),
    status: fictionalFields.status.optional(),
    notes: fictionalFields.notes.optional(),
  })
  .refine(({ id: _id, ...fields }) => Object.values(fields).some((v) => v !== undefined), NOTHING_TO_CHANGE);
export type FictionalProfileUpdate = z.infer<typeof fictionalProfileUpdateSchema>;
export type FictionalProfileCreate = z.infer<typeof fictionalProfileCreateSchema>;

export const fictionalProfileSchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  /** `tenant:<id>`, or `niche:<n>` when the tenant shares its niche's pool. */
  pool: z.string(),
  name: z.string(),
  gender: z.string(),
  sexuality: z.string(),
  relationship_status: z.string().nullable(),
  hair: z.string().nullable(),
  eye_colour: z.string().nullable(),
  body_type: z.string().nullable(),
  tattoos: z.boolean().nullable(),
  date_of_birth: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  about: z.string(),
  interests: z.array(z.string()),
  status: z.string(),
  notes: z.string(),
  main_image: z.object({ filename: z.string(), thumb_filename: z.string(), match: z.string() }).nullable(),
  photo_count: z.number().int(),
  created_at: timestamp,
});
export type FictionalProfile = z.infer<typeof fictionalProfileSchema>;
export const fictionalProfileAnswerSchema = z.object({ profile: fictionalProfileSchema });

/** GET /api/admin/fictional-profile.php?id=: one fictional profile, for its editor. */
export const fictionalProfileQuerySchema = z.object({ id: queryIdSchema });

export const fictionalProfilesQuerySchema = z.object({
  tenant_id: queryIdSchema,
  q: text(40).optional(),
  cursor: cursorSchema.optional(),
});
export const fictionalProfilesAnswerSchema = z.object({
  profiles: z.array(fictionalProfileSchema),
  next_cursor: z.string().nullable(),
});

/** An event of GET /api/admin/inbox-events.php: the inbox changed (reload the entry or the page). */
export const inboxEventSchema = z.object({
  type: z.literal('queue'),
  /** `message`: the member wrote again in a conversation that was already waiting. */
  change: z.enum(['added', 'message', 'claimed', 'released', 'answered']),
  tenant_id: z.number().int(),
  conversation_id: z.number().int(),
  claimed_by: z.number().int().nullable(),
  claimed_until: timestamp.nullable(),
});
export type InboxEvent = z.infer<typeof inboxEventSchema>;

/** GET and POST (multipart, field PHOTO_UPLOAD_FIELD) /api/admin/fictional-photos.php?profile_id=. */
export const fictionalPhotosQuerySchema = z.object({ profile_id: queryIdSchema });
/** PATCH /api/admin/fictional-photos.php: another main photo. */
export const fictionalPhotoMainSchema = z.object({ profile_id: idSchema, main_photo_id: idSchema });
/** DELETE /api/admin/fictional-photos.php. */
export const fictionalPhotoDeleteSchema = z.object({ profile_id: idSchema, id: idSchema });
