import { SEARCH_MAX_DISTANCE_KM, type SearchQuery } from '@amora/contracts';
import { ApiError } from '../../common/api-error.js';

/** The attribute filters: equality on a profile column (tattoos: yes/no on a boolean). */
export const ATTRIBUTE_FILTERS = [
  'sexuality',
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
  'tattoos',
] as const;
type AttributeFilter = (typeof ATTRIBUTE_FILTERS)[number];

/** What a search asks for, after the tenant's search_fields: every absent field is no filter. */
export interface SearchFilters {
  gender?: 'male' | 'female';
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  distance?: number;
  attributes: Partial<Record<AttributeFilter, string>>;
}

const MIN_AGE = 18;
const MAX_AGE = 120;
/** Page 1 with fewer profiles than this shows similar results (relaxed filters) instead. */
export const SIMILAR_BELOW = 6;

/**
 * The filters the tenant offers (settings `search_fields`); others are ignored, as the contract says.
 * An upside-down age range is refused rather than guessed at.
 */
export function effectiveFilters(query: SearchQuery, searchFields: readonly string[]): SearchFilters {
  const offered = new Set(searchFields);
  const pick = <K extends keyof SearchQuery>(key: K) => (offered.has(key) ? query[key] : undefined);
  const attributes: SearchFilters['attributes'] = {};
  for (const key of ATTRIBUTE_FILTERS) {
    const value = pick(key);
    if (value !== undefined) attributes[key] = value;
  }
  const filters: SearchFilters = {
    gender: pick('gender'),
    country: pick('country'),
    countryregion: pick('countryregion'),
    min_age: pick('min_age'),
    max_age: pick('max_age'),
    distance: pick('distance'),
    attributes,
  };
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age) {
    throw new ApiError('age_range_invalid');
  }
  return filters;
}

interface RelaxStep {
  /** The filter names this step widens or drops (for the answer's `relaxed`). */
  names(filters: SearchFilters): string[];
  apply(filters: SearchFilters): SearchFilters;
}

const widenAge =
  (years: number) =>
  (filters: SearchFilters): SearchFilters => ({
    ...filters,
    min_age: filters.min_age === undefined ? undefined : Math.max(MIN_AGE, filters.min_age - years),
    max_age: filters.max_age === undefined ? undefined : Math.min(MAX_AGE, filters.max_age + years),
  });

function widenAgeStep(years: number): RelaxStep {
  const apply = widenAge(years);
  return {
    names: (f) => {
      const after = apply(f);
      return [
        ...(after.min_age !== f.min_age ? ['min_age'] : []),
        ...(after.max_age !== f.max_age ? ['max_age'] : []),
      ];
    },
    apply,
  };
}

/**
 * "Similar results": each step widens or drops one kind of filter, most specific first (the ages twice:
 * by 5 years, at last by 10 more). A step that would change nothing is skipped. Gender and country are
 * never relaxed, nor a distance dropped: it widens to the largest offered at most (a member who asked
 * for 25 km is not shown the other side of the world).
 */
const RELAX_STEPS: RelaxStep[] = [
  {
    names: (f) => (f.distance !== undefined && f.distance < SEARCH_MAX_DISTANCE_KM ? ['distance'] : []),
    // without a distance there is nothing to widen (not a distance of 0)
    apply: (f) =>
      f.distance === undefined ? f : { ...f, distance: Math.min(SEARCH_MAX_DISTANCE_KM, f.distance * 2) },
  },
  {
    names: (f) => Object.keys(f.attributes),
    apply: (f) => ({ ...f, attributes: {} }),
  },
  {
    names: (f) => (f.countryregion !== undefined ? ['countryregion'] : []),
    apply: (f) => ({ ...f, countryregion: undefined }),
  },
  widenAgeStep(5),
  {
    names: (f) => (f.distance !== undefined && f.distance < SEARCH_MAX_DISTANCE_KM ? ['distance'] : []),
    apply: (f) => (f.distance === undefined ? f : { ...f, distance: SEARCH_MAX_DISTANCE_KM }),
  },
  // the rarest ages of a small country (women of 70-75 in the UK) still found nobody at ±5
  widenAgeStep(10),
];

export interface Relaxation {
  /** How many of RELAX_STEPS were taken (the cursor carries it). */
  steps: number;
  filters: SearchFilters;
  relaxed: string[];
}

/** The filters after the first `steps` relaxation steps, and what those steps widened or dropped. */
export function relax(filters: SearchFilters, steps: number): Relaxation {
  let current = filters;
  const relaxed: string[] = [];
  for (const step of RELAX_STEPS.slice(0, steps)) {
    for (const name of step.names(current)) if (!relaxed.includes(name)) relaxed.push(name);
    current = step.apply(current);
  }
  return { steps, filters: current, relaxed };
}

/** The next step count that changes something, or null when nothing is left to relax. */
export function nextRelaxation(filters: SearchFilters, steps: number): number | null {
  let current = relax(filters, steps).filters;
  for (let next = steps; next < RELAX_STEPS.length; next++) {
    if (RELAX_STEPS[next].names(current).length > 0) return next + 1;
    current = RELAX_STEPS[next].apply(current);
  }
  return null;
}

export const RELAX_STEP_COUNT = RELAX_STEPS.length;
