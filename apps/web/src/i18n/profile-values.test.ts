import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPLAINT_REASONS, LOCALES, PROFILE_ATTRIBUTE_VALUES } from '@amora/contracts';

/** Every field the profile, search and profile pages label (spec §3 attributes, place and distance). */
const PROFILE_FIELDS = [
  ...Object.keys(PROFILE_ATTRIBUTE_VALUES),
  'interests',
  'tattoos',
  'age',
  'city',
  'region',
  'country',
  'about',
  'date_of_birth',
  'place',
  'distance',
] as const;

/** The message ids the profile pages look up, derived from the contracts' constants. */
const requiredIds = [
  ...PROFILE_FIELDS.map((field) => `profileField.${field}`),
  ...Object.entries(PROFILE_ATTRIBUTE_VALUES).flatMap(([attribute, values]) =>
    values.map((value) => `profileValue.${attribute}.${value}`),
  ),
  'profileValue.tattoos.yes',
  'profileValue.tattoos.no',
  ...COMPLAINT_REASONS.map((reason) => `complaintReason.${reason}`),
];

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `${locale}.json`), 'utf8'));

describe('profile values, field labels and complaint reasons', () => {
  it('derives the ids from the contracts', () => {
    expect(requiredIds).toEqual(
      expect.arrayContaining([
        'profileField.eye_colour',
        'profileValue.body_type.curvy',
        'complaintReason.other',
      ]),
    );
    expect(new Set(requiredIds).size).toBe(requiredIds.length);
  });

  it.each([...LOCALES])('%s translates each of them', (locale) => {
    const messages = read(locale);
    expect(requiredIds.filter((id) => !messages[id]?.trim())).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s does not leave the values in English',
    (locale) => {
      const en = read('en');
      const messages = read(locale);
      // A few words are the same in English (Single, Region, Gay); a whole catalogue copied is not.
      const copied = requiredIds.filter((id) => messages[id] === en[id]);
      expect(copied.length).toBeLessThan(requiredIds.length / 4);
    },
  );
});
