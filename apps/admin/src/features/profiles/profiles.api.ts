import {
  type FictionalProfileCreate,
  type FictionalProfileUpdate,
  fictionalPhotoDeleteSchema,
  fictionalPhotoMainSchema,
  fictionalProfileAnswerSchema,
  fictionalProfileCreateSchema,
  fictionalProfilesAnswerSchema,
  fictionalProfileUpdateSchema,
  PHOTO_UPLOAD_FIELD,
  photosAnswerSchema,
  staffMessagesAnswerSchema,
  staffWritersAnswerSchema,
} from '@amora/contracts';
import type { z } from 'zod';
import { api, send, withQuery } from '../../lib/api-client';

/** The fictional profiles' routes of the contract's table (profiles.api.test.ts keeps them equal). */
export const PROFILE_PATHS = {
  adminFictionalProfiles: '/api/admin/fictional-profiles.php',
  adminFictionalProfile: '/api/admin/fictional-profile.php',
  adminFictionalProfileCreate: '/api/admin/fictional-profiles.php',
  adminFictionalProfileUpdate: '/api/admin/fictional-profiles.php',
  adminFictionalPhotos: '/api/admin/fictional-photos.php',
  adminFictionalPhotoUpload: '/api/admin/fictional-photos.php',
  adminFictionalPhotoMain: '/api/admin/fictional-photos.php',
  adminFictionalPhotoDelete: '/api/admin/fictional-photos.php',
  adminStaffMessages: '/api/admin/staff-messages.php',
  adminStaffWriters: '/api/admin/staff-writers.php',
} as const;

export type PhotosAnswer = z.infer<typeof photosAnswerSchema>;
export type TrailPage = z.infer<typeof staffMessagesAnswerSchema>;
export type TrailMessage = TrailPage['messages'][number];

export interface TrailFilters {
  staff_id?: number;
  profile_id?: number;
  member_id?: number;
}

export const listProfiles = (tenantId: number, q: string | undefined, cursor?: string) =>
  api.get(
    withQuery(PROFILE_PATHS.adminFictionalProfiles, { tenant_id: tenantId, q, cursor }),
    fictionalProfilesAnswerSchema,
  );

export const getProfile = (id: number) =>
  api.get(withQuery(PROFILE_PATHS.adminFictionalProfile, { id }), fictionalProfileAnswerSchema);

export const createProfile = (body: FictionalProfileCreate) =>
  api.post(
    PROFILE_PATHS.adminFictionalProfileCreate,
    fictionalProfileCreateSchema.parse(body),
    fictionalProfileAnswerSchema,
  );

export const updateProfile = (body: FictionalProfileUpdate) =>
  api.patch(
    PROFILE_PATHS.adminFictionalProfileUpdate,
    fictionalProfileUpdateSchema.parse(body),
    fictionalProfileAnswerSchema,
  );

export const listPhotos = (profileId: number) =>
  api.get(withQuery(PROFILE_PATHS.adminFictionalPhotos, { profile_id: profileId }), photosAnswerSchema);

export function uploadPhoto(profileId: number, file: File) {
  const form = new FormData();
  form.append(PHOTO_UPLOAD_FIELD, file);
  return send(
    'POST',
    withQuery(PROFILE_PATHS.adminFictionalPhotoUpload, { profile_id: profileId }),
    photosAnswerSchema,
    { form },
  );
}

export const makeMainPhoto = (profileId: number, photoId: number) =>
  api.patch(
    PROFILE_PATHS.adminFictionalPhotoMain,
    fictionalPhotoMainSchema.parse({ profile_id: profileId, main_photo_id: photoId }),
    photosAnswerSchema,
  );

export const deletePhoto = (profileId: number, photoId: number) =>
  send('DELETE', PROFILE_PATHS.adminFictionalPhotoDelete, photosAnswerSchema, {
    json: fictionalPhotoDeleteSchema.parse({ profile_id: profileId, id: photoId }),
  });

export const listStaffMessages = (tenantId: number | null, filters: TrailFilters, cursor?: string) =>
  api.get(
    withQuery(PROFILE_PATHS.adminStaffMessages, { tenant_id: tenantId ?? undefined, ...filters, cursor }),
    staffMessagesAnswerSchema,
  );

/** The staff who may have written in the tenant (all the caller's tenants for null), by name. */
export const listStaffWriters = (tenantId: number | null) =>
  api.get(
    withQuery(PROFILE_PATHS.adminStaffWriters, { tenant_id: tenantId ?? undefined }),
    staffWritersAnswerSchema,
  );
