import type { Settings } from '@amora/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/AppProviders';
import { buildRoutes } from '../app/router/routes';
import { settingsFixture } from './settings-fixture';

export const companyFixture = {
  name: 'Amora Media BV',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Vonk'],
  vat_numbers: ['NL123456789B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 25,
  added: '2024-01-01T00:00:00Z',
};

/** A fetch that answers companyinfo.php like the API (jsdom has no fetch of its own). */
export function installFetch() {
  const fetch = jest.fn(async (url: string) => {
    const body = String(url).startsWith('/api/companyinfo.php')
      ? companyFixture
      : { error: { code: 'not_found', message: '' } };
    const status = 'error' in body ? 404 : 200;
    return {
      ok: status === 200,
      status,
      text: async () => JSON.stringify(body),
      headers: { get: () => null },
    };
  });
  Object.assign(globalThis, { fetch });
  return fetch;
}

/** The whole app (providers, every route, layouts) at `path`, in memory. */
export function renderApp(path: string, settings: Settings = settingsFixture()) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const utils = render(
    <AppProviders settings={settings}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
