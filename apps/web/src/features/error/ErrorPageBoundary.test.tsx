import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ErrorPageBoundary } from './ErrorPageBoundary';

function Broken(): never {
  throw new Error('the error page broke');
}

describe('ErrorPageBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('says the error page failed and links home, in the member language', () => {
    render(
      <IntlProvider
        locale="nl"
        messages={{
          'errorPage.fallback': 'Er is een fout opgetreden bij het tonen van de foutpagina',
          'errorPage.home': 'Terug naar de homepage',
        }}
      >
        <ErrorPageBoundary>
          <Broken />
        </ErrorPageBoundary>
      </IntlProvider>,
    );
    expect(screen.getByTestId('error-message').textContent).toBe(
      'Er is een fout opgetreden bij het tonen van de foutpagina',
    );
    expect(screen.getByTestId('home-link').getAttribute('href')).toBe('/');
  });

  it('falls back to English without any provider', () => {
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByTestId('error-message').textContent).toBe(
      'An error occurred while showing the error page',
    );
  });
});
