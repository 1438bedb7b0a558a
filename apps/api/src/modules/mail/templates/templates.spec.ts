import { LOCALES } from '@amora/contracts';
import { en } from './en.js';
import { MAIL_TEXTS } from './index.js';
import { MAIL_KINDS } from './types.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every string of a texts object, by its path: `mails.activation.subject`, `greeting`, … */
function strings(texts: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(strings(value, `${prefix}${key}.`)),
    ),
  );
}

describe('mail texts', () => {
  const english = strings(en);

  it('cover every mail kind in English', () => {
    expect(Object.keys(en.mails).sort()).toEqual([...MAIL_KINDS].sort());
  });

  it('exist for every interface language', () => {
    for (const locale of LOCALES)
      expect({ locale, texts: MAIL_TEXTS[locale] }).toEqual({ locale, texts: expect.any(Object) });
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has every English text with the same placeholders', (locale) => {
    const texts = strings(MAIL_TEXTS[locale]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [path, text] of Object.entries(texts)) {
      expect({ path, placeholders: placeholders(text) }).toEqual({
        path,
        placeholders: placeholders(english[path]),
      });
      expect(text.trim()).not.toBe('');
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not a copy of English', (locale) => {
    expect(MAIL_TEXTS[locale].mails.activation.body).not.toBe(en.mails.activation.body);
    expect(MAIL_TEXTS[locale].unsubscribe).not.toBe(en.unsubscribe);
  });
});
