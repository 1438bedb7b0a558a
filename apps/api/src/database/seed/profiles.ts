import { randomUUID } from 'node:crypto';
import { INTEREST_KEYS } from '@amora/contracts';
import { type Faker, fakerDE, fakerEN_GB, fakerNL } from '@faker-js/faker';
import * as regionData from 'country-region-data';
import type { Profile } from '../../modules/profiles/profile.entity.js';

const FAKERS: Record<string, Faker> = { nl: fakerNL, de: fakerDE, en_GB: fakerEN_GB };
const REGIONS = regionData as unknown as Record<string, [string, string, [string, string][]]>;

const RELATIONSHIP = ['single', 'married', 'divorced', 'widowed', 'living_together', 'unmarried'];
const HAIR = ['blond', 'brown', 'black', 'red', 'grey', 'dark_blond', 'bald'];
const EYES = ['blue', 'brown', 'green', 'grey', 'hazel'];
const BODY = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'a_few_extra_pounds'];

export type ProfileRow = Omit<
  Profile,
  | 'id'
  | 'tenant'
  | 'tenantId'
  | 'createdAt'
  | 'pool'
  | 'lastActiveAt'
  | 'invisible'
  | 'placeId'
  | 'latitude'
  | 'longitude'
  | 'matchFilename'
> & { imageSeed: string };

interface Options {
  tenantSlug: string;
  fakerLocale: string;
  countries: string[];
  minAge: number;
  count: number;
  seed: number;
}

/** Localized, deterministic demo profiles; about one in seven is operator-run (fictional). */
export function generateProfiles(options: Options): ProfileRow[] {
  const faker = FAKERS[options.fakerLocale] ?? fakerEN_GB;
  faker.seed(options.seed);
  return Array.from({ length: options.count }, () => {
    const gender = faker.helpers.weightedArrayElement([
      { weight: 6, value: 'female' as const },
      { weight: 4, value: 'male' as const },
    ]);
    const country = faker.helpers.arrayElement(options.countries);
    const regions = REGIONS[country]?.[2] ?? [['', '']];
    const age = faker.number.int({ min: options.minAge, max: Math.max(options.minAge + 20, 62) });
    const file = `profiles/${options.tenantSlug}/${randomUUID()}.svg`;
    return {
      status: 'active' as const,
      name: faker.person.firstName(gender),
      gender,
      sexuality: faker.helpers.weightedArrayElement([
        { weight: 85, value: 'hetero' as const },
        { weight: 6, value: gender === 'male' ? ('gay' as const) : ('lesbian' as const) },
        { weight: 9, value: 'bi' as const },
      ]),
      relationshipStatus: faker.helpers.weightedArrayElement([
        { weight: 70, value: RELATIONSHIP[0] },
        ...RELATIONSHIP.slice(1).map((value) => ({ weight: 6, value })),
      ]),
      hair: faker.helpers.arrayElement(HAIR),
      eyeColour: faker.helpers.arrayElement(EYES),
      bodyType: faker.helpers.arrayElement(BODY),
      tattoos: faker.datatype.boolean({ probability: 0.3 }),
      dateOfBirth: faker.date.birthdate({ mode: 'age', min: age, max: age }).toISOString().slice(0, 10),
      city: faker.location.city(),
      region: faker.helpers.arrayElement(regions)[0],
      country,
      about: faker.lorem.sentences({ min: 1, max: 3 }),
      interests: faker.helpers.arrayElements([...INTEREST_KEYS], { min: 2, max: 6 }),
      isFictional: faker.datatype.boolean({ probability: 0.15 }),
      mainImageFilename: file,
      thumbFilename: file,
      imageSeed: faker.string.alphanumeric(12),
    };
  });
}
