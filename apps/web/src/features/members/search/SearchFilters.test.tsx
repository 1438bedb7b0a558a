import { fireEvent, screen, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { card, english, member, resetBrowserState, searchAnswer } from '../members-test-fixtures';

beforeEach(resetBrowserState);

/** The filter form of a Spanish member on a tenant whose search offers `fields`. */
async function spanishFilters(path: string, fields: typeof english.search_fields) {
  installFetch({
    'GET /api/user.php': { body: { user: { ...member, language: 'es' } } },
    'GET /api/search.php': { body: searchAnswer([card(1)]) },
  });
  renderApp(path, { ...english, languages: ['en', 'es'], search_fields: fields });
  fireEvent.click(await screen.findByTestId('search-filters-open'));
  return screen.findByTestId('search-filter-sheet');
}

const optionsOf = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((option) => option.textContent);

describe('search filter values', () => {
  it('gives both forms ("Soltero/a") where no gender is chosen', async () => {
    const sheet = await spanishFilters('/members', ['relationship_status']);
    expect(optionsOf(within(sheet).getByTestId('filter-relationship_status'))).toEqual([
      'Cualquiera',
      'Soltero/a',
      'Casado/a',
      'Divorciado/a',
      'Viudo/a',
      'Viviendo en pareja',
      'No casado/a',
    ]);
  });

  it('agrees with the gender chosen in the form', async () => {
    const sheet = await spanishFilters('/members?gender=female', ['gender', 'relationship_status']);
    const status = within(sheet).getByTestId('filter-relationship_status');
    expect(optionsOf(status)).toContain('Soltera');
    fireEvent.change(within(sheet).getByTestId('filter-gender'), { target: { value: 'male' } });
    expect(optionsOf(status)).toContain('Soltero');
    fireEvent.change(within(sheet).getByTestId('filter-gender'), { target: { value: '' } });
    expect(optionsOf(status)).toContain('Soltero/a');
  });
});
