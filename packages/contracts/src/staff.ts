import { z } from 'zod';
import { passwordSchema } from './account.js';
import { totpCodeSchema } from './admin.js';
import { idSchema, NOTHING_TO_CHANGE, queryIdSchema, text } from './primitives.js';
import { AUDIT_PAGE_SIZE, STAFF_PAGE_SIZE, STAFF_ROLES, STAFF_STATUSES } from './staff-constants.js';

const timestamp = z.iso.datetime({ offset: true });
/** A keyset cursor: the id of the last row of the page before. */
const cursorSchema = z.string().regex(/^\d{1,18}$/, 'cursor_invalid');

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffStatusSchema = z.enum(STAFF_STATUSES);

/** One role of a staff member, on one tenant or (tenant_id null) on all of them. */
export const staffGrantSchema = z.object({ role: staffRoleSchema, tenant_id: idSchema.nullable() });
export type StaffGrant = z.infer<typeof staffGrantSchema>;

const grantsSchema = z
  .array(staffGrantSchema)
  .min(1)
  .max(200)
  .refine(
    (grants) => grants.every((g) => g.role !== 'owner' || g.tenant_id === null),
    'owners are given all tenants (tenant_id null)',
  )
  .refine(
    (grants) => new Set(grants.map((g) => `${g.role}:${g.tenant_id}`)).size === grants.length,
    'each role and tenant once',
  );

/** A staff member as the console shows it; no password hash, no TOTP secret, ever. */
export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: staffStatusSchema,
  roles: z.array(staffGrantSchema),
  totp_enabled: z.boolean(),
  totp_required: z.boolean(),
  /** The password was generated for them: they choose their own before anything else. */
  password_change_required: z.boolean(),
  created_at: timestamp,
  last_login_at: timestamp.nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffTenantSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Where the tenant's photos are (`/media/` is served on the admin host too): thumbnails in the console. */
  cdn_prefix: z.string(),
});

/**
 * GET /api/admin/me.php (and the answer of a sign-in): the staff member, the tenants they may work on,
 * and what they must set up first (their own password, a second factor their owner requires).
 */
export const staffMeAnswerSchema = z.object({
  staff: staffSchema,
  tenants: z.array(staffTenantSchema),
  setup: z.object({ password: z.boolean(), totp: z.boolean() }),
});
export type StaffMeAnswer = z.infer<typeof staffMeAnswerSchema>;

/**
 * POST /api/admin/totp.php: a new secret to enter in an authenticator app, confirmed by a code. With a
 * second factor already on (a new phone), the current app's code is asked for first.
 */
export const totpStartRequestSchema = z.object({ code: totpCodeSchema.optional() });
export const totpStartAnswerSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema });

/** POST /api/admin/password.php: a staff member's own password. */
export const staffPasswordRequestSchema = z.object({
  old_password: passwordSchema,
  password: passwordSchema,
  password_repeat: passwordSchema,
});

/** GET /api/admin/staff.php (owners): staff by id, `cursor` the next_cursor of the page before. */
export const staffListQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  q: text(254).optional(),
  status: staffStatusSchema.optional(),
});
export const staffListAnswerSchema = z.object({
  staff: z.array(staffSchema),
  next_cursor: z.string().nullable(),
  page_size: z.literal(STAFF_PAGE_SIZE),
});

/** POST /api/admin/staff.php (owners): a new staff member; the answer holds their password, once. */
export const staffCreateRequestSchema = z.object({
  email: z.email({ error: 'invalid_email' }).max(254),
  name: text(100).pipe(z.string().trim().min(1)),
  roles: grantsSchema,
  totp_required: z.boolean().optional(),
});
export type StaffCreate = z.infer<typeof staffCreateRequestSchema>;
export const staffCreateAnswerSchema = z.object({ staff: staffSchema, password: z.string() });

/**
 * PATCH /api/admin/staff.php (owners): name, roles, status, whether a second factor is required,
 * `reset_totp` (a lost phone) or `reset_password` (a forgotten one). New roles, another status or a
 * new password end that staff member's sessions.
 */
export const staffUpdateRequestSchema = z
  .object({
    id: idSchema,
    name: text(100).pipe(z.string().trim().min(1)).optional(),
    roles: grantsSchema.optional(),
    status: staffStatusSchema.optional(),
    totp_required: z.boolean().optional(),
    reset_totp: z.literal(true).optional(),
    /** A new generated password (answered once, changed at the next sign-in); unlocks the account. */
    reset_password: z.literal(true).optional(),
  })
  .refine(
    ({ id: _id, ...fields }) => Object.values(fields).some((value) => value !== undefined),
    NOTHING_TO_CHANGE,
  );
export type StaffUpdate = z.infer<typeof staffUpdateRequestSchema>;
/** The changed staff member; `password` only after reset_password, shown this once. */
export const staffUpdateAnswerSchema = z.object({ staff: staffSchema, password: z.string().optional() });

/**
 * GET /api/admin/audit.php: newest first, `cursor` the next_cursor of the page before. Owners read
 * everything; an operator reads the tenants given to them, naming one with tenant_id.
 */
export const auditQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  staff_id: queryIdSchema.optional(),
  tenant_id: queryIdSchema.optional(),
  entity: text(64).optional(),
  entity_id: text(64).optional(),
  action: text(64).optional(),
  from: timestamp.optional(),
  to: timestamp.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: timestamp,
  staff: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  tenant_id: z.number().int().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export const auditAnswerSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
  page_size: z.literal(AUDIT_PAGE_SIZE),
});
