import type { Settings } from '@amora/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProviders } from '../app/providers/AppProviders';
import { buildRoutes } from '../app/router/routes';
import { errorAnswer } from './error-answer';
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

/** An answer of the fake API; build error answers with `errorAnswer(code)`, which takes the contract's status. */
export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
/** Answers by "METHOD /api/path.php"; a function sees the parsed JSON body of the request. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/**
 * A fetch that answers like the API (jsdom has no fetch of its own): companyinfo.php, a logged-out
 * GET user.php, and whatever `routes` adds; anything else is a 404.
 */
export function installFetch(routes: FakeRoutes = {}) {
  const all: FakeRoutes = {
    'GET /api/companyinfo.php': { body: companyFixture },
    'GET /api/user.php': { body: { user: null } },
    ...routes,
  };
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`;
    const route = all[key];
    const requestBody = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = (typeof route === 'function' ? route(requestBody) : route) ?? errorAnswer('not_found');
    const status = answer.status ?? 200;
    const headers = new Map(
      Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => JSON.stringify(answer.body),
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    };
  });
  Object.assign(globalThis, { fetch });
  return fetch;
}

/** The whole app (providers, every route, layouts) at `path`, in memory. */
export function renderApp(path: string, settings: Settings = settingsFixture()) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const utils = render(
    // a cache of its own per render: no answer of an earlier test is served from swr's global cache
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders settings={settings}>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>,
  );
  return { ...utils, router };
}
