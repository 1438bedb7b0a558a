import type { TrailFilters } from './profiles.api';

export const TRAIL_FILTER_KEYS = ['staff_id', 'profile_id', 'member_id'] as const;
export type TrailFilterKey = (typeof TRAIL_FILTER_KEYS)[number];

/** The filters in the address (/profiles/messages?member_id=..): positive whole numbers only. */
export function filtersFromSearch(params: URLSearchParams): TrailFilters {
  const filters: TrailFilters = {};
  for (const key of TRAIL_FILTER_KEYS) {
    const value = params.get(key);
    if (value && /^\d{1,10}$/.test(value) && Number(value) > 0) filters[key] = Number(value);
  }
  return filters;
}

export function searchOf(filters: TrailFilters): string {
  const params = new URLSearchParams();
  for (const key of TRAIL_FILTER_KEYS) {
    if (filters[key] !== undefined) params.set(key, String(filters[key]));
  }
  return params.toString();
}

/** The draft's text fields as filters: '' is no filter; anything else must be an id. */
export function parseDraft(draft: Record<TrailFilterKey, string>): {
  filters: TrailFilters;
  invalid: TrailFilterKey[];
} {
  const filters: TrailFilters = {};
  const invalid: TrailFilterKey[] = [];
  for (const key of TRAIL_FILTER_KEYS) {
    const value = draft[key].trim().replace(/^#/, '');
    if (!value) continue;
    if (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647) {
      filters[key] = Number(value);
    } else invalid.push(key);
  }
  return { filters, invalid };
}
