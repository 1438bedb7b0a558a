import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in a task of their own once the page has painted: for what lies below the fold,
 * so the first screen's render is a shorter task and input waits less on slow phones (Lighthouse's
 * total blocking time counts what each task lasts beyond 50 ms). Nothing above it moves when it comes.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true));
    return () => clearTimeout(timer);
  }, []);
  return painted ? children : null;
}
