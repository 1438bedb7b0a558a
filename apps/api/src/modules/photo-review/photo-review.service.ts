import type { AdminPhotoReview, Locale } from '@amora/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { AccountMailer } from '../accounts/account-mailer.service.js';
import { Member } from '../accounts/entities/member.entity.js';
import { MailService } from '../mail/mail.service.js';
import { mailTexts } from '../mail/templates/index.js';
import { PhotosService } from '../photos/photos.service.js';
import { ProfilePhoto } from '../photos/profile-photo.entity.js';
import { AuditLog } from '../staff/audit-log.js';
import { canWorkOn, type SignedInStaff } from '../staff/staff-access.js';
import { SUPPORT_ROLES, supportScope } from '../support/support-access.js';
import { siteOrigin } from '../support/support-mail.js';
import { pendingPhotos } from './photo-review-queue.js';

type Decision = AdminPhotoReview;

interface Decided {
  photo: ProfilePhoto;
  member: Member | null;
  tenant: Tenant;
}

/** Support's photo moderation: the queue of waiting photos, and one decision on each, once. */
@Injectable()
export class PhotoReviewService {
  private readonly logger = new Logger('PhotoReview');

  constructor(
    private readonly db: DataSource,
    private readonly photos: PhotosService,
    private readonly mail: MailService,
    private readonly mailer: AccountMailer,
  ) {}

  queue(staff: SignedInStaff, query: { tenant_id?: number; cursor?: string }) {
    return pendingPhotos(this.db, supportScope(staff, query.tenant_id), query.cursor);
  }

  /**
   * Approves or rejects a waiting photo. The member's row is locked first (as the member's own photo
   * changes lock it), so two decisions run one after the other and the second finds the photo decided.
   * A rejected photo is deleted, its files after the commit, and the member is mailed the reason.
   */
  async decide(staff: SignedInStaff, input: Decision, ip: string) {
    const decided = await this.db.transaction(async (db) => {
      const { tenant, member } = await this.lockOwner(db, staff, input.photo_id);
      const photo = await tenantScoped(db, ProfilePhoto).findOne(
        tenant,
        { id: input.photo_id },
        { lock: { mode: 'pessimistic_write' } },
      );
      if (!photo) throw await this.goneError(db, input.photo_id);
      if (photo.reviewStatus !== 'pending') throw new ApiError('photo_already_reviewed');
      if (input.decision === 'approve') await this.approve(db, staff, { photo, member, tenant });
      else await this.photos.dropRow(db, tenant, photo.profileId, photo.id);
      await AuditLog.record(db, {
        staff: staff.member,
        action: `photo.${input.decision}`,
        entity: 'profile_photo',
        entityId: photo.id,
        tenantId: tenant.id,
        before: { review_status: 'pending' },
        after: {
          review_status: input.decision === 'approve' ? 'approved' : 'rejected',
          member_id: member?.id ?? null,
          profile_id: photo.profileId,
          ...(input.decision === 'reject' ? { reason: input.reason, note: input.note ?? null } : {}),
        },
        ip,
      });
      return { photo, member, tenant };
    });
    const mailId = input.decision === 'reject' ? await this.afterRejection(decided, input) : null;
    return { photo_id: input.photo_id, decision: input.decision, mail_id: mailId };
  }

  /** The photo's tenant (one the staff member supports, else not found) and its member, locked. */
  private async lockOwner(db: EntityManager, staff: SignedInStaff, photoId: number) {
    const [found]: { tenant_id: number; profile_id: number }[] = await db.query(
      'SELECT tenant_id, profile_id FROM profile_photo WHERE id = $1',
      [photoId],
    );
    if (!found) throw await this.goneError(db, photoId, staff);
    // a photo of another tenant is not found, as if it did not exist: its id tells nothing
    if (!canWorkOn(staff, found.tenant_id, SUPPORT_ROLES)) throw new ApiError('photo_not_found');
    const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: found.tenant_id });
    const member = await tenantScoped(db, Member).findOne(
      tenant,
      { profileId: found.profile_id },
      { lock: { mode: 'for_no_key_update' } },
    );
    return { tenant, member };
  }

  /**
   * A photo that is gone was rejected before (the audit log keeps every decision), or deleted by its
   * member. The first answers `photo_already_reviewed` to staff of its tenant only.
   */
  private async goneError(db: EntityManager, photoId: number, staff?: SignedInStaff) {
    const [rejected]: { tenant_id: number }[] = await db.query(
      `SELECT tenant_id FROM audit_log
        WHERE entity = 'profile_photo' AND entity_id = $1 AND action = 'photo.reject' LIMIT 1`,
      [String(photoId)],
    );
    const mayKnow = rejected && (!staff || canWorkOn(staff, rejected.tenant_id, SUPPORT_ROLES));
    return new ApiError(mayKnow ? 'photo_already_reviewed' : 'photo_not_found');
  }

  private async approve(db: EntityManager, staff: SignedInStaff, { photo, member, tenant }: Decided) {
    await tenantScoped(db, ProfilePhoto).update(
      tenant,
      { id: photo.id },
      { reviewStatus: 'approved', reviewedAt: new Date(), reviewedBy: staff.member.id },
    );
    if (member) await this.photos.photoAccepted(db, tenant, member);
    else await this.photos.syncMain(db, tenant, photo.profileId);
  }

  /** After the commit: the files go, and the member learns why, in their language. */
  private async afterRejection({ photo, member, tenant }: Decided, input: Decision) {
    await this.photos.deleteFiles(photo);
    if (!member?.email || !input.reason) return null;
    try {
      const origin = await siteOrigin(this.db.manager, tenant.id);
      const locale = member.language as Locale;
      const mail = await this.mail.send(
        tenant,
        { address: member.email, memberId: member.id },
        {
          kind: 'photo_rejected',
          locale,
          params: { name: member.name ?? '', reason: reasonText(locale, input) },
          link: `${origin}/profile#photos`,
          unsubscribeLink: `${origin}/api/unsubscribe.php?token=${encodeURIComponent(this.mailer.unsubscribeToken(member))}`,
        },
      );
      return mail.id;
    } catch (error) {
      // the decision stands; the outbox shows the mail is missing
      this.logger.error({ err: error, photo: photo.id }, 'could not send the photo rejection mail');
      return null;
    }
  }
}

/** The reason as the member reads it: the sentence for the reason in their language, then the note. */
export function reasonText(locale: Locale, input: Pick<Decision, 'reason' | 'note'>): string {
  const note = input.note?.trim() ?? '';
  if (!input.reason || input.reason === 'other') return note;
  const sentence = mailTexts(locale).photo_reject_reasons[input.reason];
  return note ? `${sentence} ${note}` : sentence;
}
