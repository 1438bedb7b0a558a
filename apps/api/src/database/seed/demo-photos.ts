import sharp, { type Sharp } from 'sharp';
import { filesOf, type StoredPhoto, storePhoto } from '../../modules/photos/photo-keys.js';
import { imageOf } from '../../modules/photos/photo-paths.js';
import type { Storage } from '../../modules/storage/storage.js';
import {
  type Gender,
  type HairColour,
  type Persona,
  personaFor,
  portraitSvg,
  seededUnit,
} from './avatars.js';
import { cachedRenditions, type DemoRenditions } from './demo-photo-cache.js';

/** One person of the demo cast: their 1 to 6 photos, and how many demo profiles they play so far. */
export interface DemoPerson {
  hairColour: HairColour;
  photos: StoredPhoto[];
  roles: number;
}
export type DemoPortraits = Record<Gender, DemoPerson[]>;
export type CastSizes = Record<Gender, Partial<Record<HairColour, number>>>;

/**
 * People per gender and hair colour: one more than the most profiles of such looks on one demo site
 * (demo-photos.spec.ts counts them), so that the profiles of a site are all different people.
 */
export const CAST: CastSizes = {
  female: { brown: 56, blond: 44, dark_blond: 29, black: 25, grey: 22, red: 8 },
  male: { brown: 35, dark_blond: 28, black: 20, blond: 15, bald: 12, grey: 9, red: 7 },
};
/** How many people have 1, 2, ... 6 photos: most a few, as on a real site (and each photo costs time). */
const PHOTO_COUNT_WEIGHTS = [10, 5, 3, 1, 1, 1];
const BACKGROUNDS = ['f9d7e5', 'e3d4f7', 'fde2c8', 'd4ecf7', 'dff3e3', 'f7e3d4', 'efe0fa'];
// the renditions of the upload pipeline (image-pipeline.ts), made straight from the drawing, which is
// drawn at the match size: the full rendition is the same picture
const SIZE = { width: 600, height: 750 };
const THUMB = { width: 200, height: 250 };
const BLUR = { width: 400, height: 500, shrink: 10, sigma: 3 };
const QUALITY = { match: 80, thumb: 78, blur: 60 };
// the personas are drawn in a square of 64 units
const VIEW_BOX = 64;
const PARALLEL = 2;
/** What a cached photo was made with besides its drawing: raise the version when the making changes. */
const RENDERING = { version: 1, vips: sharp.versions.vips, SIZE, THUMB, BLUR, QUALITY };

/** The people of a cast, each gender's hair colours taking turns (the order profiles are cast in). */
export function demoCast(sizes: CastSizes = CAST): Persona[] {
  return (['female', 'male'] as const).flatMap((gender) => {
    const colours = Object.entries(sizes[gender]) as [HairColour, number][];
    const longest = Math.max(0, ...colours.map(([, size]) => size));
    const turns = Array.from({ length: longest }, (_, turn) =>
      colours.filter(([, size]) => turn < size).map(([colour]) => colour),
    );
    return turns.flat().map((colour, index) => personaFor(`demo-${gender}-${index}`, gender, colour));
  });
}

/**
 * The demo cast's photos in the Storage, in the renditions an upload gets. Shared by the demo sites (a
 * demo photo row may point at a shared key), and drawn only when no earlier seed on this machine drew them.
 */
export async function renderDemoPortraits(storage: Storage, sizes: CastSizes = CAST): Promise<DemoPortraits> {
  const people = demoCast(sizes);
  const portraits: DemoPortraits = { female: [], male: [] };
  try {
    for (let i = 0; i < people.length; i += PARALLEL) {
      const batch = people.slice(i, i + PARALLEL);
      const drawn = await allStored(
        batch.map((persona) => photographPerson(storage, persona)),
        (photos) => storage.delete(photos.flat().flatMap(filesOf)),
      );
      for (const [j, photos] of drawn.entries()) {
        portraits[batch[j].gender].push({ hairColour: batch[j].hairColour, photos, roles: 0 });
      }
    }
  } catch (error) {
    await removeDemoPortraits(storage, portraits);
    throw error;
  }
  return portraits;
}

/** Waits for all; if one failed, removes what the others stored and fails with it. */
async function allStored<T>(work: Promise<T>[], remove: (stored: T[]) => Promise<void>): Promise<T[]> {
  const results = await Promise.allSettled(work);
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed) return results.map((result) => (result as PromiseFulfilledResult<T>).value);
  await remove(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
  throw failed.reason;
}

/**
 * A person's photos, all of the same face: each look (an expression and clothes) as drawn, then mirrored,
 * every photo on another background.
 */
function photographPerson(storage: Storage, persona: Persona): Promise<StoredPhoto[]> {
  const drawings = new Map<number, Promise<Raw>>();
  const drawing = (look: number) => {
    if (!drawings.has(look)) drawings.set(look, rasterise(portraitSvg(persona, look)));
    return drawings.get(look) as Promise<Raw>;
  };
  return allStored(
    Array.from({ length: photoCount(persona) }, async (_, i) => {
      const look = Math.floor(i / 2);
      const mirrored = i % 2 === 1;
      const background = `#${BACKGROUNDS[(persona.offset + i) % BACKGROUNDS.length]}`;
      const recipe = JSON.stringify({ svg: portraitSvg(persona, look), mirrored, background, ...RENDERING });
      const { thumb, match, blur } = await cachedRenditions(recipe, async () =>
        renditions(await pose(await drawing(look), mirrored, background)),
      );
      return storePhoto(storage, { renditions: { thumb, match, full: match }, blur, ...SIZE });
    }),
    (photos) => storage.delete(photos.flatMap(filesOf)),
  );
}

export function photoCount(persona: Persona): number {
  const total = PHOTO_COUNT_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const drawn = seededUnit(persona.seed, 'photos') * total;
  const upTo = PHOTO_COUNT_WEIGHTS.map((_, i) =>
    PHOTO_COUNT_WEIGHTS.slice(0, i + 1).reduce((a, b) => a + b, 0),
  );
  return 1 + upTo.findIndex((bound) => drawn < bound);
}

interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}
const image = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
async function toRaw(picture: Sharp): Promise<Raw> {
  const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** The drawing at the match size: the middle of its square, as wide as the photo needs and no wider. */
function rasterise(svg: string): Promise<Raw> {
  const square = `viewBox="0 0 ${VIEW_BOX} ${VIEW_BOX}"`;
  if (!svg.includes(square)) throw new Error('The portrait is no longer drawn in a square of 64 units');
  const width = (VIEW_BOX * SIZE.width) / SIZE.height;
  const middle = `viewBox="${(VIEW_BOX - width) / 2} 0 ${width} ${VIEW_BOX}" width="${SIZE.width}" height="${SIZE.height}"`;
  return toRaw(sharp(Buffer.from(svg.replace(square, middle))));
}

/** The drawing on a background, mirrored if asked. */
function pose(drawing: Raw, mirrored: boolean, background: string): Promise<Raw> {
  const picture = image(drawing).flatten({ background });
  return toRaw(mirrored ? picture.flop() : picture);
}

/** The photo's renditions (WebP, no metadata), the smaller ones made from the thumbnail. */
async function renditions(photo: Raw): Promise<DemoRenditions> {
  const small = await toRaw(image(photo).resize({ ...THUMB, kernel: 'linear' }));
  const [match, thumb, blur] = await Promise.all([
    image(photo).webp({ quality: QUALITY.match, effort: 0 }).toBuffer(),
    image(small).webp({ quality: QUALITY.thumb, effort: 0 }).toBuffer(),
    blurred(small),
  ]);
  return { thumb, match, blur };
}

/** Blurred like an upload's: a small copy blurred a little, scaled back up. */
async function blurred(photo: Raw): Promise<Buffer> {
  const tiny = {
    width: BLUR.width / BLUR.shrink,
    height: BLUR.height / BLUR.shrink,
    kernel: 'linear' as const,
  };
  return image(await toRaw(image(photo).resize(tiny).blur(BLUR.sigma)))
    .resize({ width: BLUR.width, height: BLUR.height, kernel: 'linear' })
    .webp({ quality: QUALITY.blur, effort: 0 })
    .toBuffer();
}

export async function removeDemoPortraits(storage: Storage, portraits: DemoPortraits) {
  const photos = [...portraits.female, ...portraits.male].flatMap((person) => person.photos);
  await storage.delete(photos.flatMap(filesOf));
}

/**
 * A demo profile's photos, all of one person of its gender and hair colour: the first of those who play
 * the fewest profiles so far. The profiles of a site are cast one after the other, so they are different
 * people while the cast lasts. Without a hair colour (or one no one in the cast has), any person of the
 * gender. The image seed picks the photo that comes first: a person cast on two sites does not open with
 * the same one there.
 */
export function demoPhotosFor(
  imageSeed: string,
  gender: Gender,
  portraits: DemoPortraits,
  hairColour?: string | null,
): StoredPhoto[] {
  const alike = portraits[gender].filter((person) => person.hairColour === hairColour);
  const person = leastCast(alike.length > 0 ? alike : portraits[gender]);
  if (!person) return [];
  person.roles += 1;
  const first = Math.floor(seededUnit(imageSeed, 'first photo') * person.photos.length);
  return [...person.photos.slice(first), ...person.photos.slice(0, first)];
}

function leastCast(people: DemoPerson[]): DemoPerson | undefined {
  return people.reduce<DemoPerson | undefined>(
    (least, next) => (least && least.roles <= next.roles ? least : next),
    undefined,
  );
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
