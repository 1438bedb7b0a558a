import { useEffect, useState } from 'react';

/** Seconds left of `initial` (as the answer gave them), counted down each second; null stays null. */
export function useSecondsLeft(initial: number | null): number | null {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    if (initial === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [initial]);
  if (initial === null) return null;
  return Math.max(0, initial - Math.floor((now - started) / 1000));
}

/** 14400 → "04:00:00": two digits for hours, minutes and seconds (spec §4). */
export function formatClock(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}
