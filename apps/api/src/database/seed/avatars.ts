import { createHash } from 'node:crypto';
import type { HAIR_COLOURS } from '@amora/contracts';
import { personas } from '@dicebear/collection';
import { createAvatar, type Style } from '@dicebear/core';

export type Gender = 'male' | 'female';
export type HairColour = (typeof HAIR_COLOURS)[number];
type PersonasOptions = typeof personas extends Style<infer O> ? O : never;
type Part<K extends keyof PersonasOptions> = NonNullable<PersonasOptions[K]> extends (infer T)[] ? T : never;

// grown-up styles that show the hair colour: no pigtails, cap, beanie or mohawk; no curly or curlyHighTop,
// whose highlights turn black and brown hair grey; buzzcut looks bald
const HAIR_STYLES: Record<Gender, Part<'hair'>[]> = {
  female: ['long', 'bobCut', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong', 'bunUndercut'],
  male: ['shortCombover', 'fade', 'shortComboverChops', 'sideShave'],
};
const BALD_STYLES: Part<'hair'>[] = ['bald', 'balding', 'buzzcut'];
/** Natural shades of each hair colour a profile can name; the style's own palette holds pink and lilac. */
const HAIR_SHADES: Record<HairColour, string[]> = {
  black: ['1f1a1e', '2b2326'],
  brown: ['3a2418', '4a2f22', '5b3a28'],
  dark_blond: ['7f603d', '8a6a45', '9a774c'],
  blond: ['cfa65e', 'd9b46a', 'e5c583'],
  red: ['a3431f', 'b5562b', '94391c', 'c0663a'],
  grey: ['9e9ea3', 'b4b4b8', 'c9c9cc', 'dadadc'],
  // what shows of a bald man's hair: his beard
  bald: ['2b2326', '4a2f22', '8a6a45', '9e9ea3', 'b4b4b8'],
};
const SKIN_COLOURS = ['eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36'];
// the round noses only: `wrinkles` draws lines around the mouth that read as a moustache
const NOSES: Part<'nose'>[] = ['mediumRound', 'smallRound'];
const BODIES: Part<'body'>[] = ['squared', 'rounded', 'small', 'checkered'];
// not beardMustache: its highlight greys a dark beard
const FACIAL_HAIR: Part<'facialHair'>[] = ['pyramid', 'walrus', 'goatee', 'shadow', 'soulPatch'];
const BEARDED_SHARE = 0.45;
const GLASSES_SHARE = 0.2;
// adult expressions: no pacifier, and no frown or open mouth on a dating photo
const MOUTHS: Record<Gender, Part<'mouth'>[]> = {
  female: ['smile', 'lips', 'bigSmile', 'smirk'],
  male: ['smile', 'bigSmile', 'smirk'],
};
// eyes open on the main photo; closed ones (`sleep`) look asleep
const EYES: Part<'eyes'>[] = ['open', 'happy', 'wink'];
const CLOTHING_COLOURS = [
  '456dff',
  '54d7c7',
  '7555ca',
  '6dbb58',
  'e24553',
  'f3b63a',
  'f55d81',
  '3d4b5c',
  'f2efe9',
];

/** What stays the same on every photo of one person. */
export interface Persona {
  seed: string;
  gender: Gender;
  hairColour: HairColour;
  hair: Part<'hair'>;
  hairShade: string;
  skin: string;
  nose: Part<'nose'>;
  body: Part<'body'>;
  facialHair: Part<'facialHair'> | null;
  glasses: boolean;
  /** Where this person's rotation of expressions and clothes starts. */
  offset: number;
}

/** A person of the given gender and hair colour, the same for the same seed. */
export function personaFor(seed: string, gender: Gender, hairColour: HairColour): Persona {
  const pick = picker(seed);
  const bald = hairColour === 'bald';
  return {
    seed,
    gender,
    hairColour,
    hair: pick('hair', bald ? BALD_STYLES : HAIR_STYLES[gender]),
    hairShade: pick('shade', HAIR_SHADES[hairColour]),
    skin: pick('skin', SKIN_COLOURS),
    nose: pick('nose', NOSES),
    body: pick('body', BODIES),
    facialHair:
      gender === 'male' && pick.chance('beard', BEARDED_SHARE) ? pick('facialHair', FACIAL_HAIR) : null,
    glasses: pick.chance('glasses', GLASSES_SHARE),
    offset: pick('offset', [0, 1, 2, 3, 4, 5, 6, 7, 8]),
  };
}

/** The n-th look of a person: expression and clothes change, the face and hair do not. */
export function portraitOptions(persona: Persona, look: number) {
  const mouths = MOUTHS[persona.gender];
  return {
    seed: persona.seed,
    hair: [persona.hair],
    hairColor: [persona.hairShade],
    skinColor: [persona.skin],
    nose: [persona.nose],
    body: [persona.body],
    eyes: [persona.glasses ? 'glasses' : EYES[look % EYES.length]],
    mouth: [mouths[(persona.offset + look) % mouths.length]],
    clothingColor: [CLOTHING_COLOURS[(persona.offset + 2 * look) % CLOTHING_COLOURS.length]],
    facialHair: persona.facialHair ? [persona.facialHair] : [],
    facialHairProbability: persona.facialHair ? 100 : 0,
    // drawn on no background and unclipped: the photo gets its background when it is rasterised
    backgroundColor: ['transparent'],
    clip: false,
  } satisfies Parameters<typeof createAvatar<PersonasOptions>>[1];
}

/** A generated portrait (no downloads) of a person in one of their looks, on a transparent ground. */
export function portraitSvg(persona: Persona, look = 0): string {
  return createAvatar(personas, portraitOptions(persona, look)).toString();
}

/** A number in [0, 1) that a seed and a trait always give. */
export const seededUnit = (seed: string, trait: string) =>
  createHash('sha256').update(`${seed}:${trait}`).digest().readUInt32BE(0) / 2 ** 32;

/** Deterministic choices for one seed, each trait drawn independently of the others. */
function picker(seed: string) {
  const unit = (trait: string) => seededUnit(seed, trait);
  const pick = <T>(trait: string, options: readonly T[]): T =>
    options[Math.floor(unit(trait) * options.length)];
  pick.chance = (trait: string, share: number) => unit(trait) < share;
  return pick;
}
