import { z } from 'zod';
import { DISCOUNT_KINDS, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payment-constants.js';
import { idSchema, queryIdSchema, text } from './primitives.js';
import { COMPLAINT_REASONS } from './profiles.js';

/** Support in the console (issue #12): the complaints queue and the member lookup. */

const timestamp = z.string();
const cursorSchema = z.string().regex(/^\d{1,18}$/, 'cursor_invalid');
const page = { next_cursor: z.string().nullable() };

/** Rows a page of the queue, the member search, a ledger or a conversation holds. */
export const SUPPORT_PAGE_SIZE = 50;

export const COMPLAINT_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type ComplaintStatusName = (typeof COMPLAINT_STATUSES)[number];
/** What support may do about a complaint's reported member; `refund` gives credits to the complainant. */
export const COMPLAINT_ACTIONS = ['warn', 'disable', 'enable', 'delete', 'refund'] as const;

const staffRef = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const supportMemberSummarySchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  status: z.string(),
  language: z.string(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  /** Locked after too many wrong passwords, until then (disabled by support: see `disabled_at`). */
  locked_until: timestamp.nullable(),
  created_at: timestamp,
});
export type SupportMemberSummary = z.infer<typeof supportMemberSummarySchema>;

export const complaintListItemSchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  status: z.enum(COMPLAINT_STATUSES),
  reason: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  assigned: staffRef,
  complainant: z
    .object({ id: z.number().int(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  profile: z.object({ id: z.number().int(), name: z.string(), is_fictional: z.boolean() }).nullable(),
  notes: z.number().int(),
});
export type ComplaintListItem = z.infer<typeof complaintListItemSchema>;

/**
 * GET /api/admin/complaints.php: the queue, newest first, over the tenants of the staff member (or the one
 * named); `assigned` is `me`, `none` or a staff id.
 */
export const adminComplaintsQuerySchema = z.object({
  tenant_id: queryIdSchema.optional(),
  status: z.enum(COMPLAINT_STATUSES).optional(),
  reason: z.enum(COMPLAINT_REASONS).optional(),
  assigned: z.union([z.enum(['me', 'none']), z.string().regex(/^\d{1,9}$/)]).optional(),
  cursor: cursorSchema.optional(),
});
export type AdminComplaintsQuery = z.infer<typeof adminComplaintsQuerySchema>;
export const adminComplaintsAnswerSchema = z.object({
  complaints: z.array(complaintListItemSchema),
  ...page,
});

export const supportMessageSchema = z.object({
  id: z.number().int(),
  /** Written by the complainant (else by the reported profile). */
  from_complainant: z.boolean(),
  kind: z.string(),
  text: z.string().nullable(),
  created_at: timestamp,
});
export const complaintNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: staffRef,
  created_at: timestamp,
});
export const complaintHistorySchema = z.object({
  action: z.string(),
  staff: staffRef,
  at: timestamp,
  before: z.unknown(),
  after: z.unknown(),
});

/** Money that went back from a payment: a refund, or a chargeback by the bank (amounts in minor units). */
export const supportPaymentReversalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** The credits this amount bought; `credits_taken` of them came back, the rest is a debt. */
  credits: z.number().int(),
  credits_taken: z.number().int(),
  debt_credits: z.number().int(),
  created_at: timestamp,
});
export type SupportPaymentReversal = z.infer<typeof supportPaymentReversalSchema>;

/** One of a member's payments, as support sees it (amounts in minor units of `currency`). */
export const supportPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS).nullable(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  /** Over all refunds of the payment (chargebacks apart). */
  refunded_amount: z.number().int(),
  refunded_credits: z.number().int(),
  refunds: z.array(supportPaymentReversalSchema),
  chargebacks: z.array(supportPaymentReversalSchema),
});
export type SupportPayment = z.infer<typeof supportPaymentSchema>;

/** GET /api/admin/complaint.php?id=: one complaint in full. */
export const adminComplaintQuerySchema = z.object({ id: queryIdSchema });
export const adminComplaintAnswerSchema = z.object({
  complaint: complaintListItemSchema,
  complainant: supportMemberSummarySchema.nullable(),
  reported: z
    .object({
      profile_id: z.number().int(),
      name: z.string(),
      is_fictional: z.boolean(),
      status: z.string(),
      /** The member behind a real profile. */
      member: supportMemberSummarySchema.nullable(),
    })
    .nullable(),
  messages: z.array(supportMessageSchema),
  messages_next_cursor: z.string().nullable(),
  notes: z.array(complaintNoteSchema),
  history: z.array(complaintHistorySchema),
  /** Paid payments of the complainant and the reported member with something left to refund, newest first. */
  payments: z.array(supportPaymentSchema.extend({ member_id: z.number().int() })),
});

/** GET /api/admin/complaint-messages.php: older messages between complainant and reported profile. */
export const adminComplaintMessagesQuerySchema = z.object({
  id: queryIdSchema,
  cursor: cursorSchema.optional(),
});
export const adminComplaintMessagesAnswerSchema = z.object({
  messages: z.array(supportMessageSchema),
  ...page,
});

/** PATCH /api/admin/complaints.php: status and assignment (`assigned_staff_id: null` unassigns). */
export const adminComplaintUpdateSchema = z
  .object({
    id: idSchema,
    status: z.enum(COMPLAINT_STATUSES).optional(),
    assigned_staff_id: idSchema.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assigned_staff_id !== undefined, 'nothing_to_change');
export const adminComplaintUpdateAnswerSchema = z.object({ complaint: complaintListItemSchema });

/** POST /api/admin/complaint-notes.php: an internal note. */
export const adminComplaintNoteSchema = z.object({
  complaint_id: idSchema,
  text: text(4000).refine((t) => t.trim().length > 0, 'note_empty'),
});
export const adminComplaintNoteAnswerSchema = z.object({ note: complaintNoteSchema });

/**
 * POST /api/admin/complaint-actions.php: an action on the reported member (warn by mail, disable,
 * enable, delete) or a refund of credits to the complainant. `action_key` is a uuid the client makes
 * once per intended action: the same key twice acts once.
 */
export const adminComplaintActionSchema = z
  .object({
    complaint_id: idSchema,
    action: z.enum(COMPLAINT_ACTIONS),
    action_key: z.uuid(),
    reason: text(500).refine((t) => t.trim().length > 0, 'reason_required'),
    credits: z.number().int().min(1).max(100_000).optional(),
  })
  .refine((body) => body.action !== 'refund' || body.credits !== undefined, {
    message: 'credits_required',
    path: ['credits'],
  });
export const adminComplaintActionAnswerSchema = z.object({
  complaint: complaintListItemSchema,
  /** False when this action_key was done before (nothing happened twice). */
  done: z.boolean(),
  /** The complainant's balance after a refund. */
  credits: z.number().int().optional(),
});

/** POST /api/admin/complaint-reply.php: a mail to the complainant, kept in the outbox. */
export const adminComplaintReplySchema = z.object({
  complaint_id: idSchema,
  /** Made once per reply by the client: the same key twice mails once. */
  action_key: z.uuid().optional(),
  text: text(5000).refine((t) => t.trim().length > 0, 'reply_empty'),
});
export const adminComplaintReplyAnswerSchema = z.object({
  mail_id: z.number().int().nullable(),
  done: z.boolean(),
});

/** GET /api/admin/members.php: by id, the start of an e-mail or a name, over the staff member's tenants. */
export const adminMembersQuerySchema = z.object({
  q: text(200).refine((q) => q.trim().length > 0, 'query_empty'),
  tenant_id: queryIdSchema.optional(),
  cursor: cursorSchema.optional(),
});
export const supportMemberFoundSchema = supportMemberSummarySchema.extend({
  /** Disabled by support (no login, profile hidden) since then. */
  disabled_at: timestamp.nullable(),
});
export type SupportMemberFound = z.infer<typeof supportMemberFoundSchema>;
export const adminMembersAnswerSchema = z.object({ members: z.array(supportMemberFoundSchema), ...page });

export const supportLedgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  created_at: timestamp,
});

/** A discount code the member used (or holds reserved on an open payment). */
export const supportCodeUseSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value_percentage: z.number(),
  status: z.enum(['reserved', 'used', 'released']),
  payment_id: z.number().int(),
  created_at: timestamp,
});
export type SupportCodeUse = z.infer<typeof supportCodeUseSchema>;

/** GET /api/admin/member.php?id=: one member for support. */
export const adminMemberQuerySchema = z.object({ id: queryIdSchema });
export const adminMemberAnswerSchema = z.object({
  member: supportMemberFoundSchema.extend({
    confirmed_at: timestamp.nullable(),
    deletion_requested_at: timestamp.nullable(),
    deletion_reason: z.string().nullable(),
    notifications_disabled: z.array(z.string()),
  }),
  profile: z
    .object({
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      about: z.string().nullable(),
      /** Full size and thumbnail, absolute (the tenant's CDN, or its site's /media/). */
      photos: z.array(
        z.object({
          id: z.number().int(),
          position: z.number().int(),
          url: z.string(),
          thumb_url: z.string(),
          /** Waiting for review (the tenant approves photos first): nobody else sees it yet. */
          pending: z.boolean(),
        }),
      ),
    })
    .nullable(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      created_at: timestamp,
      expires_at: timestamp,
    }),
  ),
  ledger: z.array(supportLedgerEntrySchema),
  ledger_next_cursor: z.string().nullable(),
  payments: z.array(supportPaymentSchema),
  /** Credits owed after refunds and chargebacks (shown to support). */
  debt_credits: z.number().int(),
  codes: z.array(supportCodeUseSchema),
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to_address: z.string(),
      subject: z.string(),
      status: z.string(),
      created_at: timestamp,
    }),
  ),
});
export type AdminMemberAnswer = z.infer<typeof adminMemberAnswerSchema>;
export type SupportLedgerEntry = z.infer<typeof supportLedgerEntrySchema>;

/** GET /api/admin/member-ledger.php: older ledger entries of a member. */
export const adminMemberLedgerQuerySchema = z.object({ id: queryIdSchema, cursor: cursorSchema.optional() });
export const adminMemberLedgerAnswerSchema = z.object({ ledger: z.array(supportLedgerEntrySchema), ...page });

/** POST /api/admin/member-sessions.php (end them all) and /api/admin/member-activation.php (mail again). */
export const adminMemberIdSchema = z.object({ member_id: idSchema });
export const adminMemberSessionsAnswerSchema = z.object({ ended: z.number().int() });
export const adminMemberActivationAnswerSchema = z.object({ ok: z.literal(true) });
