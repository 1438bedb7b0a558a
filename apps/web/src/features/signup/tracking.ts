import { isStorableText, TRACKING_KEYS, TRACKING_MAX_LENGTHS, type Tracking } from '@amora/contracts';
import { type KeyValueStore, local, session } from '../../lib/storage/safe-storage';

export const TRACKING_STORAGE_KEY = 'amora:tracking';
export const INVITE_STORAGE_KEY = 'amora:invite';

/**
 * `value` as a traffic source: its known keys (TRACKING_KEYS) when each is text within the contract's
 * limits (TRACKING_MAX_LENGTHS, isStorableText), other keys dropped; null when a known key holds anything
 * else, as trackingSchema would refuse it. Without zod, which would put the validators into the first load
 * (this runs at start): the API checks the tracking with trackingSchema again on signup.
 */
function toTracking(value: unknown): Tracking | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const tracking: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const text: unknown = (value as Record<string, unknown>)[key];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length > TRACKING_MAX_LENGTHS[key] || !isStorableText(text))
      return null;
    tracking[key] = text;
  }
  return tracking;
}

/** The traffic source of the query (network, ref, sub1-3, trimmed), or null when it names none or a bad one. */
export function trackingFromQuery(search: URLSearchParams): Tracking | null {
  const found: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = search.get(key)?.trim();
    if (value) found[key] = value;
  }
  if (Object.keys(found).length === 0) return null;
  return toTracking(found);
}

/** What the first visit brought along (spec §3 "Tracking query stored"), or {}. */
export function readTracking(store: KeyValueStore = local): Tracking {
  const raw = store.getItem(TRACKING_STORAGE_KEY);
  if (!raw) return {};
  try {
    return toTracking(JSON.parse(raw)) ?? {};
  } catch {
    return {};
  }
}

/** Keeps the traffic source of the first visit that had one: later visits do not overwrite it. */
export function captureTracking(search: URLSearchParams, store: KeyValueStore = local): void {
  if (Object.keys(readTracking(store)).length > 0) return;
  const tracking = trackingFromQuery(search);
  if (tracking) store.setItem(TRACKING_STORAGE_KEY, JSON.stringify(tracking));
}

/** An `invite` query is remembered for the visit, so the modal opened later still carries it. */
export function captureInvite(search: URLSearchParams, store: KeyValueStore = session): void {
  const invite = search.get('invite')?.trim();
  if (invite && invite.length <= 64) store.setItem(INVITE_STORAGE_KEY, invite);
}

export function readInvite(search: URLSearchParams, store: KeyValueStore = session): string | undefined {
  const fromQuery = search.get('invite')?.trim();
  if (fromQuery && fromQuery.length <= 64) return fromQuery;
  return store.getItem(INVITE_STORAGE_KEY) || undefined;
}

/** True when the visitor came from a known traffic source (network or ref). */
export function hasTrafficSource(tracking: Tracking): boolean {
  return Boolean(tracking.network || tracking.ref);
}
