import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';

/** How far a row slides open to the left (px): the width of the button behind it. */
export const SWIPE_OPEN_PX = 88;
/** Movement (px) before a touch counts as a swipe rather than a tap. */
const SLOP_PX = 8;

/**
 * A list row that a finger slides to the left to show an action behind it (phones have no hover).
 * Touch only: a mouse uses the row's own delete button. A swipe is no tap, so it opens no link.
 */
export function useSwipeOpen() {
  const [open, setOpen] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number; id: number; swiping: boolean } | null>(null);
  const swiped = useRef(false);
  const base = open ? -SWIPE_OPEN_PX : 0;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch' || !event.isPrimary) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId, swiping: false };
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (!from.swiping) {
      if (Math.abs(dx) < SLOP_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      from.swiping = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDrag(Math.max(-SWIPE_OPEN_PX * 1.2, Math.min(0, base + dx)));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from?.swiping) return;
    swiped.current = true;
    setOpen(base + (event.clientX - from.x) < -SWIPE_OPEN_PX / 2);
    setDrag(null);
  };
  const onPointerCancel = () => {
    start.current = null;
    setDrag(null);
  };
  // the click that ends a swipe, or a tap on an open row (which closes it), opens nothing
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (swiped.current) {
      swiped.current = false;
      event.preventDefault();
    } else if (open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return {
    offset: drag ?? base,
    dragging: drag !== null,
    open,
    close: () => setOpen(false),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture },
  };
}
