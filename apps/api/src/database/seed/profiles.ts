import { randomUUID } from 'node:crypto';
import {
  type BODY_TYPES,
  type EYE_COLOURS,
  type HAIR_COLOURS,
  INTEREST_KEYS,
  type RELATIONSHIP_STATUSES,
  soughtGender,
} from '@amora/contracts';
import { type Faker, fakerDE, fakerEN_GB, fakerNL } from '@faker-js/faker';
import type { Profile } from '../../modules/profiles/profile.entity.js';
import { type AboutLanguage, aboutText, type Seeking } from './about-texts.js';
import { placePicker } from './demo-places.js';

const FAKERS: Record<string, { faker: Faker; language: AboutLanguage }> = {
  nl: { faker: fakerNL, language: 'nl' },
  de: { faker: fakerDE, language: 'de' },
  en_GB: { faker: fakerEN_GB, language: 'en' },
};
const MAX_AGE = 65;
const ONLINE_SHARE = 0.1;
const FICTIONAL_SHARE = 1 / 7;

export type ProfileRow = Omit<Profile, 'id' | 'tenant' | 'tenantId' | 'createdAt' | 'pool' | 'invisible'> & {
  imageSeed: string;
  /** Written to profile_activity once the profile is in. */
  lastActiveAt: Date;
};

interface Options {
  tenantSlug: string;
  fakerLocale: string;
  countries: string[];
  minAge: number;
  count: number;
  seed: number;
  /** The moment last-active times are spread back from (the seed's start). */
  now?: Date;
}

type Gender = 'male' | 'female';
type Weighted<T> = { weight: number; value: T }[];
/** A weighted choice; a weight of 0 rules the value out (faker accepts only positive weights). */
const pick = <T>(faker: Faker, options: Weighted<T>): T =>
  faker.helpers.weightedArrayElement(options.filter((option) => option.weight > 0));

/** Localized, deterministic demo profiles with places of the tenant's countries; about one in seven is operator-run. */
export function generateProfiles(options: Options): ProfileRow[] {
  const { faker, language } = FAKERS[options.fakerLocale] ?? FAKERS.en_GB;
  faker.seed(options.seed);
  const nextPlace = placePicker(faker, options.countries);
  const now = options.now ?? new Date();
  return Array.from({ length: options.count }, () => {
    const gender = pick<Gender>(faker, [
      { weight: 6, value: 'female' },
      { weight: 4, value: 'male' },
    ]);
    const sexuality = sexualityOf(faker, gender);
    const age = ageOf(faker, options.minAge);
    const place = nextPlace();
    const interests = faker.helpers.arrayElements([...INTEREST_KEYS], { min: 2, max: 6 });
    const file = `profiles/${options.tenantSlug}/${randomUUID()}.svg`;
    return {
      status: 'active' as const,
      name: faker.person.firstName(gender),
      gender,
      sexuality,
      relationshipStatus: relationshipOf(faker, age),
      hair: hairOf(faker, gender, age),
      eyeColour: pick<(typeof EYE_COLOURS)[number]>(faker, [
        { weight: 30, value: 'blue' },
        { weight: 32, value: 'brown' },
        { weight: 12, value: 'green' },
        { weight: 10, value: 'grey' },
        { weight: 16, value: 'hazel' },
      ]),
      bodyType: bodyTypeOf(faker, gender, age),
      tattoos: faker.datatype.boolean({ probability: age < 40 ? 0.35 : 0.15 }),
      dateOfBirth: faker.date
        .birthdate({ mode: 'age', min: age, max: age, refDate: now })
        .toISOString()
        .slice(0, 10),
      ...place,
      about: aboutText(faker, language, {
        city: place.city,
        interests,
        seeking: seekingOf(gender, sexuality),
      }),
      interests,
      isFictional: faker.datatype.boolean({ probability: FICTIONAL_SHARE }),
      lastActiveAt: lastActiveAt(faker, now),
      mainImageFilename: file,
      thumbFilename: file,
      matchFilename: file,
      imageSeed: faker.string.alphanumeric(12),
    };
  });
}

function sexualityOf(faker: Faker, gender: Gender): Profile['sexuality'] {
  return pick<Profile['sexuality']>(faker, [
    { weight: 86, value: 'hetero' },
    { weight: 6, value: gender === 'male' ? 'gay' : 'lesbian' },
    { weight: 8, value: 'bi' },
  ]);
}

export function seekingOf(gender: Gender, sexuality: Profile['sexuality']): Seeking {
  return soughtGender(gender, sexuality) ?? 'anyone';
}

/** From the tenant's minimum age to 65, more of them young than old (as on a dating site). */
function ageOf(faker: Faker, minAge: number): number {
  const span = Math.max(MAX_AGE - minAge, 0);
  return minAge + Math.floor(span * faker.number.float({ min: 0, max: 1 }) ** 1.4);
}

function relationshipOf(faker: Faker, age: number): (typeof RELATIONSHIP_STATUSES)[number] {
  const older = age >= 45;
  return pick(faker, [
    { weight: older ? 45 : 72, value: 'single' as const },
    { weight: older ? 30 : 10, value: 'divorced' as const },
    { weight: older ? 10 : 1, value: 'widowed' as const },
    { weight: 6, value: 'unmarried' as const },
    { weight: 4, value: 'living_together' as const },
    { weight: 3, value: 'married' as const },
  ]);
}

function hairOf(faker: Faker, gender: Gender, age: number): (typeof HAIR_COLOURS)[number] {
  const grey = age >= 55 ? 30 : age >= 45 ? 12 : age >= 35 ? 1 : 0;
  const bald = gender === 'male' ? (age >= 40 ? 14 : 4) : 0;
  return pick(faker, [
    { weight: 30, value: 'brown' as const },
    { weight: 20, value: 'dark_blond' as const },
    { weight: gender === 'female' ? 20 : 12, value: 'blond' as const },
    { weight: 16, value: 'black' as const },
    { weight: 4, value: 'red' as const },
    { weight: grey, value: 'grey' as const },
    { weight: bald, value: 'bald' as const },
  ]);
}

function bodyTypeOf(faker: Faker, gender: Gender, age: number): (typeof BODY_TYPES)[number] {
  return pick(faker, [
    { weight: age < 35 ? 26 : 16, value: 'slim' as const },
    { weight: 20, value: 'athletic' as const },
    { weight: 30, value: 'average' as const },
    { weight: gender === 'female' ? 14 : 1, value: 'curvy' as const },
    { weight: gender === 'male' ? 10 : 1, value: 'muscular' as const },
    { weight: age < 35 ? 8 : 16, value: 'a_few_extra_pounds' as const },
  ]);
}

/** One in ten online now (last 15 minutes), most within a few days, the rest within a month. */
function lastActiveAt(faker: Faker, now: Date): Date {
  const minutes = pick(faker, [
    { weight: ONLINE_SHARE * 100, value: [0, 14] },
    { weight: 25, value: [15, 24 * 60] },
    { weight: 45, value: [24 * 60, 7 * 24 * 60] },
    { weight: 20, value: [7 * 24 * 60, 30 * 24 * 60] },
  ]);
  return new Date(now.getTime() - faker.number.int({ min: minutes[0], max: minutes[1] }) * 60_000);
}
