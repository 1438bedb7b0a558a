import { languagesFor, resolveLocale } from './resolve-locale';

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

describe('languages per country', () => {
  const settings = {
    languages: ['nl', 'en'] as const,
    country_languages: { BE: ['nl', 'fr'], CH: ['de', 'fr', 'it'] } as const,
  };
  const offered = (country: string) =>
    languagesFor({
      languages: [...settings.languages],
      country_languages: { BE: [...settings.country_languages.BE], CH: [...settings.country_languages.CH] },
      geoip_selected_country: country,
    });

  it("offers the visitor's country's set, else the tenant's languages", () => {
    expect(offered('CH')).toEqual({ languages: ['de', 'fr', 'it'], byCountry: true });
    expect(offered('NL')).toEqual({ languages: ['nl', 'en'], byCountry: false });
  });

  it("keeps the domain language where the country speaks it, else takes the country's first", () => {
    expect(resolveLocale({ cookie: null, domainLanguage: 'nl_NL', ...offered('BE') })).toEqual({
      locale: 'nl',
      writeCookie: true,
    });
    expect(resolveLocale({ cookie: null, domainLanguage: 'nl_NL', ...offered('CH') })).toEqual({
      locale: 'de',
      writeCookie: false,
    });
    expect(resolveLocale({ cookie: 'it', domainLanguage: 'nl_NL', ...offered('CH') }).locale).toBe('it');
  });
});
