import { useSyncExternalStore } from 'react';

/** Whether a media query matches now (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = (listener: () => void) => {
    const list = globalThis.matchMedia?.(query);
    list?.addEventListener('change', listener);
    return () => list?.removeEventListener('change', listener);
  };
  const get = () => globalThis.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, get, () => false);
}
