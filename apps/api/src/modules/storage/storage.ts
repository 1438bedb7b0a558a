import type { Readable } from 'node:stream';

/** A stored file as served: its bytes as a stream, with its type and size. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live (DESIGN.md §10): local disk under DATA_DIR by default, or an S3-compatible
 * object store shared by several API processes. Keys are relative paths such as `p/<token>/full.webp`.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the files; keys that do not exist are ignored. */
  delete(keys: string[]): Promise<void>;
}

/** The Nest injection token of the Storage the environment chose. */
export const STORAGE = Symbol('Storage');
