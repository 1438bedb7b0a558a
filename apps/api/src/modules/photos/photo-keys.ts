import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/storage.js';
import type { ProcessedPhoto } from './image-pipeline.js';
import { RENDITIONS, renditionKey } from './photo-paths.js';

/** 160 random bits, URL-safe: a key nobody can guess, and no key tells another. */
export const newPhotoKey = () => randomBytes(20).toString('base64url');

export interface StoredPhoto {
  key: string;
  blurKey: string;
  width: number;
  height: number;
}

/** Every storage key of a photo: its renditions and its blurred one. */
export const filesOf = (photo: Pick<StoredPhoto, 'key' | 'blurKey'>) => [
  ...RENDITIONS.map((rendition) => renditionKey(photo.key, rendition)),
  renditionKey(photo.blurKey, 'blur'),
];

/** Writes a processed photo's files under two new keys; on a failure, removes what was written. */
export async function storePhoto(storage: Storage, photo: ProcessedPhoto): Promise<StoredPhoto> {
  const stored = { key: newPhotoKey(), blurKey: newPhotoKey(), width: photo.width, height: photo.height };
  const writes: [string, Buffer][] = [
    ...RENDITIONS.map((rendition): [string, Buffer] => [
      renditionKey(stored.key, rendition),
      photo.renditions[rendition],
    ]),
    [renditionKey(stored.blurKey, 'blur'), photo.blur],
  ];
  try {
    await Promise.all(writes.map(([key, body]) => storage.put(key, body, 'image/webp')));
  } catch (error) {
    await storage.delete(filesOf(stored)).catch(() => undefined);
    throw error;
  }
  return stored;
}
