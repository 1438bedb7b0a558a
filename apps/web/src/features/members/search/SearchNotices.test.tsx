import { ThemeProvider } from '@amora/ui';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import pl from '../../../i18n/pl.json';
import { SimilarBanner } from './SearchNotices';

function banner(locale: string, messages: Record<string, string>, relaxed: string[]) {
  render(
    <ThemeProvider withGlobalStyle={false}>
      <IntlProvider locale={locale} messages={messages}>
        <SimilarBanner relaxed={relaxed} />
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
});
