import { paletteContrast } from '@amora/contracts';
import {
  AA_NORMAL_TEXT,
  contrast,
  hexColourSchema,
  PALETTE_KEYS,
  type Palette,
  type PaletteKey,
  readableOn,
} from '@amora/theme';

export type PaletteDraft = Record<PaletteKey, string>;

/** The colours as typed, or null for each one that is not a hex colour. */
export function validPalette(draft: PaletteDraft): { palette: Palette | null; invalid: PaletteKey[] } {
  const invalid = PALETTE_KEYS.filter((key) => !hexColourSchema.safeParse(draft[key]).success);
  if (invalid.length) return { palette: null, invalid };
  return {
    palette: Object.fromEntries(PALETTE_KEYS.map((key) => [key, draft[key].toLowerCase()])) as Palette,
    invalid,
  };
}

export type Verdict = 'pass' | 'adjusted' | 'fail';

/** One colour's contrast as the member site uses it: text on it (buttons, the footer) and it as text on white. */
export interface ColourContrast {
  onColour: { ratio: number; verdict: Verdict };
  asText?: { ratio: number; verdict: Verdict };
}

const round = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * WCAG AA per colour, computed here with the theme's helpers as the API does: `dark` carries text as it
 * is (below 4.5:1 it fails), the brand colours are darkened by the site where they fall short
 * (adjusted).
 */
export function colourContrast(key: PaletteKey, colour: string): ColourContrast {
  const onColour = contrast(readableOn(colour), colour);
  if (key === 'dark') {
    return { onColour: { ratio: round(onColour), verdict: onColour >= AA_NORMAL_TEXT ? 'pass' : 'fail' } };
  }
  const asText = contrast(colour, '#ffffff');
  return {
    onColour: { ratio: round(onColour), verdict: onColour >= AA_NORMAL_TEXT ? 'pass' : 'adjusted' },
    asText: { ratio: round(asText), verdict: asText >= AA_NORMAL_TEXT ? 'pass' : 'adjusted' },
  };
}

/** The palette's refused pairs and warnings, exactly as the API will judge them. */
export const paletteVerdict = (palette: Palette) => paletteContrast(palette);
