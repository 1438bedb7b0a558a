import { z } from 'zod';
import { HEX_COLOUR, type Palette } from './colours.js';

/**
 * A tenant's colour, checked where a palette enters the system (the API, the admin console). The same
 * HEX_COLOUR as isColour, the check createTheme makes without zod; as a regex (not a refine) it also
 * appears as `pattern` in the published OpenAPI document.
 */
export const hexColourSchema = z
  .string()
  .regex(HEX_COLOUR, 'a hex colour such as #7b2cbf')
  .transform((value) => value.toLowerCase());

/** The brand colours a tenant may set (spec §1, PALETTE_KEYS); everything else is derived from them. */
export const paletteSchema = z.object({
  primary: hexColourSchema,
  secondary: hexColourSchema,
  success: hexColourSchema,
  dark: hexColourSchema,
}) satisfies z.ZodType<Palette>;
export const partialPaletteSchema = paletteSchema.partial();
