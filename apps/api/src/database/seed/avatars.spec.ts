import { HAIR_COLOURS } from '@amora/contracts';
import { personas } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { type Gender, type Persona, personaFor, portraitOptions } from './avatars.js';

const LOOKS = [0, 1, 2];
const people: Persona[] = (['female', 'male'] as Gender[]).flatMap((gender) =>
  HAIR_COLOURS.flatMap((hair) =>
    Array.from({ length: 40 }, (_, i) => personaFor(`${gender}-${hair}-${i}`, gender, hair)),
  ),
);
/** What dicebear drew: the parts and colours it picked. */
const drawn = (persona: Persona, look: number) =>
  createAvatar(personas, portraitOptions(persona, look)).toJson().extra as Record<string, string | undefined>;
const drawings = people.flatMap((persona) =>
  LOOKS.map((look) => ({ persona, look, parts: drawn(persona, look) })),
);

/** Whether a hair colour reads as grey or white: hardly any hue, and not dark. */
const greyish = (hex = '') => {
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(1 + i, 3 + i), 16));
  return Math.max(r, g, b) - Math.min(r, g, b) < 30 && Math.max(r, g, b) > 110;
};

describe('demo portraits', () => {
  it('draws grown-ups: no pacifier, frown or gaping mouth, no nose lines that read as a moustache, no closed eyes', () => {
    const parts = (name: string) => new Set(drawings.map(({ parts }) => parts[name]));
    expect([...parts('mouth')].sort()).toEqual(['bigSmile', 'lips', 'smile', 'smirk']);
    expect([...parts('nose')].sort()).toEqual(['mediumRound', 'smallRound']);
    expect([...parts('eyes')].sort()).toEqual(['glasses', 'happy', 'open', 'wink']);
    expect(parts('hair').has('pigtails')).toBe(false);
  });

  it('gives beards to men only, and lipstick to women only', () => {
    const women = drawings.filter(({ persona }) => persona.gender === 'female');
    const men = drawings.filter(({ persona }) => persona.gender === 'male');
    expect(women.filter(({ parts }) => parts.facialHair)).toEqual([]);
    expect(men.filter(({ parts }) => parts.facialHair).length).toBeGreaterThan(men.length / 4);
    expect(men.filter(({ parts }) => parts.mouth === 'lips')).toEqual([]);
  });

  it('keeps a person’s face and hair on all their photos, changing the expression and clothes', () => {
    for (const persona of people.slice(0, 60)) {
      const looks = LOOKS.map((look) => drawn(persona, look));
      const same = ({
        hair,
        hairColor,
        skinColor,
        nose,
        facialHair,
        body,
        eyes,
      }: Record<string, unknown>) => ({
        hair,
        hairColor,
        skinColor,
        nose,
        facialHair,
        body,
        glasses: eyes === 'glasses',
      });
      expect(looks.map(same)).toEqual([same(looks[0]), same(looks[0]), same(looks[0])]);
      const changing = new Set(
        looks.map(({ mouth, eyes, clothingColor }) => `${mouth} ${eyes} ${clothingColor}`),
      );
      expect(changing.size).toBe(LOOKS.length);
    }
  });

  it('colours the hair as the profile says: grey only for grey hair, no pink, lilac or other fantasy colours', () => {
    const fantasy = ['#e15c66', '#e16381', '#f27d65', '#f29c65', '#dee1f5'];
    expect(drawings.filter(({ parts }) => fantasy.includes(parts.hairColor ?? ''))).toEqual([]);
    const greyHaired = drawings.filter(({ parts }) => greyish(parts.hairColor));
    expect(new Set(greyHaired.map(({ persona }) => persona.hairColour))).toEqual(new Set(['grey', 'bald']));
    expect(
      drawings.filter(({ persona, parts }) => persona.hairColour === 'grey' && !greyish(parts.hairColor)),
    ).toEqual([]);
    const bald = drawings.filter(({ persona }) => persona.hairColour === 'bald');
    expect(new Set(bald.map(({ parts }) => parts.hair))).toEqual(new Set(['bald', 'balding', 'buzzcut']));
  });

  it('is the same person for the same seed, and another one for another seed', () => {
    expect(personaFor('a', 'female', 'red')).toEqual(personaFor('a', 'female', 'red'));
    const faces = new Set(people.map((p) => JSON.stringify({ ...p, seed: '', offset: 0 })));
    expect(faces.size).toBeGreaterThan(people.length * 0.9);
  });
});
