import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Storage, StoredFile } from './storage.js';
import { isValidStorageKey, pathBelow } from './storage-key.js';

/** Files under one folder (DATA_DIR/uploads): the default for a single API process. */
export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = pathBelow(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    // written beside and renamed, so a reader never sees half a file
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidStorageKey(key)) return null;
    // opened before it is measured: a file removed meanwhile is either served whole or not found
    const handle = await open(pathBelow(this.root, key), 'r').catch(() => null);
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeOf(key), size: info.size };
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(pathBelow(this.root, key), { force: true })));
    // the photo's folder, once empty (rmdir refuses a folder that still holds files)
    const folders = new Set(keys.map((key) => dirname(pathBelow(this.root, key))));
    await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
  }
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
