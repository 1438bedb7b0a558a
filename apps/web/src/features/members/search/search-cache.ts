import type { SearchAnswer } from '@amora/contracts';
import { session } from '../../../lib/storage/safe-storage';
import type { ScrollPlace } from './scroll-place';

/** sessionStorage key of the last search (spec §3 search state: results by page, cached profiles). */
export const SEARCH_CACHE_KEY = 'amora:members-search';
/** Older results are searched again: members come and go. */
const MAX_AGE_MS = 30 * 60 * 1000;
/** Enough for a long scroll; a larger blob risks the storage quota. */
const MAX_PAGES = 12;

export interface CachedSearch extends ScrollPlace {
  /** filtersKey of the search and who searched (a member's id or "visitor"). */
  key: string;
  viewer: string;
  pages: SearchAnswer[];
  savedAt: number;
}

function isAnchor(value: unknown): value is ScrollPlace['anchor'] {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.top === 'number';
}

function isCachedSearch(value: unknown): value is CachedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.viewer === 'string' &&
    Array.isArray(v.pages) &&
    typeof v.scrollY === 'number' &&
    isAnchor(v.anchor ?? null) &&
    typeof v.savedAt === 'number'
  );
}

/** The cached pages of this search by this viewer, while fresh. */
export function readSearchCache(key: string, viewer: string, now = Date.now()): CachedSearch | null {
  const text = session.getItem(SEARCH_CACHE_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isCachedSearch(value) || value.key !== key || value.viewer !== viewer) return null;
    if (now - value.savedAt > MAX_AGE_MS || value.pages.length === 0) return null;
    const opened = typeof value.opened === 'string' ? value.opened : null;
    return { ...value, anchor: value.anchor ?? null, opened };
  } catch {
    return null;
  }
}

export function writeSearchCache(entry: Omit<CachedSearch, 'savedAt'>, now = Date.now()): void {
  const pages = entry.pages.slice(0, MAX_PAGES);
  session.setItem(SEARCH_CACHE_KEY, JSON.stringify({ ...entry, pages, savedAt: now }));
}

/** Keeps the place in the cached search (restored on back from a profile). */
export function writeSearchScroll(key: string, viewer: string, place: ScrollPlace): void {
  const cached = readSearchCache(key, viewer);
  if (cached) writeSearchCache({ ...cached, ...place });
}

/** The member chose their filters in this session: their searches start from no default then. */
const FILTERS_CHOSEN_KEY = 'amora:members-filters-chosen';
export const markFiltersChosen = () => session.setItem(FILTERS_CHOSEN_KEY, '1');
export const filtersChosen = () => session.getItem(FILTERS_CHOSEN_KEY) === '1';
