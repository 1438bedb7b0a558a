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

/** Half the height of the band in the middle of the gallery: its arrows, or a locked photo's button. */
const GALLERY_CONTROLS_HALF = 64;

/**
 * Whether the stuck element would lie over the middle of the profile's gallery (`[data-gallery-stage]`),
 * where its arrows and a locked photo's way to premium are: below a stack of alerts, the gallery's
 * middle can start behind it. Read on every scroll while stuck.
 */
export function useCoversGallery(ref: RefObject<HTMLElement | null>, stuck: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    setCovers(false);
    const element = ref.current;
    if (!stuck || !element) return;
    let frame = 0;
    const measure = () => {
      const stage = document.querySelector('[data-gallery-stage]')?.getBoundingClientRect();
      const bar = element.getBoundingClientRect();
      const middle = stage ? stage.top + stage.height / 2 : Number.NEGATIVE_INFINITY;
      setCovers(bar.top < middle + GALLERY_CONTROLS_HALF && bar.bottom > middle - GALLERY_CONTROLS_HALF);
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    globalThis.addEventListener('scroll', onScroll, { passive: true });
    globalThis.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      globalThis.removeEventListener('scroll', onScroll);
      globalThis.removeEventListener('resize', onScroll);
    };
  }, [ref, stuck]);
  return covers;
}
