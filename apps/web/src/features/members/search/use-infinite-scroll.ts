import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the member is moving through the page with Tab (until they scroll or point again). While they
 * tab, nothing loads by itself: each Tab onto a low card would load more and the footer would never be
 * reached; they press "Show more" instead.
 */
function useTabbing(): boolean {
  const [tabbing, setTabbing] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setTabbing(true);
    };
    const onPointer = () => setTabbing(false);
    const pointerEvents = ['pointerdown', 'wheel', 'touchmove'] as const;
    document.addEventListener('keydown', onKey, true);
    for (const type of pointerEvents) document.addEventListener(type, onPointer, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey, true);
      for (const type of pointerEvents) document.removeEventListener(type, onPointer);
    };
  }, []);
  return tabbing;
}

/** Calls `onVisible` when the sentinel comes near the viewport (the "Show more" button is the fallback). */
export function useInfiniteScroll(
  sentinel: RefObject<HTMLElement | null>,
  onVisible: () => void,
  enabled: boolean,
): void {
  const tabbing = useTabbing();
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || tabbing || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, onVisible, enabled, tabbing]);
}
