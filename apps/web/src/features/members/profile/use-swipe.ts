import { type PointerEvent, useRef, useState } from 'react';

/** How far a finger must travel (px) for a swipe to change the photo. */
export const SWIPE_THRESHOLD = 50;

/**
 * Horizontal swipes by pointer events (touch, pen and a dragged mouse alike): `offset` follows the
 * finger while it moves; on release beyond the threshold `onSwipe` gets -1 (to the left: next) or 1.
 * Vertical movement is left to the page (CSS touch-action: pan-y on the element).
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button > 0) return;
    // buttons and links inside keep their clicks (a captured pointer would send the click elsewhere)
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) <= Math.abs(event.clientY - from.y)) return;
    if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(dx);
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    start.current = null;
    const dx = event.clientX - from.x;
    setOffset(0);
    if (Math.abs(dx) >= SWIPE_THRESHOLD) onSwipe(dx < 0 ? -1 : 1);
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(0);
  };
  return {
    offset,
    dragging: offset !== 0,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel },
  };
}
