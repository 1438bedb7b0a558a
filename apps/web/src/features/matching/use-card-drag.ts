import { type PointerEvent, useCallback, useRef, useState } from 'react';

/** How far (px) a card must be dragged to count as a like (right) or a pass (left). */
export const DECIDE_DISTANCE = 110;

export interface Drag {
  dx: number;
  dy: number;
  active: boolean;
}

const REST: Drag = { dx: 0, dy: 0, active: false };

/**
 * Drags the top card of the swipe game with any pointer (finger, pen, mouse). Released beyond
 * DECIDE_DISTANCE it calls `onDecide` (true: like) and keeps its place, so the card flies on from
 * there; otherwise it springs back. Vertical page scrolling stays with the browser (touch-action pan-y).
 */
export function useCardDrag(onDecide: (like: boolean) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [drag, setDrag] = useState<Drag>(REST);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button > 0) return;
    // the card's own links and buttons keep their clicks
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    setDrag({ dx: event.clientX - from.x, dy: event.clientY - from.y, active: true });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    start.current = null;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= DECIDE_DISTANCE) {
      setDrag((current) => ({ ...current, active: false }));
      onDecide(dx > 0);
    } else setDrag(REST);
  };
  const onPointerCancel = () => {
    start.current = null;
    setDrag(REST);
  };
  const reset = useCallback(() => setDrag(REST), []);
  return { drag, reset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
