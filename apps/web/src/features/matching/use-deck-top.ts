import { type RefObject, useLayoutEffect } from 'react';

/**
 * Writes where the deck starts (below the page's head) into `--deck-top` on `column`, in pixels from
 * the top of the page, for the card to be sized to the screen (DeckBox). Measured again whenever the
 * head or the page changes height: the hearts wrapping, an alert above shown or dismissed.
 */
export function useDeckTop(column: RefObject<HTMLElement | null>, head: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const measure = () => {
      if (!column.current || !head.current) return;
      const below = Number.parseFloat(getComputedStyle(head.current).marginBottom) || 0;
      const top = head.current.getBoundingClientRect().bottom + window.scrollY + below;
      column.current.style.setProperty('--deck-top', `${Math.round(top)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (head.current) observer?.observe(head.current);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [column, head]);
}
