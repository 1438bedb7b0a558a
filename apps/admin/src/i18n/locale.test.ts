import { detectLocale } from './locale';

describe('detectLocale', () => {
  it('takes the locale cookie first', () => {
    expect(detectLocale('theme=x; locale=sv', ['de-DE'])).toBe('sv');
  });

  it('ignores a cookie naming an unsupported locale', () => {
    expect(detectLocale('locale=pt', ['pt-BR', 'fi-FI'])).toBe('fi');
  });

  it('takes the first supported browser language', () => {
    expect(detectLocale('', ['pt-BR', 'nb-NO', 'en'])).toBe('nb');
  });

  it('falls back to English', () => {
    expect(detectLocale('', ['pt-BR', 'ja'])).toBe('en');
    expect(detectLocale('', [])).toBe('en');
  });
});
