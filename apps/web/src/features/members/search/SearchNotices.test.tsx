import { ThemeProvider } from '@amora/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import pl from '../../../i18n/pl.json';
import { SimilarBanner } from './SearchNotices';

function banner(locale: string, messages: Record<string, string>, relaxed: string[], exactMatches = 0) {
  render(
    <ThemeProvider withGlobalStyle={false}>
      <IntlProvider locale={locale} messages={messages}>
        <SimilarBanner relaxed={relaxed} exactMatches={exactMatches} />
      </IntlProvider>
    </ThemeProvider>,
  );
  return screen.getByTestId('search-similar').textContent;
}

describe('SimilarBanner', () => {
  it('lists the widened filters by their labels after a colon, not lower-cased into the sentence', () => {
    expect(banner('en', en, ['hair', 'max_age', 'min_age'])).toContain(
      'so we widened these: Hair colour and Age.',
    );
  });

  it('reads as a list in other languages too', () => {
    expect(banner('fr', fr, ['distance', 'countryregion'])).toContain(
      'nous avons donc élargi ceux-ci\u00a0: Distance et Région.',
    );
  });

  it('says only that profiles are similar when no widened filter has a label', () => {
    expect(banner('pl', pl, ['unknown_filter'])).toContain('oto profile zbliżone');
  });

  it('says that no member matches all filters when none leads the results', () => {
    expect(banner('en', en, ['hair'])).toBe(
      'Similar profilesNo member matches all your filters, so we widened these: Hair colour.',
    );
  });

  it('counts the exact matches above it, in the plural the language needs', () => {
    expect(banner('en', en, ['hair'], 1)).toContain('Only 1 member matches all your filters, so we widened');
    cleanup();
    expect(banner('en', en, ['hair'], 3)).toContain('Only 3 members match all your filters, so we widened');
    cleanup();
    expect(banner('pl', pl, ['hair'], 3)).toContain('Tylko 3 osoby pasują do wszystkich filtrów');
    cleanup();
    expect(banner('pl', pl, [], 5)).toContain('Tylko 5 osób pasuje do wszystkich filtrów, więc oto więcej');
  });
});
