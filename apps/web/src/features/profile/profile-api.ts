import type { ApiResponse, OwnProfileUpdate, photoDeleteSchema, photosUpdateSchema } from '@amora/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

/**
 * The request bodies of the profile and photo calls, from the contract's request schemas: the route
 * table only types answers, so a body that drifts from its schema is a compile error here.
 */
type ProfileBodies = {
  updateOwnProfile: OwnProfileUpdate;
  updatePhotos: z.input<typeof photosUpdateSchema>;
  deletePhoto: z.input<typeof photoDeleteSchema>;
};

export function sendProfile<N extends keyof ProfileBodies>(
  name: N,
  body: ProfileBodies[N],
): Promise<ApiResponse<N>> {
  return api.request(name, { body });
}

export type PhotosAnswer = ApiResponse<'photos'>;
export type OwnProfileAnswer = ApiResponse<'ownProfile'>;

/** Per member, so that nobody sees the previous member's profile after a logout and login. */
export const ownProfileKey = (userId: number) => ['my-profile', userId] as const;
export const ownPhotosKey = (userId: number) => ['my-photos', userId] as const;
