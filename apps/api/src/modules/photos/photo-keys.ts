import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
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

/**
 * Deletes the files of a photo whose row is gone, unless another photo row still points at them (the
 * demo profiles share their generated portraits): one member's deletion never breaks another's photo.
 */
export async function deleteUnusedFiles(
  db: DataSource,
  storage: Storage,
  photo: Pick<StoredPhoto, 'key' | 'blurKey'>,
): Promise<void> {
  const [{ used }]: { used: boolean }[] = await db.query(
    'SELECT EXISTS (SELECT 1 FROM profile_photo WHERE key = $1) AS used',
    [photo.key],
  );
  if (!used) await storage.delete(filesOf(photo));
}
