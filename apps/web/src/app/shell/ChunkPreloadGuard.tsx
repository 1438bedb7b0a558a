import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { reloadOncePerWindow } from '../../lib/chunk-reload/chunk-reload-guard';

/**
 * Vite fires `vite:preloadError` when a chunk of an old deploy is gone. Load the page the member was
 * going to afresh, once per 60 s; when the guard refuses, the error reaches the route's error page.
 */
export function ChunkPreloadGuard() {
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location
    ? `${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}`
    : null;

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const destination = target.current;
      const reload = destination ? () => window.location.assign(destination) : undefined;
      if (reloadOncePerWindow({ reload })) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}
