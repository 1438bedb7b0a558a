import { countFilters, filtersFromQuery, filtersToQuery, toSearchQuery } from './search-params';

const rules = {
  fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'hair', 'tattoos'] as const,
  countries: ['NL', 'BE'],
  minAge: 18,
};
const parse = (query: string, r = rules) => filtersFromQuery(new URLSearchParams(query), r);

describe('search filters in the URL', () => {
  it('keeps only the fields the tenant offers, with valid values', () => {
    expect(
      parse('gender=female&min_age=25&max_age=40&hair=red&eye_colour=blue&distance=50&tattoos=yes'),
    ).toEqual({ gender: 'female', min_age: '25', max_age: '40', hair: 'red', tattoos: 'yes' });
  });

  it('drops unknown values, countries the tenant does not serve and ages out of range', () => {
    expect(parse('gender=robot&country=DE&min_age=12&max_age=abc&hair=<script>')).toEqual({});
  });

  it('drops a region without its country, and a max age below the min age', () => {
    expect(parse('countryregion=NH&min_age=40&max_age=30')).toEqual({ min_age: '40' });
    expect(parse('country=NL&countryregion=NH')).toEqual({ country: 'NL', countryregion: 'NH' });
  });

  it('writes the filters in a fixed order and round-trips them', () => {
    const filters = { hair: 'red', gender: 'male', min_age: '30' };
    expect(filtersToQuery(filters).toString()).toBe('gender=male&min_age=30&hair=red');
    expect(parse(filtersToQuery(filters).toString())).toEqual(filters);
    expect(countFilters(filters)).toBe(3);
  });

  it('adds the cursor and page number for a later page', () => {
    expect(toSearchQuery({ gender: 'male' }, { cursor: 'abc', page: 2 })).toEqual({
      gender: 'male',
      cursor: 'abc',
      page: 2,
    });
  });
});
