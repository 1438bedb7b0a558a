import { z } from 'zod';

/** Only #rgb / #rrggbb: a tenant's colour can never smuggle CSS into a style sheet. */
export const hexColourSchema = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'a hex colour such as #7b2cbf')
  .transform((value) => value.toLowerCase());

/** The brand colours a tenant may set (spec §1); everything else is derived from them. */
export const paletteSchema = z.object({
  primary: hexColourSchema,
  secondary: hexColourSchema,
  success: hexColourSchema,
  dark: hexColourSchema,
});
export type Palette = z.infer<typeof paletteSchema>;
export const partialPaletteSchema = paletteSchema.partial();

/** Purple primary, magenta secondary (also unread counts), amber success, dark purple dark. */
export const DEFAULT_PALETTE: Palette = {
  primary: '#7b2cbf',
  secondary: '#d61f84',
  success: '#ffb000',
  dark: '#2b0b3f',
};

/** Layout breakpoints of spec §1, in px. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
