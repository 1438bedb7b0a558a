import { BREAKPOINTS, DEFAULT_PALETTE, isColour, type Palette } from './colours.js';
import { AA_NORMAL_TEXT, contrast } from './contrast.js';
import { createTheme } from './create-theme.js';
import { hexColourSchema, paletteSchema } from './palette.js';

const BAD_COLOURS = ['red', '#12345', 'url(javascript:x)', '#fff;} body{display:none', '', '#fff\n', ' #fff'];

describe('createTheme', () => {
  it('uses the spec palette by default', () => {
    const theme = createTheme();
    expect(theme.palette).toEqual(DEFAULT_PALETTE);
    expect(theme.colors.unread).toBe(DEFAULT_PALETTE.secondary);
    expect(theme.breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(theme.media.lg).toBe('@media (min-width: 992px)');
  });

  it('merges a tenant override over the default', () => {
    const theme = createTheme({ primary: '#0B6E4F' });
    expect(theme.palette.primary).toBe('#0b6e4f');
    expect(theme.palette.secondary).toBe(DEFAULT_PALETTE.secondary);
  });

  it.each(BAD_COLOURS)('refuses %p as a colour', (bad) => {
    expect(() => createTheme({ primary: bad })).toThrow();
    expect(() => createTheme({ dark: bad })).toThrow();
  });

  it('refuses a colour that is not a string', () => {
    expect(() => createTheme({ success: 0x7b2cbf as unknown as string })).toThrow();
    expect(() => createTheme({ secondary: null as unknown as string })).toThrow();
  });

  it('keeps the default for a key left undefined and ignores keys that are no colour of the palette', () => {
    const overrides = { primary: undefined, secondary: '#ABC', danger: 'red' } as Partial<Palette>;
    expect(createTheme(overrides).palette).toEqual({ ...DEFAULT_PALETTE, secondary: '#abc' });
  });

  it('checks colours by the same rule as the palette schema (isColour and hexColourSchema agree)', () => {
    for (const value of [...BAD_COLOURS, '#7b2cbf', '#7B2CBF', '#abc', '#ABCDEF', '#abcd', 7, null]) {
      expect(isColour(value)).toBe(hexColourSchema.safeParse(value).success);
    }
  });

  it.each([
    DEFAULT_PALETTE,
    { primary: '#ffeb3b', secondary: '#00e5ff', success: '#c6ff00', dark: '#444444' },
    { primary: '#777777', secondary: '#ff80ab', success: '#ffb000', dark: '#000000' },
    { primary: '#101010', secondary: '#0000ff', success: '#00ff00', dark: '#fafafa' },
  ])('keeps text on brand surfaces at WCAG AA for %o', (palette) => {
    const theme = createTheme(paletteSchema.parse(palette));
    for (const brand of [theme.colors.primary, theme.colors.secondary, theme.colors.success]) {
      expect(contrast(brand.onSurface, brand.surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrast(brand.text, theme.colors.surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('exposes the spec breakpoints in order', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([576, 768, 992, 1200]);
  });
});
