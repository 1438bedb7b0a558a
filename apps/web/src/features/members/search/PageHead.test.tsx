import type { SearchAnswer } from '@amora/contracts';
import { ThemeProvider } from '@amora/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import pl from '../../../i18n/pl.json';
import { card, searchAnswer } from '../members-test-fixtures';
import { PageHead } from './PageHead';

const cards = (count: number) => Array.from({ length: count }, (_, index) => card(index + 1));

function countOf(answer: SearchAnswer, locale = 'en', messages: Record<string, string> = en) {
  cleanup();
  render(
    <ThemeProvider withGlobalStyle={false}>
      <IntlProvider locale={locale} messages={messages}>
        <PageHead answer={answer} />
      </IntlProvider>
    </ThemeProvider>,
  );
  return screen.getByTestId('search-count').textContent;
}

describe('PageHead', () => {
  it('counts the members found', () => {
    expect(countOf(searchAnswer(cards(2), { numResults: 74 }))).toBe('74 members');
    expect(countOf(searchAnswer(cards(1), { numResults: 1 }), 'de', de)).toBe('1 Mitglied');
  });

  it('says "1,000+" when the API stopped counting', () => {
    expect(countOf(searchAnswer(cards(2), { numResults: 1000, numResultsCapped: true }))).toBe(
      '1,000+ members',
    );
  });

  it('counts exact matches apart from similar profiles, as the sections below do', () => {
    const answer = searchAnswer(cards(20), {
      similar: true,
      relaxed: ['hair'],
      exactMatches: 4,
      numResults: 74,
    });
    expect(countOf(answer)).toBe('4 exact matches · 70 similar profiles');
  });

  it('says there are no exact matches when only similar profiles were found', () => {
    const answer = searchAnswer(cards(20), {
      similar: true,
      relaxed: ['hair'],
      exactMatches: 0,
      numResults: 1,
    });
    expect(countOf(answer)).toBe('No exact matches · 1 similar profile');
  });

  it('says "1,000+ similar profiles" when the API stopped counting the similar ones', () => {
    const answer = searchAnswer(cards(20), {
      similar: true,
      relaxed: ['hair'],
      exactMatches: 1,
      numResults: 1000,
      numResultsCapped: true,
    });
    expect(countOf(answer)).toBe('1 exact match · 1,000+ similar profiles');
  });

  it("uses the language's plural forms", () => {
    const answer = searchAnswer(cards(20), {
      similar: true,
      relaxed: ['hair'],
      exactMatches: 3,
      numResults: 25,
    });
    expect(countOf(answer, 'pl', pl)).toBe('3 dokładne wyniki · 22 podobne profile');
    expect(countOf({ ...answer, exactMatches: 5, numResults: 30 }, 'pl', pl)).toBe(
      '5 dokładnych wyników · 25 podobnych profili',
    );
  });

  it('shows no count before the first answer or for an empty one', () => {
    expect(countOf(searchAnswer([], { numResults: 0 }))).toBe('');
  });
});
