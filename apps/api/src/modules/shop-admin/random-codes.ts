import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@amora/contracts';

/** Random characters after the prefix: 31^8 ≈ 850 billion codes, far beyond guessing at 30 tries a minute. */
const RANDOM_LENGTH = 8;

/** `count` distinct codes: the prefix (with a dash) and random characters nobody misreads. */
export function randomCodes(prefix: string, count: number): string[] {
  const codes = new Set<string>();
  const head = prefix ? `${prefix}-` : '';
  while (codes.size < count) {
    let tail = '';
    for (let i = 0; i < RANDOM_LENGTH; i++) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    codes.add(head + tail);
  }
  return [...codes];
}
