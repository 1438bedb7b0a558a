import { AA_NORMAL_TEXT, contrast } from './contrast.js';
import { createTheme } from './create-theme.js';
import { BREAKPOINTS, DEFAULT_PALETTE, paletteSchema } from './palette.js';

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

  it.each(['red', '#12345', 'url(javascript:x)', '#fff;} body{display:none', ''])(
    'refuses %p as a colour',
    (bad) => {
      expect(() => createTheme({ primary: bad })).toThrow();
    },
  );

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
