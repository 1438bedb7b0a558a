import { resolve, sep } from 'node:path';

/** Keys are relative paths of safe segments: `p/<token>/full.webp`. No `..`, no leading `/`, no `\`. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

export function assertStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** The file of a key below root; throws for a key that would leave root (checked twice on purpose). */
export function pathBelow(root: string, key: string): string {
  const absolute = resolve(root, assertStorageKey(key));
  if (!absolute.startsWith(root + sep)) throw new InvalidStorageKeyError(key);
  return absolute;
}
