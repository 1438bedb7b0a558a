import { type KeyValueStore, session } from '../storage/safe-storage';

/** Spec §4/§9: a failed chunk load reloads the page, at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_STORAGE_KEY = 'amora:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** A lazy route or preloaded asset that could not be fetched, typically after a new deploy. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Reload unless the last reload for this reason was under 60 s ago. */
export function shouldReload(
  now: number,
  lastReloadAt: number | null,
  windowMs: number = RELOAD_GUARD_MS,
): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= windowMs ||
    now < lastReloadAt
  );
}

export interface ReloadGuardDeps {
  storage?: KeyValueStore;
  now?: () => number;
  reload?: () => void;
}

/** Reloads the page for a chunk error when the guard allows; returns whether it did. */
export function reloadForChunkError(error: unknown, deps: ReloadGuardDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadOncePerWindow(deps);
}

let reloading = false;

/** True once this page has started reloading itself for a missing chunk. */
export function isReloadPending(): boolean {
  return reloading;
}

export function reloadOncePerWindow({
  storage = session,
  now = Date.now,
  reload = () => globalThis.location.reload(),
}: ReloadGuardDeps = {}): boolean {
  const stored = storage.getItem(RELOAD_STORAGE_KEY);
  const time = now();
  if (!shouldReload(time, stored === null ? null : Number(stored))) return false;
  storage.setItem(RELOAD_STORAGE_KEY, String(time));
  reloading = true;
  reload();
  return true;
}
