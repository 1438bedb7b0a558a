import { type RefObject, useEffect, useState } from 'react';
import { useMediaQuery } from '../shared/use-media-query';

/**
 * Whether a `position: sticky` element with a `bottom` offset stands at that offset (stuck above the
 * bottom of the screen) rather than in its place in the page, while `media` matches. Stuck, one pixel
 * of it is below a root shrunk by that offset plus one.
 */
export function useStuckToBottom(ref: RefObject<HTMLElement | null>, media: string): boolean {
  const matches = useMediaQuery(media);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = ref.current;
    setStuck(false);
    if (!matches || !element || typeof IntersectionObserver === 'undefined') return;
    const offset = Number.parseFloat(getComputedStyle(element).bottom);
    if (!Number.isFinite(offset)) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const height = entry.rootBounds?.height ?? globalThis.innerHeight;
        setStuck(entry.intersectionRatio < 1 && entry.boundingClientRect.top > height / 2);
      },
      { rootMargin: `0px 0px -${Math.ceil(offset) + 1}px 0px`, threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, matches]);
  return stuck;
}
