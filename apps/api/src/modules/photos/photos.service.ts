import { PHOTO_LIMITS, type photosAnswerSchema, type photosUpdateSchema } from '@amora/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { type TenantRef, tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { Member } from '../accounts/entities/member.entity.js';
import { CreditLedgerService } from '../credits/credit-ledger.service.js';
import { Profile } from '../profiles/profile.entity.js';
import { STORAGE, type Storage } from '../storage/storage.js';
import { processPhoto } from './image-pipeline.js';
import { deleteUnusedFiles, filesOf, storePhoto } from './photo-keys.js';
import { imageOf, photosForViewer } from './photo-paths.js';
import { ProfilePhoto } from './profile-photo.entity.js';

type PhotosAnswer = z.infer<typeof photosAnswerSchema>;
type PhotosUpdate = z.infer<typeof photosUpdateSchema>;

export const photoLimitOf = (member: Pick<Member, 'paidUser'>) =>
  member.paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;

/** A member's own photos (spec §5): upload, order, main photo, delete. Position 0 is the main photo. */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly credits: CreditLedgerService,
  ) {}

  async list(tenant: TenantRef, member: Member): Promise<PhotosAnswer> {
    return this.answer(this.dataSource, tenant, member);
  }

  /** Refuses early, before the upload is read, when the member has no room left. */
  async assertRoom(tenant: TenantRef, member: Member) {
    const count = await tenantScoped(this.dataSource, ProfilePhoto).count(tenant, {
      profileId: profileIdOf(member),
    });
    if (count >= photoLimitOf(member))
      throw new ApiError('photo_limit_reached', { limit: photoLimitOf(member) });
  }

  /**
   * The tenant's photo approval as committed, not as this process's cache last heard it: turning it off
   * approves the photos then waiting, so a photo added as pending after that would wait for good. Read
   * under a share lock of the tenant's row, before the member's, in the order that change takes them.
   */
  private async photoApprovalNow(db: EntityManager, tenant: Tenant): Promise<boolean> {
    const [row]: { photo_approval: boolean }[] = await db.query(
      'SELECT photo_approval FROM tenant WHERE id = $1 FOR SHARE',
      [tenant.id],
    );
    return row?.photo_approval ?? tenant.photoApproval;
  }

  /**
   * Checks and re-encodes the upload, writes its files, then adds the row under a lock of the member's
   * row, so that parallel uploads can never pass the limit. A refusal leaves no file and no row.
   */
  async upload(tenant: Tenant, member: Member, bytes: Buffer): Promise<PhotosAnswer> {
    const profileId = profileIdOf(member);
    const stored = await storePhoto(this.storage, await processPhoto(bytes));
    try {
      return await this.dataSource.transaction(async (db) => {
        const approval = await this.photoApprovalNow(db, tenant);
        const locked = await this.lockMember(db, tenant, member);
        const photos = tenantScoped(db, ProfilePhoto);
        const count = await photos.count(tenant, { profileId });
        const limit = photoLimitOf(locked);
        if (count >= limit) throw new ApiError('photo_limit_reached', { limit });
        const reviewStatus = approval ? 'pending' : 'approved';
        await photos.insert(tenant, [{ profileId, position: count, reviewStatus, ...stored }]);
        // waiting for approval, the photo changes nothing others see, nor earns credits yet
        if (count === 0 && reviewStatus === 'approved') await this.photoAccepted(db, tenant, locked);
        return this.answer(db, tenant, locked);
      });
    } catch (error) {
      await this.storage.delete(filesOf(stored)).catch((cause: unknown) => {
        this.logger.error({ err: cause }, 'could not remove the files of a refused photo');
      });
      throw error;
    }
  }

  async update(tenant: TenantRef, member: Member, change: PhotosUpdate): Promise<PhotosAnswer> {
    return this.dataSource.transaction(async (db) => {
      const locked = await this.lockMember(db, tenant, member);
      const photos = await this.photosOf(db, tenant, profileIdOf(locked));
      let order = photos.map((photo) => photo.id);
      if (change.order) order = checkedOrder(order, change.order);
      if (change.main_photo_id !== undefined) {
        const main = change.main_photo_id;
        if (!order.includes(main)) throw new ApiError('photo_not_found');
        order = [main, ...order.filter((id) => id !== main)];
      }
      await this.renumber(db, tenant, order);
      await this.syncMain(db, tenant, profileIdOf(locked));
      return this.answer(db, tenant, locked);
    });
  }

  async remove(tenant: TenantRef, member: Member, id: number): Promise<PhotosAnswer> {
    let removed: ProfilePhoto | undefined;
    const answer = await this.dataSource.transaction(async (db) => {
      const locked = await this.lockMember(db, tenant, member);
      const photos = await this.photosOf(db, tenant, profileIdOf(locked));
      removed = photos.find((photo) => photo.id === id);
      if (!removed) throw new ApiError('photo_not_found');
      await this.dropRow(db, tenant, removed.profileId, id);
      return this.answer(db, tenant, locked);
    });
    if (removed) await this.deleteFiles(removed);
    return answer;
  }

  /** Deletes a photo's row (its files are removed after the commit), closing the gap in the order. */
  async dropRow(db: EntityManager, tenant: TenantRef, profileId: number, id: number) {
    await tenantScoped(db, ProfilePhoto).delete(tenant, { id, profileId });
    const rest = await this.photosOf(db, tenant, profileId);
    await this.renumber(
      db,
      tenant,
      rest.map((photo) => photo.id),
    );
    await this.syncMain(db, tenant, profileId);
  }

  /** The photos of a profile, main photo first. */
  photosOf(db: DataSource | EntityManager, tenant: TenantRef, profileId: number) {
    return tenantScoped(db, ProfilePhoto).find(
      tenant,
      { profileId },
      { order: { position: 'ASC', id: 'ASC' } },
    );
  }

  private async answer(
    db: DataSource | EntityManager,
    tenant: TenantRef,
    member: Member,
  ): Promise<PhotosAnswer> {
    const photos = await this.photosOf(db, tenant, profileIdOf(member));
    return {
      photos: photosForViewer(photos, { seesAll: true, owner: true }),
      limit: photoLimitOf(member),
    };
  }

  private async lockMember(db: EntityManager, tenant: TenantRef, member: Member): Promise<Member> {
    const locked = await tenantScoped(db, Member).findOne(
      tenant,
      { id: member.id },
      // NO KEY: rows that only point at the member (ledger entries, live events) need not wait for it
      { lock: { mode: 'for_no_key_update' } },
    );
    if (!locked) throw new ApiError('authentication_required');
    return locked;
  }

  /**
   * A photo others may see: the main image follows, and the tenant's photo_credits are granted, once per
   * member ever (the ledger's key), with the first photo (where photos are approved first: on approval).
   */
  async photoAccepted(db: EntityManager, tenant: Tenant, member: Pick<Member, 'id' | 'profileId'>) {
    await this.syncMain(db, tenant, profileIdOf(member));
    if (tenant.photoCredits <= 0) return;
    await this.credits.book(db, tenant, {
      memberId: member.id,
      delta: tenant.photoCredits,
      reason: 'photo',
      idempotencyKey: `photo_credits:${member.id}`,
    });
  }

  private async renumber(db: EntityManager, tenant: TenantRef, order: number[]) {
    const photos = tenantScoped(db, ProfilePhoto);
    for (const [position, id] of order.entries()) await photos.update(tenant, { id }, { position });
  }

  /**
   * Keeps the profile's main image columns (read by lists without a join, for other members) in step with
   * the first approved photo: one waiting for approval is never shown as anyone's main photo.
   */
  async syncMain(db: EntityManager, tenant: TenantRef, profileId: number) {
    const [main] = await tenantScoped(db, ProfilePhoto).find(
      tenant,
      { profileId, reviewStatus: 'approved' },
      { order: { position: 'ASC', id: 'ASC' }, take: 1 },
    );
    const image = main ? imageOf(main.key) : null;
    await tenantScoped(db, Profile).update(
      tenant,
      { id: profileId },
      {
        mainImageFilename: image?.filename ?? null,
        thumbFilename: image?.thumb_filename ?? null,
        matchFilename: image?.match ?? null,
      },
    );
  }

  async deleteFiles(photo: Pick<ProfilePhoto, 'id' | 'key' | 'blurKey'>) {
    await deleteUnusedFiles(this.dataSource, this.storage, photo).catch((error: unknown) => {
      this.logger.error({ err: error, photo: photo.id }, 'could not remove the files of a deleted photo');
    });
  }
}

function profileIdOf(member: Pick<Member, 'profileId'>): number {
  if (member.profileId === null) throw new ApiError('profile_not_found');
  return member.profileId;
}

/** The new order must name each own photo exactly once. */
function checkedOrder(current: number[], asked: number[]): number[] {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
  if (asked.length !== current.length || sorted(asked) !== sorted(current)) {
    throw new ApiError('photo_order_invalid');
  }
  return asked;
}
