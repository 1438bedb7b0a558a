/**
 * The palette's keys, defaults and colour rule, without zod: the web app's first render builds its theme
 * from these (createTheme), while the palette schema (palette.ts) and zod load only where a palette enters
 * the system (the API, the admin console) or is checked against the contract later.
 */

/** The brand colours a tenant may set (spec §1); everything else is derived from them. */
export const PALETTE_KEYS = ['primary', 'secondary', 'success', 'dark'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export type Palette = Record<PaletteKey, string>;

/** Only #rgb / #rrggbb: a tenant's colour can never smuggle CSS into a style sheet. */
export const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for a colour the palette accepts (the rule of hexColourSchema, which uses the same HEX_COLOUR). */
export function isColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

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
