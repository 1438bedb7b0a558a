import { generateProfiles, seekingOf } from './profiles.js';

const options = {
  tenantSlug: 'vonk',
  fakerLocale: 'nl',
  countries: ['NL', 'BE'],
  minAge: 18,
  count: 40,
  seed: 7,
};
const now = new Date('2026-05-01T12:00:00Z');
/** The generated rows without the random file names of their portraits. */
const comparable = (rows: ReturnType<typeof generateProfiles>) =>
  rows.map(({ mainImageFilename: _m, thumbFilename: _t, matchFilename: _f, ...row }) => row);

describe('generateProfiles', () => {
  it('is deterministic for a seed and a moment', () => {
    expect(comparable(generateProfiles({ ...options, now }))).toEqual(
      comparable(generateProfiles({ ...options, now })),
    );
    expect(comparable(generateProfiles({ ...options, now, seed: 8 }))).not.toEqual(
      comparable(generateProfiles({ ...options, now })),
    );
  });

  it('writes the about text in the tenant’s language, naming the profile’s city', () => {
    const rows = generateProfiles({ ...options, fakerLocale: 'de', countries: ['DE'], now });
    expect(rows.every((p) => /[.!?]$/.test(p.about) && !p.about.includes('{'))).toBe(true);
    expect(rows.filter((p) => p.about.includes(p.city)).length).toBeGreaterThan(0);
    expect(rows.map((p) => p.about).join(' ')).toMatch(/\bIch\b/);
  });

  it('looks for the gender the sexuality says', () => {
    expect(seekingOf('male', 'hetero')).toBe('female');
    expect(seekingOf('female', 'hetero')).toBe('male');
    expect(seekingOf('male', 'gay')).toBe('male');
    expect(seekingOf('female', 'lesbian')).toBe('female');
    expect(seekingOf('female', 'bi')).toBe('anyone');
  });
});
