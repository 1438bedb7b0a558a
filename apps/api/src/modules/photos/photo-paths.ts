import { FREE_VISIBLE_PHOTOS, type Image, type Photo } from '@amora/contracts';

/** The renditions made of every photo (thumb, match, full) and the blurred one. */
export const RENDITIONS = ['thumb', 'match', 'full'] as const;
export type Rendition = (typeof RENDITIONS)[number];

/** Storage keys, also the paths under the tenant's cdn_prefix: `p/<key>/<rendition>.webp`. */
export const renditionKey = (key: string, rendition: Rendition | 'blur') => `p/${key}/${rendition}.webp`;

export function imageOf(key: string): Image {
  return {
    filename: renditionKey(key, 'full'),
    thumb_filename: renditionKey(key, 'thumb'),
    match: renditionKey(key, 'match'),
  };
}

/** A locked photo: every path is the blurred rendition, whose key reveals nothing of the original's. */
export function blurredImageOf(blurKey: string): Image {
  const blurred = renditionKey(blurKey, 'blur');
  return { filename: blurred, thumb_filename: blurred, match: blurred };
}

export interface PhotoViewer {
  /** The viewer owns the profile, or is premium (spec §6): every photo is open. */
  seesAll: boolean;
}

/** The photos as one viewer gets them: a free member or visitor sees the first ones, the rest blurred. */
export function photosForViewer(
  photos: { id: number; key: string; blurKey: string }[],
  viewer: PhotoViewer,
): Photo[] {
  return photos.map((photo, index) => {
    const locked = !viewer.seesAll && index >= FREE_VISIBLE_PHOTOS;
    return { id: photo.id, locked, ...(locked ? blurredImageOf(photo.blurKey) : imageOf(photo.key)) };
  });
}
