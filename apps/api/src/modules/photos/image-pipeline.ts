import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MIN_SIDE } from '@amora/contracts';
import type sharpModule from 'sharp';
import { ApiError } from '../../common/api-error.js';
import { lazyImport } from '../../common/lazy-import.js';
import { holdsMarkup, sniffFormat } from './photo-content.js';
import type { Rendition } from './photo-paths.js';

type Sharp = typeof sharpModule;
/** sharp and libvips (~20 MB resident) load at the first picture, not in every process at rest (issue 10). */
export const loadSharp = lazyImport(async (): Promise<Sharp> => (await import('sharp')).default);

/** Each rendition's box: `cover` crops to exactly that size, `inside` keeps the proportions. */
const SIZES: Record<Rendition | 'blur', { width: number; height: number; fit: 'cover' | 'inside' }> = {
  thumb: { width: 200, height: 250, fit: 'cover' },
  match: { width: 600, height: 750, fit: 'cover' },
  full: { width: 1600, height: 1600, fit: 'inside' },
  blur: { width: 400, height: 500, fit: 'cover' },
};
/** The blur of a 400×500 picture with sigma 30, made cheaply: sigma 3 on a tenth, scaled back up. */
const BLUR_SHRINK = 10;
const BLUR_SIGMA = 30 / BLUR_SHRINK;
const QUALITY: Record<Rendition | 'blur', number> = { thumb: 78, match: 80, full: 82, blur: 60 };

export interface ProcessedPhoto {
  renditions: Record<Rendition, Buffer>;
  blur: Buffer;
  /** The full rendition's size. */
  width: number;
  height: number;
}

export interface PipelineOptions {
  /** WebP encoder effort, 0 (fastest) to 6; uploads use 2, the demo seed 0 (many pictures at start). */
  effort?: number;
}

export const photoLimitParams = {
  max_mb: Math.round(PHOTO_MAX_BYTES / 1024 / 1024),
  max_megapixels: Math.round(PHOTO_MAX_PIXELS / 1_000_000),
  min_px: PHOTO_MIN_SIDE,
};

/**
 * Checks an upload by its content and re-encodes it: the format by its first bytes (JPEG, PNG, WebP),
 * no markup or code inside, at most PHOTO_MAX_PIXELS (a decompression bomb is refused from its header,
 * before decoding) and at least PHOTO_MIN_SIDE on each side, readable to the end. The renditions are new
 * WebP files, turned upright, with no metadata at all (EXIF with GPS, ICC, XMP): sharp writes none unless
 * told to.
 */
export async function processPhoto(
  bytes: Buffer,
  { effort = 2 }: PipelineOptions = {},
): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new ApiError('photo_too_large', photoLimitParams);
  const format = sniffFormat(bytes);
  if (!format) throw new ApiError('photo_not_image');
  if (holdsMarkup(bytes)) throw new ApiError('photo_unsafe');
  const sharp = await loadSharp();
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height || header.format !== format) throw new ApiError('photo_unreadable');
  if (header.width * header.height > PHOTO_MAX_PIXELS || (header.pages ?? 1) > 1) {
    throw new ApiError('photo_too_many_pixels', photoLimitParams);
  }
  if (Math.min(header.width, header.height) < PHOTO_MIN_SIDE)
    throw new ApiError('photo_too_small', photoLimitParams);
  const upright = await decodeUpright(sharp, bytes);
  const [thumb, match, full, blur] = await Promise.all([
    encode(sharp, upright, 'thumb', effort),
    encode(sharp, upright, 'match', effort),
    encode(sharp, upright, 'full', effort),
    encodeBlurred(sharp, upright, effort),
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
async function decodeUpright(sharp: Sharp, bytes: Buffer): Promise<Decoded> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      // a photo has no transparent parts: flat on white, three channels encode faster
      .flatten({ background: '#ffffff' })
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

function encode(sharp: Sharp, decoded: Decoded, rendition: Rendition, effort: number) {
  const { width, height, fit } = SIZES[rendition];
  return sharp(decoded.data, { raw: decoded.info })
    .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
    .webp({ quality: QUALITY[rendition], effort })
    .toBuffer({ resolveWithObject: true });
}

async function encodeBlurred(sharp: Sharp, decoded: Decoded, effort: number) {
  const { width, height } = SIZES.blur;
  const small = await sharp(decoded.data, { raw: decoded.info })
    .resize({ width: width / BLUR_SHRINK, height: height / BLUR_SHRINK, fit: 'cover' })
    .blur(BLUR_SIGMA)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { channels } = small.info;
  return sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels } })
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .webp({ quality: QUALITY.blur, effort })
    .toBuffer({ resolveWithObject: true });
}
