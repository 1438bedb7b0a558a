import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';

/** How far a finger must travel (px) for a swipe to change the photo. */
export const SWIPE_THRESHOLD = 50;
/** A tap's finger wobbles: below this (px) it is still a tap, and the control under it gets its click. */
const TAP_SLOP = 10;
/** On a control that may also be swiped (a photo that opens on a tap): `{...{ [SWIPE_THROUGH]: '' }}`. */
export const SWIPE_THROUGH = 'data-swipe-through';

/**
 * Horizontal swipes by pointer events (touch, pen and a dragged mouse alike): `offset` follows the
 * finger while it moves; on release beyond the threshold `onSwipe` gets -1 (to the left: next) or 1.
 * Vertical movement is left to the page (CSS touch-action: pan-y on the element). A drag is never a
 * click: the click a mouse sends after it is swallowed.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button > 0) return;
    // buttons and links inside keep their clicks (a captured pointer would send the click elsewhere)
    const control = event.target instanceof Element ? event.target.closest('button, a') : null;
    if (control && !control.hasAttribute(SWIPE_THROUGH)) return;
    dragged.current = false;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) <= Math.abs(event.clientY - from.y)) return;
    if (!dragged.current && Math.abs(dx) <= TAP_SLOP) return;
    dragged.current = true;
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
    if (Math.abs(dx) >= SWIPE_THRESHOLD) {
      dragged.current = true;
      onSwipe(dx < 0 ? -1 : 1);
    }
    // the click of this very gesture comes next, in the same task; a later one (a key) is a click again
    if (dragged.current) setTimeout(() => (dragged.current = false));
  };
  const onPointerCancel = () => {
    start.current = null;
    dragged.current = false;
    setOffset(0);
  };
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.stopPropagation();
  };
  return {
    offset,
    dragging: offset !== 0,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel, onClickCapture },
  };
}
