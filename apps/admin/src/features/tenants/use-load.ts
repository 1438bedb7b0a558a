import { useCallback, useEffect, useState } from 'react';
import { type ApiError, toApiError } from '../../lib/api-client';

/** Loads once per key, with a reload; a late answer for an old key is dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<{ key: string; data?: T; error?: ApiError }>({ key });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; the key says what it loads
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data }),
      (error) => current && setState({ key, error: toApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: !fresh || (!state.data && !state.error),
    reload: useCallback(() => setRound((n) => n + 1), []),
    set: (data: T) => setState({ key, data }),
  };
}
