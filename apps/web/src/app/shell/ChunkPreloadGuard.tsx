import { useEffect } from 'react';
import { reloadOncePerWindow } from '../../lib/chunk-reload/chunk-reload-guard';

/**
 * Vite fires `vite:preloadError` when a preloaded chunk of an old deploy is gone: reload once per 60 s
 * instead of breaking the navigation; when the guard refuses, the route's error page shows.
 */
export function ChunkPreloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOncePerWindow()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}
