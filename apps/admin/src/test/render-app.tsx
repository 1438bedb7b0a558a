import type { Locale } from '@amora/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';

/** The whole console at `path`, in memory: the same routes, providers and theme as in the browser. */
export function renderApp(path: string, { locale = 'en' }: { locale?: Locale } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers locale={locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
