import {
  type AdminComplaintsQuery,
  type adminComplaintUpdateSchema,
  SUPPORT_PAGE_SIZE,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { AuditLog } from '../staff/audit-log.js';
import { cursorId } from '../staff/keyset.js';
import { canWorkOn, type SignedInStaff } from '../staff/staff-access.js';
import { pageOf, SUPPORT_ROLES, scopeSql, supportedRow, supportScope } from './support-access.js';
import { supportPayments } from './support-payments.js';
import {
  COMPLAINT_SQL,
  type ComplaintRow,
  complaintItem,
  type MemberRow,
  memberColumns,
  memberSummary,
} from './support-views.js';

type ComplaintUpdate = z.infer<typeof adminComplaintUpdateSchema>;

interface MessageRow {
  id: number;
  sender_profile_id: number;
  kind: string;
  text: string | null;
  created_at: Date;
}

/** The complaints queue: list and filters, one complaint in full, status, assignment, notes. */
@Injectable()
export class ComplaintsQueueService {
  constructor(private readonly db: DataSource) {}

  async list(staff: SignedInStaff, query: AdminComplaintsQuery) {
    const params: unknown[] = [];
    const where = [scopeSql('c.tenant_id', supportScope(staff, query.tenant_id), params)];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.status) add('c.status = ?', query.status);
    if (query.reason) add('c.reason = ?', query.reason);
    if (query.assigned === 'none') where.push('c.assigned_staff_id IS NULL');
    else if (query.assigned)
      add('c.assigned_staff_id = ?', query.assigned === 'me' ? staff.member.id : Number(query.assigned));
    if (query.cursor) add('c.id < ?', cursorId(query.cursor));
    const rows: ComplaintRow[] = await this.db.query(
      `${COMPLAINT_SQL} WHERE ${where.join(' AND ')} ORDER BY c.id DESC LIMIT ${SUPPORT_PAGE_SIZE + 1}`,
      params,
    );
    const { page, next } = pageOf(rows, SUPPORT_PAGE_SIZE);
    return { complaints: page.map(complaintItem), next_cursor: next };
  }

  async detail(staff: SignedInStaff, id: number) {
    const row = await this.complaint(this.db.manager, staff, id);
    const [complainant, reported, messages, notes, history] = await Promise.all([
      row.member_id ? this.member(row.member_id, row.tenant_id) : null,
      row.profile_id ? this.reported(row.profile_id, row.tenant_id) : null,
      this.messagePage(row, undefined),
      this.notes(id),
      this.history(id),
    ]);
    const members = [complainant?.id, reported?.member?.id].filter((m): m is number => m !== undefined);
    const payments = await supportPayments(this.db, members, { refundableOnly: true });
    return {
      complaint: complaintItem(row),
      complainant,
      reported,
      messages: messages.messages,
      messages_next_cursor: messages.next_cursor,
      notes,
      history,
      payments,
    };
  }

  async messages(staff: SignedInStaff, id: number, cursor?: string) {
    return this.messagePage(await this.complaint(this.db.manager, staff, id), cursor);
  }

  update(staff: SignedInStaff, input: ComplaintUpdate, ip: string) {
    return this.db.transaction(async (db) => {
      const before = await this.complaint(db, staff, input.id, true);
      if (input.assigned_staff_id)
        await this.requireAssignable(db, input.assigned_staff_id, before.tenant_id);
      await db.query(
        `UPDATE complaint SET status = coalesce($2, status),
                assigned_staff_id = CASE WHEN $3 THEN $4::int ELSE assigned_staff_id END, updated_at = now()
          WHERE id = $1`,
        [
          input.id,
          input.status ?? null,
          input.assigned_staff_id !== undefined,
          input.assigned_staff_id ?? null,
        ],
      );
      const after = await this.complaint(db, staff, input.id);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'complaint.update',
        entity: 'complaint',
        entityId: input.id,
        tenantId: after.tenant_id,
        before: { status: before.status, assigned_staff_id: before.assigned_staff_id },
        after: { status: after.status, assigned_staff_id: after.assigned_staff_id },
        ip,
      });
      return { complaint: complaintItem(after) };
    });
  }

  addNote(staff: SignedInStaff, complaintId: number, text: string, ip: string) {
    return this.db.transaction(async (db) => {
      const complaint = await this.complaint(db, staff, complaintId, true);
      const [note]: { id: number; created_at: Date }[] = await db.query(
        'INSERT INTO complaint_note (complaint_id, staff_id, text) VALUES ($1, $2, $3) RETURNING id, created_at',
        [complaintId, staff.member.id, text.trim()],
      );
      await db.query('UPDATE complaint SET updated_at = now() WHERE id = $1', [complaintId]);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'complaint.note',
        entity: 'complaint',
        entityId: complaintId,
        tenantId: complaint.tenant_id,
        after: { note_id: note.id, text: text.trim() },
        ip,
      });
      return {
        note: {
          id: note.id,
          text: text.trim(),
          author: { id: staff.member.id, name: staff.member.name },
          created_at: note.created_at.toISOString(),
        },
      };
    });
  }

  /** The complaint, once the staff member may support its tenant; `lock` holds it for a change. */
  complaint(db: EntityManager, staff: SignedInStaff, id: number, lock = false): Promise<ComplaintRow> {
    return lock
      ? supportedRow<ComplaintRow>(
          db,
          staff,
          `${COMPLAINT_SQL} WHERE c.id = (SELECT id FROM complaint WHERE id = $1 FOR UPDATE)`,
          [id],
          'complaint_not_found',
        )
      : supportedRow<ComplaintRow>(
          db,
          staff,
          `${COMPLAINT_SQL} WHERE c.id = $1`,
          [id],
          'complaint_not_found',
        );
  }

  /** Only a staff member who may support the complaint's tenant takes it on. */
  private async requireAssignable(db: EntityManager, staffId: number, tenantId: number) {
    const grants: { role: 'owner' | 'support'; tenant_id: number | null }[] = await db.query(
      `SELECT r.role, r.tenant_id FROM staff_role r JOIN staff s ON s.id = r.staff_id
        WHERE r.staff_id = $1 AND s.status = 'active'`,
      [staffId],
    );
    const assignee = { grants: grants.map((g) => ({ role: g.role, tenantId: g.tenant_id })) };
    if (!canWorkOn(assignee, tenantId, SUPPORT_ROLES)) throw new ApiError('complaint_assignee_invalid');
  }

  private async member(id: number, tenantId: number) {
    const [row]: MemberRow[] = await this.db.query(
      `SELECT ${memberColumns('m')} FROM member m WHERE m.id = $1 AND m.tenant_id = $2`,
      [id, tenantId],
    );
    return row ? memberSummary(row) : null;
  }

  /**
   * The reported profile, and its member's account only when that member is of the complaint's tenant:
   * in a shared pool a member may report a profile of another tenant, whose account (and payments) stay
   * that tenant's.
   */
  private async reported(profileId: number, tenantId: number) {
    const [profile]: { id: number; name: string; is_fictional: boolean; status: string }[] =
      await this.db.query('SELECT id, name, is_fictional, status FROM profile WHERE id = $1', [profileId]);
    if (!profile) return null;
    const [member]: MemberRow[] = await this.db.query(
      `SELECT ${memberColumns('m')} FROM member m WHERE m.profile_id = $1 AND m.tenant_id = $2`,
      [profileId, tenantId],
    );
    return {
      profile_id: profile.id,
      name: profile.name,
      is_fictional: profile.is_fictional,
      status: profile.status,
      member: member ? memberSummary(member) : null,
    };
  }

  /** The conversation between the complainant's profile and the reported one, newest first. */
  private async messagePage(complaint: ComplaintRow, cursor: string | undefined) {
    const empty = { messages: [], next_cursor: null };
    if (!complaint.member_id || !complaint.profile_id) return empty;
    const [own]: { profile_id: number | null }[] = await this.db.query(
      'SELECT profile_id FROM member WHERE id = $1',
      [complaint.member_id],
    );
    if (!own?.profile_id) return empty;
    const rows: MessageRow[] = await this.db.query(
      `SELECT mg.id, mg.sender_profile_id, mg.kind, mg.text, mg.created_at
         FROM conversation cv JOIN chat_message mg ON mg.conversation_id = cv.id
        WHERE cv.profile_low_id = least($1::int, $2::int) AND cv.profile_high_id = greatest($1::int, $2::int)
          AND ($3::int IS NULL OR mg.id < $3)
        ORDER BY mg.id DESC LIMIT ${SUPPORT_PAGE_SIZE + 1}`,
      [own.profile_id, complaint.profile_id, cursor ? cursorId(cursor) : null],
    );
    const { page, next } = pageOf(rows, SUPPORT_PAGE_SIZE);
    return {
      messages: page.map((m) => ({
        id: m.id,
        from_complainant: m.sender_profile_id === own.profile_id,
        kind: m.kind,
        text: m.text,
        created_at: m.created_at.toISOString(),
      })),
      next_cursor: next,
    };
  }

  private async notes(complaintId: number) {
    const rows: {
      id: number;
      text: string;
      staff_id: number | null;
      name: string | null;
      created_at: Date;
    }[] = await this.db.query(
      `SELECT n.id, n.text, n.staff_id, s.name, n.created_at FROM complaint_note n
           LEFT JOIN staff s ON s.id = n.staff_id WHERE n.complaint_id = $1 ORDER BY n.id LIMIT 500`,
      [complaintId],
    );
    return rows.map((n) => ({
      id: n.id,
      text: n.text,
      author: n.staff_id ? { id: n.staff_id, name: n.name ?? '' } : null,
      created_at: n.created_at.toISOString(),
    }));
  }

  /** What support did about the complaint, from the audit log. */
  private async history(complaintId: number) {
    const rows: {
      action: string;
      staff_id: number | null;
      name: string | null;
      at: Date;
      before: unknown;
      after: unknown;
    }[] = await this.db.query(
      `SELECT a.action, a.staff_id, s.name, a.at, a.before, a.after FROM audit_log a
           LEFT JOIN staff s ON s.id = a.staff_id
          WHERE a.entity = 'complaint' AND a.entity_id = $1 ORDER BY a.id DESC LIMIT 200`,
      [String(complaintId)],
    );
    return rows.map((r) => ({
      action: r.action,
      staff: r.staff_id ? { id: r.staff_id, name: r.name ?? '' } : null,
      at: r.at.toISOString(),
      before: r.before,
      after: r.after,
    }));
  }
}
