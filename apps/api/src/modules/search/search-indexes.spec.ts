import type { SearchFilters } from './search-filters.js';
import { asksPartiallyIndexed, traitConditions } from './search-indexes.js';

const filters = (attributes: SearchFilters['attributes']): SearchFilters => ({ attributes });

describe('traitConditions', () => {
  it('ask the traits up to the last one asked, the earlier unasked ones for every value or unsaid', () => {
    const conditions = traitConditions(filters({ hair: 'brown', tattoos: 'no' }), { hair: '$4' });
    expect(conditions).toEqual([
      "coalesce(p.relationship_status, '') = ANY(ARRAY['single', 'married', 'divorced', 'widowed', 'living_together', 'unmarried', ''])",
      "coalesce(p.hair, '') = $4",
    ]);
    expect(
      traitConditions(filters({ relationship_status: 'single', body_type: 'slim' }), {
        relationship_status: '$3',
        body_type: '$4',
      }),
    ).toEqual([
      "coalesce(p.relationship_status, '') = $3",
      "coalesce(p.hair, '') = ANY(ARRAY['blond', 'dark_blond', 'brown', 'black', 'red', 'grey', 'bald', ''])",
      "coalesce(p.eye_colour, '') = ANY(ARRAY['blue', 'brown', 'green', 'grey', 'hazel', ''])",
      "coalesce(p.body_type, '') = $4",
    ]);
  });

  it('leave a search without traits, or with a value a partial index holds, to the other indexes', () => {
    expect(traitConditions(filters({ sexuality: 'hetero', tattoos: 'yes' }), {})).toBeNull();
    expect(asksPartiallyIndexed(filters({ hair: 'brown', body_type: 'muscular' }))).toBe(true);
    expect(
      traitConditions(filters({ hair: 'brown', body_type: 'muscular' }), { hair: '$3', body_type: '$4' }),
    ).toBeNull();
    expect(traitConditions(filters({ sexuality: 'bi', hair: 'brown' }), { hair: '$4' })).toBeNull();
  });
});
