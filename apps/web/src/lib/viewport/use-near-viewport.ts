import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on (at once where the
 * browser has no IntersectionObserver). For what a page only needs below the fold, such as the footer's
 * company name: it is asked for as the member scrolls towards it, not in the first load.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
