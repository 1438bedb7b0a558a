import { LOCALES, localeFromTag } from '@amora/contracts';
import { ThemeProvider } from '@amora/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorMessage } from '../../features/error/ErrorMessage';
import { ErrorPage } from '../../features/error/ErrorPage';
import { ErrorPageBoundary } from '../../features/error/ErrorPageBoundary';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { isApiError } from '../../lib/api/api-error';

/** Without settings there is no tenant: the error page in the default theme and the browser's language. */
export function BootFailure({ error }: { error: unknown }) {
  const status = isApiError(error) && error.status ? error.status : 500;
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '*',
        element: (
          <ErrorPageBoundary>
            <ErrorPage status={status} message={<ErrorMessage error={error} />} />
          </ErrorPageBoundary>
        ),
      },
    ]),
  );
  // The browser's language first; no cookie is written for a site that did not load.
  const browser = localeFromTag(navigator.language) ?? 'en';
  const languages = [browser, ...LOCALES.filter((l) => l !== browser)];
  return (
    <ThemeProvider>
      <LocaleProvider domainLanguage="" languages={languages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ThemeProvider>
  );
}
