import { screen } from '@testing-library/react';
import { RELOAD_STORAGE_KEY } from '../../lib/chunk-reload/chunk-reload-guard';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { PAGE_LOADERS } from './page-loaders';

const english = settingsFixture({ domain_language: 'en', languages: ['en'] });

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  // React and react-router log the render errors these tests provoke on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  installFetch();
  window.scrollTo = jest.fn();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
});

describe('a page whose code cannot be loaded', () => {
  it('shows the error page inside the layout once the reload guard has been used', async () => {
    const reloadedAt = String(Date.now());
    sessionStorage.setItem(RELOAD_STORAGE_KEY, reloadedAt);
    jest
      .spyOn(PAGE_LOADERS, 'terms')
      .mockImplementation(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/StaticPage.js')),
      );
    renderApp('/terms', english);
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(screen.getByTestId('error-message').textContent).toBe('Error');
    expect(screen.getByTestId('site-name')).toBeTruthy();
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBe(reloadedAt);
  });

  it('shows the error page for any other failure without reloading', async () => {
    sessionStorage.clear();
    jest.spyOn(PAGE_LOADERS, 'faq').mockImplementation(() => Promise.reject(new Error('boom')));
    renderApp('/faq', english);
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBeNull();
  });
});
