import { type RefObject, useEffect } from 'react';

/** Calls `onVisible` when the sentinel comes near the viewport (the "Load more" button is the fallback). */
export function useInfiniteScroll(
  sentinel: RefObject<HTMLElement | null>,
  onVisible: () => void,
  enabled: boolean,
): void {
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, onVisible, enabled]);
}
