import { useCallback } from 'react';

/** Room kept below the element, and the least height it is given on a very short window. */
const MARGIN_PX = 24;
const MIN_HEIGHT_PX = 240;

/**
 * A callback ref that keeps a scrolling element (the desktop filter sidebar) within the window from where
 * it starts: below the notices at the top of the page it is shorter, stuck under the navigation once the
 * page scrolls it grows. So the buttons at its bottom are always in view; with only its sticky offset
 * allowed for, they sat below the fold at the top of the page, and a changed filter seemed to do nothing.
 */
export function useFitInWindow() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    // never above its sticky offset: once its column ends it scrolls away, and must not grow meanwhile
    const stuckAt = Number.parseFloat(getComputedStyle(element).top) || 0;
    let frame = 0;
    const fit = () => {
      frame = 0;
      const top = Math.max(element.getBoundingClientRect().top, stuckAt);
      element.style.maxHeight = `${Math.max(window.innerHeight - top - MARGIN_PX, MIN_HEIGHT_PX)}px`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // a notice shown or closed above it moves it without a scroll
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
}
