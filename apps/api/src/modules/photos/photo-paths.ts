import { FREE_VISIBLE_PHOTOS, type Image, type Photo, type PhotoReviewStatus } from '@amora/contracts';

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
  /** The viewer owns the profile: photos waiting for approval are shown too, marked `pending`. */
  owner?: boolean;
}

interface StoredPhoto {
  id: number;
  key: string;
  blurKey: string;
  /** Absent where only approved photos are read (operator-run profiles). */
  reviewStatus?: PhotoReviewStatus;
}

/**
 * The photos as one viewer gets them: a free member or visitor sees the first ones, the rest blurred;
 * a photo waiting for approval only its owner sees (it counts for nobody else's first ones either).
 */
export function photosForViewer(photos: StoredPhoto[], viewer: PhotoViewer): Photo[] {
  const shown = viewer.owner ? photos : photos.filter((photo) => photo.reviewStatus !== 'pending');
  return shown.map((photo, index) => {
    const locked = !viewer.seesAll && index >= FREE_VISIBLE_PHOTOS;
    const image = locked ? blurredImageOf(photo.blurKey) : imageOf(photo.key);
    const pending = viewer.owner && photo.reviewStatus === 'pending';
    return { id: photo.id, locked, ...image, ...(pending ? { pending: true } : {}) };
  });
}
