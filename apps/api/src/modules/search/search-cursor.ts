import { createHash } from 'node:crypto';
import { INT4_MAX } from '@amora/contracts';
import { ApiError } from '../../common/api-error.js';
import { RELAX_STEP_COUNT, type SearchFilters, SIMILAR_BELOW } from './search-filters.js';

/**
 * Where the next page starts (keyset: below the last id shown), with what page 1 found, so later pages
 * need no count and keep page 1's relaxation. The fingerprint ties it to the filters it was made for.
 */
export interface SearchCursor {
  lastId: number;
  page: number;
  relaxSteps: number;
  numResults: number;
  capped: boolean;
  /** Similar results: page 1's exact matches, which led it and are not repeated among the similar ones. */
  exactIds: number[];
}

/** A stable digest of the filters as asked (before relaxation), the pool and the viewer's kind. */
export function fingerprint(filters: SearchFilters, viewer: string): string {
  const canonical = JSON.stringify([
    viewer,
    filters.gender ?? null,
    filters.country ?? null,
    filters.countryregion ?? null,
    filters.min_age ?? null,
    filters.max_age ?? null,
    filters.distance ?? null,
    Object.entries(filters.attributes).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 12);
}

export function encodeCursor(cursor: SearchCursor, print: string): string {
  const fields: (number | string)[] = [
    cursor.lastId,
    cursor.page,
    cursor.relaxSteps,
    cursor.numResults,
    cursor.capped ? 1 : 0,
  ];
  if (cursor.exactIds.length > 0) fields.push(cursor.exactIds.join('-'));
  return Buffer.from(`${fields.join('.')}.${print}`).toString('base64url');
}

/** The most exact matches a cursor carries: fewer than SIMILAR_BELOW ever lead similar results. */
const MAX_EXACT_IDS = SIMILAR_BELOW - 1;
const CURSOR = new RegExp(
  `^(\\d{1,10})\\.(\\d{1,5})\\.(\\d)\\.(\\d{1,7})\\.([01])(?:\\.(\\d{1,10}(?:-\\d{1,10}){0,${MAX_EXACT_IDS - 1}}))?\\.([\\w-]{12})$`,
);

/** The cursor, if it is one of ours made for these filters; else 400 cursor_invalid. */
export function decodeCursor(text: string, print: string): SearchCursor {
  const match = /^[\w-]+$/.test(text) ? CURSOR.exec(Buffer.from(text, 'base64url').toString()) : null;
  if (!match || match[7] !== print) throw new ApiError('cursor_invalid');
  const [lastId, page, relaxSteps, numResults] = match.slice(1, 5).map(Number);
  const exactIds = match[6] ? match[6].split('-').map(Number) : [];
  // the fingerprint is no secret (anyone can make a cursor): its ids must still be ones PostgreSQL can hold
  const isId = (id: number) => id >= 1 && id <= INT4_MAX;
  if (!isId(lastId) || !exactIds.every(isId) || page < 2 || relaxSteps > RELAX_STEP_COUNT) {
    throw new ApiError('cursor_invalid');
  }
  return { lastId, page, relaxSteps, numResults, capped: match[5] === '1', exactIds };
}
