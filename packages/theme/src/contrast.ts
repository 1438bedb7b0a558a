import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

extend([a11yPlugin, mixPlugin]);

export const AA_NORMAL_TEXT = 4.5;
const WHITE = '#ffffff';
const INK = '#1c1326';

export function contrast(a: string, b: string): number {
  return colord(a).contrast(b);
}

/** The text colour (white or ink) that reads best on a background. */
export function readableOn(background: string): string {
  return contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK;
}

/**
 * A surface for `colour` that carries text at WCAG AA: the colour itself when white or ink already
 * reaches 4.5:1 on it, else the colour darkened step by step until white does.
 */
export function accessibleSurface(colour: string): { background: string; text: string } {
  let background = colord(colour);
  for (let step = 0; step < 40; step++) {
    const hex = background.toHex();
    const text = readableOn(hex);
    if (contrast(text, hex) >= AA_NORMAL_TEXT) return { background: hex, text };
    background = background.darken(0.025);
  }
  return { background: background.toHex(), text: WHITE };
}

/** `colour` darkened (or lightened) until it reads at AA as text on `background`. */
export function accessibleText(colour: string, background: string): string {
  let text = colord(colour);
  const darker = colord(background).isLight();
  for (let step = 0; step < 40 && text.contrast(background) < AA_NORMAL_TEXT; step++) {
    text = darker ? text.darken(0.025) : text.lighten(0.025);
  }
  return text.toHex();
}

export function shade(colour: string, amount: number): string {
  return amount >= 0 ? colord(colour).lighten(amount).toHex() : colord(colour).darken(-amount).toHex();
}

export function tint(colour: string, background: string, ratio: number): string {
  return colord(background).mix(colour, ratio).toHex();
}
