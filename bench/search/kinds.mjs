// The kinds of search bench/search measures: common ones and the worst cases (the rarest attribute
// combinations, common values that together match few, one that matches nobody, a remote region, a narrow
// age band among the oldest, a wide radius). `member` searches are logged in (with a place in a big city),
// the others logged out.

export const KINDS = [
  { name: 'visitor, no filter', member: false, query: {} },
  { name: 'visitor, gender + ages', member: false, query: { gender: 'female', min_age: 25, max_age: 45 } },
  { name: 'member, gender + ages', member: true, query: { gender: 'male', min_age: 30, max_age: 50 } },
  { name: 'member, distance 25 km', member: true, query: { gender: 'female', distance: 25 } },
  { name: 'member, distance 500 km', member: true, query: { gender: 'female', distance: 500, min_age: 40 } },
  { name: 'member, region', member: true, query: { gender: 'male', country: 'DE', countryregion: 'SN' } },
  {
    name: 'visitor, remote region + old',
    member: false,
    query: { gender: 'female', country: 'SE', countryregion: 'BD', min_age: 65, max_age: 75 },
  },
  { name: 'member, ages 70-72 (rare)', member: true, query: { gender: 'female', min_age: 70, max_age: 72 } },
  {
    name: 'member, rarest attributes',
    member: true,
    query: {
      gender: 'male',
      sexuality: 'gay',
      relationship_status: 'widowed',
      hair: 'red',
      eye_colour: 'grey',
      body_type: 'muscular',
      tattoos: 'yes',
    },
  },
  {
    name: 'member, common values, few match',
    member: true,
    query: {
      gender: 'female',
      sexuality: 'hetero',
      relationship_status: 'single',
      hair: 'brown',
      eye_colour: 'brown',
      body_type: 'average',
      tattoos: 'no',
      min_age: 66,
      max_age: 70,
    },
  },
  {
    // no age band to narrow by, some hundreds among the pool's 53,000 women: without the traits index the
    // count read every woman's index entry
    name: 'member, common values, no ages',
    member: true,
    query: {
      gender: 'female',
      relationship_status: 'single',
      hair: 'brown',
      eye_colour: 'blue',
      body_type: 'slim',
    },
  },
  { name: 'visitor, nobody (male lesbian)', member: false, query: { gender: 'male', sexuality: 'lesbian' } },
  { name: 'visitor, one rare value', member: false, query: { gender: 'female', body_type: 'muscular' } },
];

/** Deep pages: the same search followed by its cursors; pages from DEEP_FROM on count as deep. */
export const DEEP = {
  name: 'member, deep pages',
  member: true,
  query: { gender: 'female', min_age: 25, max_age: 60 },
};
export const DEEP_FROM = 20;
export const DEEP_TO = 25;
