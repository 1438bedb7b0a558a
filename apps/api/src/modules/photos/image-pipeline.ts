import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@amora/contracts';
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../../common/api-error.js';
import { holdsMarkup, sniffFormat } from './photo-content.js';
import type { Rendition } from './photo-paths.js';

/** Each rendition's box: `cover` crops to exactly that size, `inside` keeps the proportions. */
const SIZES: Record<Rendition | 'blur', { width: number; height: number; fit: 'cover' | 'inside' }> = {
  thumb: { width: 200, height: 250, fit: 'cover' },
  match: { width: 600, height: 750, fit: 'cover' },
  full: { width: 1600, height: 1600, fit: 'inside' },
  blur: { width: 400, height: 500, fit: 'cover' },
};
const BLUR_SIGMA = 30;
const QUALITY: Record<Rendition | 'blur', number> = { thumb: 78, match: 80, full: 82, blur: 60 };

export interface ProcessedPhoto {
  renditions: Record<Rendition, Buffer>;
  blur: Buffer;
  /** The full rendition's size. */
  width: number;
  height: number;
}

export const photoLimitParams = {
  max_mb: Math.round(PHOTO_MAX_BYTES / 1024 / 1024),
  max_megapixels: Math.round(PHOTO_MAX_PIXELS / 1_000_000),
};

/**
 * Checks an upload by its content and re-encodes it: the format by its first bytes (JPEG, PNG, WebP),
 * no markup or code inside, at most PHOTO_MAX_PIXELS (a decompression bomb is refused from its header,
 * before decoding), readable to the end. The renditions are new WebP files, turned upright, with no
 * metadata at all (EXIF with GPS, ICC, XMP): sharp writes none unless told to.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new ApiError('photo_too_large', photoLimitParams);
  const format = sniffFormat(bytes);
  if (!format) throw new ApiError('photo_not_image');
  if (holdsMarkup(bytes)) throw new ApiError('photo_unsafe');
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height || header.format !== format) throw new ApiError('photo_unreadable');
  if (header.width * header.height > PHOTO_MAX_PIXELS || (header.pages ?? 1) > 1) {
    throw new ApiError('photo_too_many_pixels', photoLimitParams);
  }
  const upright = await decodeUpright(bytes);
  const [thumb, match, full, blur] = await Promise.all([
    encode(upright, 'thumb'),
    encode(upright, 'match'),
    encode(upright, 'full'),
    encode(upright, 'blur'),
  ]);
  return {
    renditions: { thumb: thumb.data, match: match.data, full: full.data },
    blur: blur.data,
    width: full.info.width,
    height: full.info.height,
  };
}

interface Decoded {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Decoded once, turned by its EXIF orientation and shrunk to the largest rendition. */
async function decodeUpright(bytes: Buffer): Promise<Decoded> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ ...SIZES.full, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) {
      throw new ApiError('photo_too_many_pixels', photoLimitParams);
    }
    throw new ApiError('photo_unreadable');
  }
}

function encode(decoded: Decoded, rendition: Rendition | 'blur') {
  const { width, height, fit } = SIZES[rendition];
  let image: Sharp = sharp(decoded.data, { raw: decoded.info }).resize({
    width,
    height,
    fit,
    withoutEnlargement: fit === 'inside',
  });
  if (rendition === 'blur') image = image.blur(BLUR_SIGMA);
  return image.webp({ quality: QUALITY[rendition], effort: 2 }).toBuffer({ resolveWithObject: true });
}
