import { PROFILE_ATTRIBUTE_VALUES, SEARCH_MAX_DISTANCE_KM, type Settings } from '@amora/contracts';

export type SearchField = Settings['search_fields'][number];

/** The filters of a search as they stand in the URL: only the tenant's search_fields, valid values. */
export type SearchFilters = Partial<Record<SearchField, string>>;

/** Attribute filters offered as "any" or one value (tattoos as yes / no). */
export const ATTRIBUTE_FILTERS = [
  'sexuality',
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
  'tattoos',
] as const satisfies readonly SearchField[];
export type AttributeFilter = (typeof ATTRIBUTE_FILTERS)[number];

export const DISTANCE_OPTIONS = [10, 25, 50, 100, 250, SEARCH_MAX_DISTANCE_KM] as const;
export const MAX_AGE = 99;

/** Field order of the URL and the form. */
const ORDER: readonly SearchField[] = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'distance',
  ...ATTRIBUTE_FILTERS,
];

export interface FilterRules {
  fields: readonly SearchField[];
  countries: readonly string[];
  minAge: number;
}

export function valuesOf(field: AttributeFilter | 'gender'): readonly string[] {
  return field === 'tattoos' ? ['yes', 'no'] : PROFILE_ATTRIBUTE_VALUES[field];
}

function validAge(value: string, minAge: number): boolean {
  const n = Number(value);
  return /^\d+$/.test(value) && n >= minAge && n <= MAX_AGE;
}

function isValid(field: SearchField, value: string, rules: FilterRules): boolean {
  switch (field) {
    case 'gender':
      return valuesOf('gender').includes(value);
    case 'country':
      return rules.countries.includes(value);
    case 'countryregion':
      return /^[A-Za-z0-9-]{1,10}$/.test(value);
    case 'min_age':
    case 'max_age':
      return validAge(value, rules.minAge);
    case 'distance':
      return (DISTANCE_OPTIONS as readonly number[]).includes(Number(value));
    default:
      return valuesOf(field).includes(value);
  }
}

/** The filters a URL query holds, keeping only the tenant's fields with valid values. */
export function filtersFromQuery(params: URLSearchParams, rules: FilterRules): SearchFilters {
  const filters: SearchFilters = {};
  for (const field of ORDER) {
    const value = params.get(field);
    if (value && rules.fields.includes(field) && isValid(field, value, rules)) filters[field] = value;
  }
  // a region means nothing without its country
  if (!filters.country) delete filters.countryregion;
  if (filters.min_age && filters.max_age && Number(filters.min_age) > Number(filters.max_age)) {
    delete filters.max_age;
  }
  return filters;
}

/** The URL query of filters, in a fixed order (also the cache key of a search). */
export function filtersToQuery(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of ORDER) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  return params;
}

export const filtersKey = (filters: SearchFilters) => filtersToQuery(filters).toString();

/** How many filters are set (the badge on the phone's filter button). */
export const countFilters = (filters: SearchFilters) =>
  Object.values(filters).filter((value) => value !== undefined && value !== '').length;

/** The API query of a search page: the filters, and for a later page the cursor of the one before. */
export function toSearchQuery(
  filters: SearchFilters,
  next?: { cursor: string; page: number },
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [field, value] of filtersToQuery(filters)) query[field] = value;
  if (next) {
    query.cursor = next.cursor;
    query.page = next.page;
  }
  return query;
}
