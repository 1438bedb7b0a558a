/** Letters NFD does not take apart into a base letter and an accent. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** A name folded for accent- and case-insensitive prefix matching: "'s-Hertogenbosch" → "s hertogenbosch". */
export function foldPlaceName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæøœłđðþı]/g, (ch) => FOLDS[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
