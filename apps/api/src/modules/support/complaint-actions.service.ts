import { type adminComplaintActionSchema, REACTIVATION_DAYS } from '@amora/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import { AccountMailer } from '../accounts/account-mailer.service.js';
import { AccountPurgeService } from '../accounts/account-purge.service.js';
import { Member } from '../accounts/entities/member.entity.js';
import { SessionService } from '../accounts/session.service.js';
import { CreditLedgerService } from '../credits/credit-ledger.service.js';
import { MailService } from '../mail/mail.service.js';
import { AuditLog } from '../staff/audit-log.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { ComplaintsQueueService } from './complaints-queue.service.js';
import { sendSupportMail } from './support-mail.js';
import { type ComplaintRow, complaintItem } from './support-views.js';

type ComplaintAction = z.infer<typeof adminComplaintActionSchema>;

/** A member disabled by support stays locked until then (the login's own lock, read by every login). */

interface ActionContext {
  db: EntityManager;
  staff: SignedInStaff;
  complaint: ComplaintRow;
  input: ComplaintAction;
}

/**
 * What support does about a complaint: warn, disable, enable or delete the reported member, refund
 * credits to the complainant, reply by mail. Each runs with the complaint locked, once per `action_key`
 * (a second request with the same key answers `done: false`), audited in the same transaction. Mails go
 * out after the commit: the mail service writes on a connection of its own, which the embedded database
 * (one connection) would only hand out after this transaction, so a mail sent inside it never returned.
 */
@Injectable()
export class ComplaintActionsService {
  private readonly logger = new Logger('ComplaintActions');
  private readonly mailing: { mail: MailService; mailer: AccountMailer };

  constructor(
    private readonly db: DataSource,
    private readonly queue: ComplaintsQueueService,
    private readonly ledger: CreditLedgerService,
    private readonly sessions: SessionService,
    mail: MailService,
    mailer: AccountMailer,
    private readonly purge: AccountPurgeService,
  ) {
    this.mailing = { mail, mailer };
  }

  async act(staff: SignedInStaff, input: ComplaintAction, ip: string) {
    const answer = await this.db.transaction(async (db) => {
      const complaint = await this.queue.complaint(db, staff, input.complaint_id, true);
      if (await this.doneBefore(db, complaint.id, input.action_key)) {
        return { complaint, done: false, credits: undefined as number | undefined, warn: undefined };
      }
      const context = { db, staff, complaint, input };
      const { before, after, credits, warn } = await this.run(context);
      await db.query('UPDATE complaint SET updated_at = now() WHERE id = $1', [complaint.id]);
      await AuditLog.record(db, {
        staff: staff.member,
        action: `complaint.${input.action}`,
        entity: 'complaint',
        entityId: complaint.id,
        tenantId: complaint.tenant_id,
        before,
        after: { ...after, action_key: input.action_key, reason: input.reason.trim() },
        ip,
      });
      return { complaint, done: true, credits, warn };
    });
    if (answer.warn) await sendSupportMail(this.db.manager, this.mailing, answer.warn, 'support_warning');
    if (answer.done && input.action === 'delete') await this.purgeNow();
    const complaint = await this.queue.complaint(this.db.manager, staff, input.complaint_id);
    return { complaint: complaintItem(complaint), done: answer.done, credits: answer.credits };
  }

  /** A mail to the complainant; with an `action_key`, the same key twice mails once. */
  async reply(
    staff: SignedInStaff,
    input: { complaint_id: number; text: string; action_key?: string },
    ip: string,
  ) {
    const text = input.text.trim();
    const member = await this.db.transaction(async (db) => {
      const complaint = await this.queue.complaint(db, staff, input.complaint_id, true);
      if (input.action_key && (await this.doneBefore(db, complaint.id, input.action_key))) return null;
      const complainant = await this.complainant(db, complaint);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'complaint.reply',
        entity: 'complaint',
        entityId: complaint.id,
        tenantId: complaint.tenant_id,
        after: { to: complainant.email, text, action_key: input.action_key ?? null },
        ip,
      });
      return complainant;
    });
    if (!member) return { mail_id: null, done: false };
    const mail = await sendSupportMail(this.db.manager, this.mailing, member, 'support_reply', {
      message: text,
    });
    return { mail_id: mail.id, done: true };
  }

  private run(
    context: ActionContext,
  ): Promise<{ before?: object; after: object; credits?: number; warn?: Member }> {
    switch (context.input.action) {
      case 'warn':
        return this.warn(context);
      case 'disable':
        return this.setDisabled(context, true);
      case 'enable':
        return this.setDisabled(context, false);
      case 'delete':
        return this.markDeleted(context);
      case 'refund':
        return this.refund(context);
    }
  }

  /** The warning is mailed after the commit (see `act`). */
  private async warn({ db, complaint }: ActionContext) {
    const member = await this.reportedMember(db, complaint);
    return { after: { member_id: member.id }, warn: member };
  }

  /** Disabled: logged out everywhere, the profile hidden, every login refused (locked) until enabled. */
  private async setDisabled({ db, complaint }: ActionContext, disable: boolean) {
    const member = await this.reportedMember(db, complaint);
    const before = await this.accessState(db, member);
    await db.query('UPDATE member SET disabled_at = $2, failed_logins = 0 WHERE id = $1', [
      member.id,
      disable ? new Date() : null,
    ]);
    if (member.profileId) {
      const visible = !disable && member.status === 'active';
      await db.query('UPDATE profile SET status = $2 WHERE id = $1', [
        member.profileId,
        visible ? 'active' : 'disabled',
      ]);
    }
    if (disable) await this.sessions.endOthers(db, { id: member.tenantId }, member.id);
    return { before, after: await this.accessState(db, member) };
  }

  /**
   * The member's own deletion path, without the 14 days to change one's mind: pending deletion as if
   * requested long enough ago, logged out, hidden; the purge (right after the commit, else the hourly
   * job) anonymises the account and keeps the ledger.
   */
  private async markDeleted({ db, complaint }: ActionContext) {
    const member = await this.reportedMember(db, complaint);
    const before = await this.accessState(db, member);
    await db.query(
      `UPDATE member SET status = 'pending_deletion',
              deletion_requested_at = now() - make_interval(days => $2) - interval '1 minute'
        WHERE id = $1`,
      [member.id, REACTIVATION_DAYS],
    );
    if (member.profileId) {
      await db.query(`UPDATE profile SET status = 'disabled' WHERE id = $1`, [member.profileId]);
    }
    await this.sessions.endOthers(db, { id: member.tenantId }, member.id);
    await db.query(`UPDATE account_token SET used_at = now() WHERE member_id = $1 AND used_at IS NULL`, [
      member.id,
    ]);
    return { before, after: await this.accessState(db, member) };
  }

  /** Credits to the complainant through the ledger, keyed by the action's key: booked once. */
  private async refund({ db, complaint, input }: ActionContext) {
    const member = await this.complainant(db, complaint);
    const credits = input.credits ?? 0;
    const balance = await this.ledger.book(
      db,
      { id: member.tenantId },
      {
        memberId: member.id,
        delta: credits,
        reason: 'support_refund',
        reference: `complaint:${complaint.id}`,
        idempotencyKey: `support-refund:${input.action_key}`,
      },
    );
    return {
      before: { member_id: member.id, credits: balance - credits },
      after: { member_id: member.id, credits: balance, refunded: credits },
      credits: balance,
    };
  }

  /** An action key seen on this complaint before (the complaint is locked: checks run one at a time). */
  private async doneBefore(db: EntityManager, complaintId: number, key: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM audit_log WHERE entity = 'complaint' AND entity_id = $1 AND after->>'action_key' = $2 LIMIT 1`,
      [String(complaintId), key],
    );
    return rows.length > 0;
  }

  private async reportedMember(db: EntityManager, complaint: ComplaintRow): Promise<Member> {
    const member = complaint.profile_id
      ? await tenantScoped(db, Member).findOne(
          { id: complaint.tenant_id },
          { profileId: complaint.profile_id },
        )
      : null;
    if (!member || member.status === 'deleted') throw new ApiError('complaint_no_member');
    return member;
  }

  private async complainant(db: EntityManager, complaint: ComplaintRow): Promise<Member> {
    const member = complaint.member_id
      ? await tenantScoped(db, Member).findOne({ id: complaint.tenant_id }, { id: complaint.member_id })
      : null;
    if (!member || member.status === 'deleted' || !member.email) throw new ApiError('complaint_no_member');
    return member;
  }

  private async accessState(db: EntityManager, member: Member) {
    const [row]: object[] = await db.query(
      `SELECT m.id AS member_id, m.status, m.disabled_at, p.status AS profile_status,
              (SELECT count(*)::int FROM session s WHERE s.member_id = m.id) AS sessions
         FROM member m LEFT JOIN profile p ON p.id = m.profile_id WHERE m.id = $1`,
      [member.id],
    );
    return row;
  }

  /** The purge anonymises at once what is due; when its job runs elsewhere, that run or the next does. */
  private async purgeNow() {
    try {
      await this.purge.purgeDue(new Date());
    } catch (error) {
      this.logger.warn(`purge after a support deletion failed, the hourly job retries: ${String(error)}`);
    }
  }
}
