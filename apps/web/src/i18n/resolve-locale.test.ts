import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  const languages = ['de', 'en'] as const;

  it('lets the cookie win', () => {
    expect(resolveLocale({ cookie: 'fr', domainLanguage: 'nl_NL', languages })).toEqual({
      locale: 'fr',
      writeCookie: false,
    });
  });

  it('uses the domain language and asks to write the cookie', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: 'nl_NL', languages })).toEqual({
      locale: 'nl',
      writeCookie: true,
    });
  });

  it('ignores an unsupported cookie or domain language and takes the first tenant language', () => {
    expect(resolveLocale({ cookie: 'xx', domainLanguage: 'pt_BR', languages })).toEqual({
      locale: 'de',
      writeCookie: false,
    });
  });
});
