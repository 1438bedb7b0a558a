import {
  BREAKPOINTS,
  type Breakpoint,
  DEFAULT_PALETTE,
  isColour,
  PALETTE_KEYS,
  type Palette,
} from './colours.js';
import { accessibleSurface, accessibleText, readableOn, shade, tint } from './contrast.js';

const BACKGROUND = '#faf8fc';
const SURFACE = '#ffffff';

function brandColour(base: string) {
  const surface = accessibleSurface(base);
  return {
    main: base,
    surface: surface.background,
    onSurface: surface.text,
    hover: shade(surface.background, -0.06),
    pressed: shade(surface.background, -0.12),
    muted: tint(base, SURFACE, 0.12),
    text: accessibleText(base, SURFACE),
  };
}
export type BrandColour = ReturnType<typeof brandColour>;

/**
 * The tenant's colours over the default, lower-cased; other keys are ignored. Throws on a value that is not
 * a hex colour (isColour), as partialPaletteSchema would: these colours are written into a style sheet.
 * Without zod, so that the first render does not need it.
 */
function mergePalette(overrides: Partial<Palette>): Palette {
  const palette = { ...DEFAULT_PALETTE };
  for (const key of PALETTE_KEYS) {
    const value: unknown = overrides[key];
    if (value === undefined) continue;
    if (!isColour(value)) throw new TypeError(`palette.${key}: a hex colour such as #7b2cbf`);
    palette[key] = value.toLowerCase();
  }
  return palette;
}

/** The whole theme for a tenant: its palette (validated, merged over the default) and derived tokens. */
export function createTheme(overrides: Partial<Palette> = {}) {
  const palette = mergePalette(overrides);
  return {
    palette,
    colors: {
      primary: brandColour(palette.primary),
      secondary: brandColour(palette.secondary),
      success: brandColour(palette.success),
      dark: { main: palette.dark, onSurface: readableOn(palette.dark), muted: shade(palette.dark, 0.12) },
      unread: palette.secondary,
      danger: '#c62828',
      warning: '#b26a00',
      background: BACKGROUND,
      surface: SURFACE,
      text: '#1c1326',
      textMuted: '#5e5468',
      border: '#e6e0ec',
    },
    breakpoints: BREAKPOINTS,
    media: {
      ...(Object.fromEntries(
        Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
      ) as Record<Breakpoint, string>),
      /** Touch screens and phones, where every control needs a 44 px target. */
      touch: '@media (pointer: coarse), (max-width: 767.98px)',
    },
    space: (n: number) => `${n * 4}px`,
    radii: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
    shadows: {
      sm: '0 1px 2px rgba(28, 19, 38, 0.08)',
      md: '0 4px 16px rgba(28, 19, 38, 0.10)',
      lg: '0 12px 40px rgba(28, 19, 38, 0.18)',
    },
    font: {
      family: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
      size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', xxl: '40px' },
    },
  };
}
export type Theme = ReturnType<typeof createTheme>;
