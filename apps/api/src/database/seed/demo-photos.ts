import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { processPhoto } from '../../modules/photos/image-pipeline.js';
import { filesOf, type StoredPhoto, storePhoto } from '../../modules/photos/photo-keys.js';
import { imageOf } from '../../modules/photos/photo-paths.js';
import type { Storage } from '../../modules/storage/storage.js';
import { portraitSvg } from './avatars.js';

type Gender = 'male' | 'female';
export type DemoPortraits = Record<Gender, StoredPhoto[]>;

/** Distinct portraits per gender; each is drawn once and shown mirrored as well. */
export const PORTRAITS_PER_GENDER = 20;
const MAX_PHOTOS = 6;
// the match rendition's size: drawn at it, no rendition is scaled up
const SIZE = { width: 600, height: 750 };
// the personas' view box is 64 units wide: this density draws it 600 pixels wide
const DENSITY = (72 * SIZE.height) / 64;
const PARALLEL = 2;

/**
 * Generated portraits pushed through the upload pipeline into the Storage, like a member's photos.
 * Drawn once per seed and shared by all demo profiles (a demo photo row may point at a shared key), so
 * that the first start stays fast.
 */
export async function renderDemoPortraits(
  storage: Storage,
  perGender = PORTRAITS_PER_GENDER,
): Promise<DemoPortraits> {
  const jobs = (['female', 'male'] as const).flatMap((gender) =>
    Array.from({ length: perGender }, (_, index) => ({ gender, index })),
  );
  const portraits: DemoPortraits = { female: [], male: [] };
  try {
    for (let i = 0; i < jobs.length; i += PARALLEL) {
      const batch = jobs.slice(i, i + PARALLEL);
      const drawn = await Promise.all(batch.map(({ gender, index }) => drawPortrait(storage, gender, index)));
      for (const [j, pair] of drawn.entries()) portraits[batch[j].gender].push(...pair);
    }
  } catch (error) {
    await removeDemoPortraits(storage, portraits);
    throw error;
  }
  return portraits;
}

/** One portrait, and its mirror image a little closer: two photos from one drawing (drawn once). */
async function drawPortrait(storage: Storage, gender: Gender, index: number): Promise<StoredPhoto[]> {
  const svg = Buffer.from(portraitSvg(`demo-${gender}-${index}`, gender));
  const { data, info } = await sharp(svg, { density: DENSITY })
    .resize({ ...SIZE, fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const closer = {
    left: Math.round(SIZE.width * 0.05),
    top: Math.round(SIZE.height * 0.03),
    width: Math.round(SIZE.width * 0.9),
    height: Math.round(SIZE.height * 0.9),
  };
  const variants = [sharp(data, raw), sharp(data, raw).flop().extract(closer).resize(SIZE)];
  return Promise.all(
    variants.map(async (variant) => {
      const png = await variant.png({ compressionLevel: 0 }).toBuffer();
      return storePhoto(storage, await processPhoto(png, { effort: 0 }));
    }),
  );
}

export async function removeDemoPortraits(storage: Storage, portraits: DemoPortraits) {
  await storage.delete([...portraits.female, ...portraits.male].flatMap(filesOf));
}

/**
 * A demo profile's 1 to 6 photos, chosen by its image seed from the portraits of its gender: one
 * person's portrait and its mirror image first (what a free member sees), then other portraits.
 */
export function demoPhotosFor(imageSeed: string, gender: Gender, portraits: DemoPortraits): StoredPhoto[] {
  const pool = portraits[gender];
  const hash = createHash('sha256').update(imageSeed).digest();
  const count = 1 + (hash[0] % Math.min(MAX_PHOTOS, pool.length));
  // portraits and their mirrors sit side by side: an even index is a portrait, the next its mirror
  const first = 2 * (hash.readUInt32BE(1) % (pool.length / 2));
  const step = 2 * (1 + (hash[5] % 3));
  const others = (i: number) => pool[(first + 2 + i * step) % pool.length];
  return Array.from({ length: count }, (_, i) => (i < 2 ? pool[first + i] : others(i - 2)));
}

/** The profile columns of its main photo (lists read them without a join). */
export function mainImageColumns(photos: StoredPhoto[]) {
  const main = photos[0] ? imageOf(photos[0].key) : null;
  return {
    mainImageFilename: main?.filename ?? null,
    thumbFilename: main?.thumb_filename ?? null,
    matchFilename: main?.match ?? null,
  };
}
