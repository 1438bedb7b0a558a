import type { ProfileCard, SearchAnswer } from '@amora/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorCodeOf } from '../../../lib/api';
import { readTracking } from '../../signup/tracking';
import { readScrollPlace, type ScrollPlace } from './scroll-place';
import { searchApi } from './search-api';
import { readSearchCache, writeSearchCache } from './search-cache';
import { filtersKey, type SearchFilters, toSearchQuery } from './search-params';

type Status = 'loading' | 'ready' | 'error';

interface SearchState {
  key: string;
  viewer: string;
  pages: SearchAnswer[];
  /** 'ready' with an `error`: the search failed, the pages are the ones seen before (the cache). */
  status: Status;
  error: unknown;
  /** Searching again (Try again) while the error or the earlier pages stay on screen. */
  retrying: boolean;
  loadingMore: boolean;
  moreError: unknown;
  /** The place to restore: the pages came from the cache. */
  restoredPlace: ScrollPlace | null;
}

const fresh = (key: string, viewer: string): SearchState => ({
  key,
  viewer,
  pages: [],
  status: 'loading',
  error: null,
  retrying: false,
  loadingMore: false,
  moreError: null,
  restoredPlace: null,
});

function fromCache(key: string, viewer: string, useCache: boolean): SearchState {
  const cached = useCache ? readSearchCache(key, viewer) : null;
  if (!cached) return fresh(key, viewer);
  const place = { scrollY: cached.scrollY, anchor: cached.anchor, opened: cached.opened };
  return { ...fresh(key, viewer), pages: cached.pages, status: 'ready', restoredPlace: place };
}

/**
 * After a failed search: the pages already on screen for this search, else the cached ones, with the
 * error beside them; the error alone when there are none. A refusal (login required) is never hidden.
 */
function failed(state: SearchState, key: string, viewer: string, error: unknown): SearchState {
  const same = state.key === key && state.viewer === viewer;
  const pages =
    errorCodeOf(error) === 'search_requires_login'
      ? []
      : same && state.pages.length > 0
        ? state.pages
        : (readSearchCache(key, viewer)?.pages ?? []);
  return { ...fresh(key, viewer), pages, status: pages.length > 0 ? 'ready' : 'error', error };
}

/** A visitor's traffic source goes along: some tenants let only visitors with one search. */
function queryFor(filters: SearchFilters, viewer: string, next?: { cursor: string; page: number }) {
  const query = toSearchQuery(filters, next);
  if (viewer !== 'visitor') return query;
  const { network, ref } = readTracking();
  return { ...query, ...(network ? { network } : {}), ...(ref ? { ref } : {}) };
}

/** Profiles of all pages, each once (members who join between pages never show twice). */
function profilesOf(pages: SearchAnswer[]): ProfileCard[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.profiles.filter((profile) => !seen.has(profile.id) && seen.add(profile.id)),
  );
}

/**
 * GET /api/search.php page by page (keyset: each next page by the `next_cursor` of the one before).
 * The pages are kept in sessionStorage, so that back from a profile shows the same results; `useCache`
 * is true for a back/forward navigation. While `paused` nothing is searched yet (the filters may change
 * first: a member's default).
 */
export function useMemberSearch(filters: SearchFilters, viewer: string, useCache: boolean, paused = false) {
  const key = filtersKey(filters);
  const [state, setState] = useState<SearchState>(() => fromCache(key, viewer, useCache));
  const [attempt, setAttempt] = useState(0);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (paused) return;
    const current = stateRef.current;
    const restored = current.restoredPlace !== null && current.status === 'ready';
    if (restored && current.key === key && current.viewer === viewer && attempt === 0) return;
    const controller = new AbortController();
    // Try again keeps the error or the earlier pages on screen (and the focus on its button) meanwhile.
    const again = current.key === key && current.viewer === viewer && current.error !== null;
    setState(again ? { ...current, retrying: true } : fresh(key, viewer));
    searchApi
      .get('search', queryFor(filtersRef.current, viewer), controller.signal)
      .then((answer) => setState({ ...fresh(key, viewer), pages: [answer], status: 'ready' }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((s) => failed(s, key, viewer, error));
      });
    return () => controller.abort();
  }, [key, viewer, attempt, paused]);

  useEffect(() => {
    // pages shown after a failure are the cached ones already: they do not become fresher by that
    if (state.key === key && state.status === 'ready' && state.error === null && state.pages.length > 0) {
      writeSearchCache({ key, viewer, pages: state.pages, ...readScrollPlace() });
    }
  }, [state.pages, state.status, state.error, state.key, key, viewer]);

  const last = state.pages.at(-1);
  const nextCursor = last?.next_cursor ?? null;
  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    const lastPage = current.pages.at(-1);
    if (current.loadingMore || current.status !== 'ready' || current.error !== null || !lastPage?.next_cursor)
      return;
    const next = { cursor: lastPage.next_cursor, page: lastPage.page + 1 };
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    try {
      const answer = await searchApi.get('search', queryFor(filtersRef.current, current.viewer, next));
      setState((s) =>
        s.key === current.key ? { ...s, pages: [...s.pages, answer], loadingMore: false } : s,
      );
    } catch (moreError) {
      setState((s) => (s.key === current.key ? { ...s, loadingMore: false, moreError } : s));
    }
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const profiles = useMemo(() => profilesOf(state.pages), [state.pages]);
  const first = state.pages[0];
  return {
    ...state,
    profiles,
    first,
    // no next page after a failure: the cached pages' cursor is old news, and Try again starts over
    hasMore: nextCursor !== null && state.error === null,
    loadMore,
    retry,
  };
}
