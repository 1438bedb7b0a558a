import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from './api-client';

interface Page {
  next_cursor: string | null;
}

export interface CursorPages<P extends Page> {
  page: P | null;
  error: ApiError | null;
  loading: boolean;
  /** 1 for the first page. */
  number: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
  /** The current page again (after a change). */
  reload: () => void;
}

/**
 * Server paging by keyset cursor: the API hands out the next page's cursor, and the cursors of the pages
 * seen so far make "previous" possible. A new `key` (other filters) starts again from the first page.
 */
export function useCursorPages<P extends Page>(
  key: string,
  load: (cursor: string | undefined) => Promise<P>,
): CursorPages<P> {
  const [stack, setStack] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key,
    cursors: [undefined],
  });
  const [page, setPage] = useState<P | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const cursors = stack.key === key ? stack.cursors : [undefined];
  const depth = cursors.length;
  const cursor = cursors[depth - 1];

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` and `depth` ask for a page again
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    loadRef
      .current(cursor)
      .then((answer) => current && setPage(answer))
      .catch((failure) => current && setError(toApiError(failure)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key, cursor, depth, generation]);

  const nextCursor = page?.next_cursor ?? null;
  const next = useCallback(() => {
    if (nextCursor) setStack({ key, cursors: [...cursors, nextCursor] });
  }, [key, cursors, nextCursor]);
  const previous = useCallback(() => {
    if (cursors.length > 1) setStack({ key, cursors: cursors.slice(0, -1) });
  }, [key, cursors]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  return {
    page,
    error,
    loading,
    number: depth,
    hasPrevious: depth > 1 && !loading,
    hasNext: Boolean(nextCursor) && !loading,
    previous,
    next,
    reload,
  };
}
