import type { StoredPhoto } from '../../modules/photos/photo-keys.js';
import {
  CAST,
  type DemoPerson,
  type DemoPortraits,
  demoCast,
  demoPhotosFor,
  photoCount,
} from './demo-photos.js';
import { DEMO_PROFILES_PER_TENANT } from './demo-seeder.js';
import { DEMO_TENANTS } from './demo-tenants.js';
import { generateProfiles } from './profiles.js';

/** The cast with made-up photo keys: what demoPhotosFor hands out, without drawing anything. */
function castWithoutDrawing(): DemoPortraits {
  const portraits: DemoPortraits = { female: [], male: [] };
  for (const [n, persona] of demoCast().entries()) {
    const photos: StoredPhoto[] = Array.from({ length: photoCount(persona) }, (_, i) => ({
      key: `person-${n}-photo-${i}`,
      blurKey: `person-${n}-blur-${i}`,
      width: 600,
      height: 750,
    }));
    portraits[persona.gender].push({ hairColour: persona.hairColour, photos, roles: 0 });
  }
  return portraits;
}

/** Each demo site's profiles, generated as DemoSeeder generates them. */
const demoSites = () =>
  DEMO_TENANTS.map((tenant, index) =>
    generateProfiles({
      tenantSlug: tenant.slug,
      fakerLocale: tenant.fakerLocale,
      countries: tenant.countries,
      minAge: tenant.minAge,
      count: DEMO_PROFILES_PER_TENANT,
      seed: 1000 + index,
    }),
  );

/** Casts every profile of every site in turn, as the seeder does; what went wrong, per site. */
function castSites(withHairColour: boolean) {
  const portraits = castWithoutDrawing();
  const personOf = new Map<string, DemoPerson>(
    [...portraits.female, ...portraits.male].flatMap((person) =>
      person.photos.map((photo) => [photo.key, person]),
    ),
  );
  return demoSites().map((profiles) => {
    const cast = new Set<DemoPerson>();
    const problems: string[] = [];
    for (const profile of profiles) {
      const hair = withHairColour ? profile.hair : undefined;
      const photos = demoPhotosFor(profile.imageSeed, profile.gender, portraits, hair);
      const people = new Set(photos.map((photo) => personOf.get(photo.key)));
      const [person] = people;
      if (people.size !== 1 || !person) problems.push(`${profile.name}: photos of ${people.size} people`);
      else if (cast.has(person)) problems.push(`${profile.name}: a person already cast on this site`);
      else if (!portraits[profile.gender].includes(person))
        problems.push(`${profile.name}: of another gender`);
      else if (hair && person.hairColour !== hair)
        problems.push(`${profile.name}: ${person.hairColour}, not ${hair}`);
      if (person) cast.add(person);
    }
    return problems;
  });
}

describe('demo photos', () => {
  it('casts every profile of a demo site as another person, of its gender and hair colour', () => {
    expect(castSites(true)).toEqual(DEMO_TENANTS.map(() => []));
  });

  it('casts different people on a site also when the hair colour is not given', () => {
    expect(castSites(false)).toEqual(DEMO_TENANTS.map(() => []));
  });

  it('gives a profile all photos of its person, the image seed picking the first', () => {
    const portraits = castWithoutDrawing();
    const [person] = portraits.female.filter((p) => p.photos.length === 6);
    const others = portraits.female.filter((p) => p !== person);
    for (const other of others) other.roles = 1;
    const photos = demoPhotosFor('some seed', 'female', portraits, person.hairColour);
    expect(new Set(photos)).toEqual(new Set(person.photos));
    const firsts = new Set(
      Array.from({ length: 30 }, (_, i) => {
        person.roles = 0;
        return demoPhotosFor(`seed ${i}`, 'female', portraits, person.hairColour)[0];
      }),
    );
    expect(firsts.size).toBeGreaterThan(3);
  });

  it('has people with 1 to 6 photos, most with few: the whole cast is drawn at every first start', () => {
    const counts = demoCast().map(photoCount);
    expect(new Set(counts)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThan(650);
    const people = Object.values(CAST).flatMap((sizes) => Object.values(sizes));
    expect(counts).toHaveLength(people.reduce((sum, size) => sum + size, 0));
  });
});
