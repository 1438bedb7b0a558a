import { PROFILE_ATTRIBUTE_VALUES } from '@amora/contracts';
import type { SearchFilters } from './search-filters.js';

/**
 * The attribute values the partial search indexes hold (their predicates, migration 1764200000000): only a
 * plan made for such a value can use its index. The common values are in no partial index, so no plan uses one.
 */
export const PARTIALLY_INDEXED: Partial<
  Record<keyof SearchFilters['attributes'], (value: string) => boolean>
> = {
  sexuality: (value) => value !== 'hetero',
  relationship_status: (value) => value !== 'single',
  hair: (value) => ['red', 'bald', 'grey'].includes(value),
  eye_colour: (value) => ['grey', 'green', 'hazel'].includes(value),
  body_type: (value) => ['muscular', 'curvy', 'a_few_extra_pounds'].includes(value),
};

/** Whether a search asks for an attribute value a partial index holds. */
export function asksPartiallyIndexed(filters: SearchFilters): boolean {
  return Object.entries(filters.attributes).some(([key, value]) =>
    PARTIALLY_INDEXED[key as keyof typeof PARTIALLY_INDEXED]?.(value),
  );
}

/** The traits index's keys after pool and gender, in its order (migration 1765900000000). */
export const TRAITS = ['relationship_status', 'hair', 'eye_colour', 'body_type'] as const;
export type Trait = (typeof TRAITS)[number];

export const isTrait = (key: string): key is Trait => (TRAITS as readonly string[]).includes(key);

/** Every value a trait may hold (the column's check), '' for unsaid, as an SQL array. */
const everyValue = (trait: Trait) =>
  `ARRAY[${[...PROFILE_ATTRIBUTE_VALUES[trait], ''].map((value) => `'${value}'`).join(', ')}]`;

/**
 * The traits a search asks for as the traits index holds them, for the count beside the same conditions on
 * the columns (which the partial indexes' predicates need): the asked ones equal to their parameters, the
 * ones before the last asked any value they may hold, so that the index is read in a few short ranges rather
 * than through all of the gender. The planner takes the index that serves the values best: this one for
 * common values that together match few, or rare ones together (no partial index narrows by more than one).
 * None for one rare value alone: its partial index serves it, and the conditions would cost its every entry
 * (a third more for a rare build, bench/search). `params`: the asked traits' values and parameters.
 */
export function traitConditions(params: Partial<Record<Trait, { value: string; sql: string }>>): string[] {
  const asked = TRAITS.filter((trait) => params[trait] !== undefined);
  if (asked.length === 0) return [];
  const [first] = asked;
  if (asked.length === 1 && PARTIALLY_INDEXED[first]?.(params[first]?.value ?? '')) return [];
  const last = TRAITS.indexOf(asked[asked.length - 1]);
  return TRAITS.slice(0, last + 1).map(
    (trait) => `coalesce(p.${trait}, '') = ${params[trait]?.sql ?? `ANY(${everyValue(trait)})`}`,
  );
}
