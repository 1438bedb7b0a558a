import { traitConditions } from './search-indexes.js';

describe('traitConditions', () => {
  it('ask the traits up to the last one asked, the earlier unasked ones for every value or unsaid', () => {
    expect(traitConditions({ hair: { value: 'brown', sql: '$4' } })).toEqual([
      "coalesce(p.relationship_status, '') = ANY(ARRAY['single', 'married', 'divorced', 'widowed', 'living_together', 'unmarried', ''])",
      "coalesce(p.hair, '') = $4",
    ]);
    expect(
      traitConditions({
        relationship_status: { value: 'widowed', sql: '$3' },
        body_type: { value: 'muscular', sql: '$4' },
      }),
    ).toEqual([
      "coalesce(p.relationship_status, '') = $3",
      "coalesce(p.hair, '') = ANY(ARRAY['blond', 'dark_blond', 'brown', 'black', 'red', 'grey', 'bald', ''])",
      "coalesce(p.eye_colour, '') = ANY(ARRAY['blue', 'brown', 'green', 'grey', 'hazel', ''])",
      "coalesce(p.body_type, '') = $4",
    ]);
  });

  it('ask nothing of a search without traits, or with one rare value alone (its partial index serves it)', () => {
    expect(traitConditions({})).toEqual([]);
    expect(traitConditions({ body_type: { value: 'muscular', sql: '$3' } })).toEqual([]);
    expect(traitConditions({ body_type: { value: 'slim', sql: '$3' } })).toHaveLength(4);
  });
});
