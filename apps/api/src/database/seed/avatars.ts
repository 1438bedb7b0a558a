import { personas } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

const FEMALE_HAIR = [
  'long',
  'bobCut',
  'curly',
  'pigtails',
  'curlyBun',
  'bobBangs',
  'straightBun',
  'extraLong',
  'bunUndercut',
];
const MALE_HAIR = [
  'shortCombover',
  'curlyHighTop',
  'buzzcut',
  'fade',
  'shortComboverChops',
  'sideShave',
  'balding',
  'cap',
];
const BACKGROUNDS = ['f9d7e5', 'e3d4f7', 'fde2c8', 'd4ecf7', 'dff3e3', 'f7e3d4', 'efe0fa'];

/** A generated portrait (no downloads): deterministic for its seed, styled by gender. */
export function portraitSvg(seed: string, gender: 'male' | 'female'): string {
  return createAvatar(personas, {
    seed,
    backgroundColor: BACKGROUNDS,
    hair: (gender === 'female' ? FEMALE_HAIR : MALE_HAIR) as never,
    facialHairProbability: gender === 'female' ? 0 : 45,
    radius: 0,
  }).toString();
}
