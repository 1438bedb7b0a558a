import type { ComplaintListItem, SupportMemberSummary } from '@amora/contracts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The columns of SupportMemberSummary, read from `member` as `alias`. */
export const memberColumns = (alias: string) =>
  `${alias}.id, ${alias}.tenant_id, ${alias}.email, ${alias}.name, ${alias}.status, ${alias}.language,
   ${alias}.credits, ${alias}.paid_user, ${alias}.locked_until, ${alias}.created_at`;

export interface MemberRow extends Omit<SupportMemberSummary, 'locked_until' | 'created_at'> {
  locked_until: Date | null;
  created_at: Date;
}

export const memberSummary = (row: MemberRow): SupportMemberSummary => ({
  id: row.id,
  tenant_id: row.tenant_id,
  email: row.email,
  name: row.name,
  status: row.status,
  language: row.language,
  credits: row.credits,
  paid_user: row.paid_user,
  locked_until: iso(row.locked_until),
  created_at: row.created_at.toISOString(),
});

/** The queue's columns: the complaint with its complainant, reported profile, assignee and notes. */
export const COMPLAINT_SQL = `
  SELECT c.id, c.tenant_id, c.status, c.reason, c.subject, c.text, c.created_at, c.updated_at,
         c.member_id, c.profile_id, c.assigned_staff_id, s.name AS assigned_name,
         m.name AS member_name, m.email AS member_email, p.name AS profile_name, p.is_fictional,
         (SELECT count(*)::int FROM complaint_note n WHERE n.complaint_id = c.id) AS notes
    FROM complaint c
    LEFT JOIN staff s ON s.id = c.assigned_staff_id
    LEFT JOIN member m ON m.id = c.member_id
    LEFT JOIN profile p ON p.id = c.profile_id`;

export interface ComplaintRow {
  id: number;
  tenant_id: number;
  status: ComplaintListItem['status'];
  reason: string;
  subject: string | null;
  text: string;
  created_at: Date;
  updated_at: Date;
  member_id: number | null;
  profile_id: number | null;
  assigned_staff_id: number | null;
  assigned_name: string | null;
  member_name: string | null;
  member_email: string | null;
  profile_name: string | null;
  is_fictional: boolean | null;
  notes: number;
}

export const complaintItem = (row: ComplaintRow): ComplaintListItem => ({
  id: row.id,
  tenant_id: row.tenant_id,
  status: row.status,
  reason: row.reason,
  subject: row.subject,
  text: row.text,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  assigned: row.assigned_staff_id ? { id: row.assigned_staff_id, name: row.assigned_name ?? '' } : null,
  complainant: row.member_id ? { id: row.member_id, name: row.member_name, email: row.member_email } : null,
  profile: row.profile_id
    ? { id: row.profile_id, name: row.profile_name ?? '', is_fictional: row.is_fictional ?? false }
    : null,
  notes: row.notes,
});
