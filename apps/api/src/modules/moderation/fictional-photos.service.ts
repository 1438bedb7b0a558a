import { PHOTO_LIMITS, type photosAnswerSchema } from '@amora/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { processPhoto } from '../photos/image-pipeline.js';
import { deleteUnusedFiles, type StoredPhoto, storePhoto } from '../photos/photo-keys.js';
import { imageOf, photosForViewer } from '../photos/photo-paths.js';
import { AuditLog } from '../staff/audit-log.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { STORAGE, type Storage } from '../storage/storage.js';
import { OPERATOR_ROLES } from './console-access.js';
import { mayWorkOnProfile } from './fictional-access.js';

type PhotosAnswer = z.infer<typeof photosAnswerSchema>;

/** A fictional profile may hold as many photos as a premium member. */
export const FICTIONAL_PHOTO_LIMIT = PHOTO_LIMITS.premium;

interface PhotoRow {
  id: number;
  key: string;
  blur_key: string;
}

interface Target {
  id: number;
  tenant_id: number;
}

/**
 * The photos of fictional profiles, through the members' photo pipeline (checked by content,
 * re-encoded without metadata, stored under unguessable keys): upload, main photo, delete. Position 0
 * is the main photo, copied onto the profile row as for members. Every change audited.
 */
@Injectable()
export class FictionalPhotosService {
  private readonly logger = new Logger(FictionalPhotosService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async list(staff: SignedInStaff, profileId: number): Promise<PhotosAnswer> {
    const db = this.dataSource.manager;
    await this.target(db, staff, profileId);
    return this.answer(db, profileId);
  }

  /** Refuses early, before the upload is read: no access, or no room left. */
  async assertRoom(staff: SignedInStaff, profileId: number): Promise<void> {
    const db = this.dataSource.manager;
    await this.target(db, staff, profileId);
    if ((await this.photos(db, profileId)).length >= FICTIONAL_PHOTO_LIMIT) {
      throw new ApiError('photo_limit_reached', { limit: FICTIONAL_PHOTO_LIMIT });
    }
  }

  async upload(staff: SignedInStaff, profileId: number, bytes: Buffer, ip: string): Promise<PhotosAnswer> {
    const stored = await storePhoto(this.storage, await processPhoto(bytes));
    try {
      return await this.dataSource.transaction(async (db) => {
        const profile = await this.target(db, staff, profileId, true);
        const count = (await this.photos(db, profileId)).length;
        if (count >= FICTIONAL_PHOTO_LIMIT) {
          throw new ApiError('photo_limit_reached', { limit: FICTIONAL_PHOTO_LIMIT });
        }
        const [{ id }]: { id: number }[] = await db.query(
          `INSERT INTO profile_photo (tenant_id, profile_id, position, key, blur_key, width, height)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [profile.tenant_id, profileId, count, stored.key, stored.blurKey, stored.width, stored.height],
        );
        await syncMain(db, profileId);
        await this.audit(db, staff, profile, 'fictional_profile.photo_add', { photo_id: id }, ip);
        return this.answer(db, profileId);
      });
    } catch (error) {
      await this.removeFiles(stored);
      throw error;
    }
  }

  setMain(staff: SignedInStaff, profileId: number, photoId: number, ip: string): Promise<PhotosAnswer> {
    return this.dataSource.transaction(async (db) => {
      const profile = await this.target(db, staff, profileId, true);
      const photos = await this.photos(db, profileId);
      if (!photos.some((photo) => photo.id === photoId)) throw new ApiError('photo_not_found');
      await renumber(db, [photoId, ...photos.map((photo) => photo.id).filter((id) => id !== photoId)]);
      await syncMain(db, profileId);
      await this.audit(db, staff, profile, 'fictional_profile.photo_main', { photo_id: photoId }, ip);
      return this.answer(db, profileId);
    });
  }

  async remove(staff: SignedInStaff, profileId: number, photoId: number, ip: string): Promise<PhotosAnswer> {
    let removed: PhotoRow | undefined;
    const answer = await this.dataSource.transaction(async (db) => {
      const profile = await this.target(db, staff, profileId, true);
      const photos = await this.photos(db, profileId);
      removed = photos.find((photo) => photo.id === photoId);
      if (!removed) throw new ApiError('photo_not_found');
      await db.query('DELETE FROM profile_photo WHERE id = $1', [photoId]);
      await renumber(
        db,
        photos.map((photo) => photo.id).filter((id) => id !== photoId),
      );
      await syncMain(db, profileId);
      await this.audit(db, staff, profile, 'fictional_profile.photo_delete', { photo_id: photoId }, ip);
      return this.answer(db, profileId);
    });
    if (removed) await this.removeFiles({ key: removed.key, blurKey: removed.blur_key });
    return answer;
  }

  /** A fictional profile the staff member may manage (its row locked with `lock`). */
  private async target(
    db: EntityManager,
    staff: SignedInStaff,
    profileId: number,
    lock = false,
  ): Promise<Target> {
    const [row]: (Target & { pool: string })[] = await db.query(
      `SELECT id, tenant_id, pool FROM profile WHERE id = $1 AND is_fictional${lock ? ' FOR UPDATE' : ''}`,
      [profileId],
    );
    if (!row) throw new ApiError('profile_not_found');
    if (!(await mayWorkOnProfile(db, staff, row, OPERATOR_ROLES))) throw new ApiError('staff_forbidden');
    return row;
  }

  private photos(db: EntityManager, profileId: number): Promise<PhotoRow[]> {
    return db.query(
      'SELECT id, key, blur_key FROM profile_photo WHERE profile_id = $1 ORDER BY position, id',
      [profileId],
    );
  }

  private async answer(db: EntityManager, profileId: number): Promise<PhotosAnswer> {
    const photos = await this.photos(db, profileId);
    return {
      photos: photosForViewer(
        photos.map((photo) => ({ id: photo.id, key: photo.key, blurKey: photo.blur_key })),
        { seesAll: true },
      ),
      limit: FICTIONAL_PHOTO_LIMIT,
    };
  }

  private audit(
    db: EntityManager,
    staff: SignedInStaff,
    profile: Target,
    action: string,
    after: object,
    ip: string,
  ) {
    return AuditLog.record(db, {
      staff: staff.member,
      action,
      entity: 'profile',
      entityId: profile.id,
      tenantId: profile.tenant_id,
      after,
      ip,
    });
  }

  private async removeFiles(photo: Pick<StoredPhoto, 'key' | 'blurKey'>) {
    await deleteUnusedFiles(this.dataSource, this.storage, photo).catch((error: unknown) => {
      this.logger.error({ err: error }, 'could not remove the files of a fictional profile photo');
    });
  }
}

async function renumber(db: EntityManager, order: number[]) {
  for (const [position, id] of order.entries()) {
    await db.query('UPDATE profile_photo SET position = $2 WHERE id = $1', [id, position]);
  }
}

/** Keeps the profile's main image columns (read by lists without a join) in step with position 0. */
async function syncMain(db: EntityManager, profileId: number) {
  const [main]: { key: string }[] = await db.query(
    'SELECT key FROM profile_photo WHERE profile_id = $1 ORDER BY position, id LIMIT 1',
    [profileId],
  );
  const image = main ? imageOf(main.key) : null;
  await db.query(
    'UPDATE profile SET main_image_filename = $2, thumb_filename = $3, match_filename = $4 WHERE id = $1',
    [profileId, image?.filename ?? null, image?.thumb_filename ?? null, image?.match ?? null],
  );
}
