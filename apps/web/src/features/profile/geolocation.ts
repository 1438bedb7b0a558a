import { useEffect, useState } from 'react';
import { local } from '../../lib/storage/safe-storage';

/** Spec §4: the geolocation permission is unsupported, unknown, or the browser's own state. */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

/** Why no position came: the member said no, or the device could not tell (or took too long). */
export type GeoFailure = 'denied' | 'unavailable' | 'timeout';

export interface Position {
  lat: number;
  lon: number;
}

/** A position is reused for at most an hour (issue #9), in the browser and in our own store. */
export const POSITION_MAX_AGE_MS = 60 * 60 * 1000;
export const POSITION_STORAGE_KEY = 'amora:geo-position';
const TIMEOUT_MS = 15_000;

/**
 * Two decimals (about a kilometre) are plenty to find the nearest town, and all we keep: an exact
 * position says where someone lives.
 */
const coarse = (value: number) => Math.round(value * 100) / 100;

export function readStoredPosition(now = Date.now()): Position | null {
  try {
    const stored = JSON.parse(local.getItem(POSITION_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { lat, lon, at } = stored as Record<string, unknown>;
    if (typeof lat !== 'number' || typeof lon !== 'number' || typeof at !== 'number') return null;
    return now - at >= 0 && now - at < POSITION_MAX_AGE_MS ? { lat, lon } : null;
  } catch {
    return null;
  }
}

function storePosition(position: Position, now = Date.now()) {
  local.setItem(POSITION_STORAGE_KEY, JSON.stringify({ ...position, at: now }));
}

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

export class GeoError extends Error {
  constructor(readonly reason: GeoFailure) {
    super(reason);
  }
}

const FAILURES: Record<number, GeoFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The member's position (coarse): the stored one while under an hour old, else the browser's. */
export function locate(): Promise<Position> {
  const stored = readStoredPosition();
  if (stored) return Promise.resolve(stored);
  if (!hasGeolocation()) return Promise.reject(new GeoError('unavailable'));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { lat: coarse(coords.latitude), lon: coarse(coords.longitude) };
        storePosition(position);
        resolve(position);
      },
      (error) => reject(new GeoError(FAILURES[error.code] ?? 'unavailable')),
      { maximumAge: POSITION_MAX_AGE_MS, timeout: TIMEOUT_MS, enableHighAccuracy: false },
    );
  });
}

/** The permission state, kept current while the page is open (the member may change it meanwhile). */
export function useGeoPermission(): GeoPermission {
  const [state, setState] = useState<GeoPermission>(() => (hasGeolocation() ? 'unknown' : 'unsupported'));
  useEffect(() => {
    if (!hasGeolocation() || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const update = () => status && setState(status.state);
    navigator.permissions.query({ name: 'geolocation' }).then(
      (answer) => {
        if (cancelled) return;
        status = answer;
        update();
        status.addEventListener('change', update);
      },
      // some browsers know the API but not this permission's name: the state stays unknown
      () => undefined,
    );
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return state;
}
