import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderApp } from '../test/render-app';
import { AREAS } from './areas';
import { AdminLayout } from './layout/admin-layout';
import { PageError } from './page-error';
import { Providers } from './providers';

describe('console frame', () => {
  it('shows the dashboard with the sidebar, the tenant switcher and a way to sign in', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Nothing to report yet')).toBeTruthy();

    // jsdom applies no media queries: the sidebar is the closed drawer of a narrow screen, hence `hidden`.
    const sidebar = screen.getByTestId('admin-sidebar');
    const links = within(sidebar).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Tenants',
      'Prices',
      'Discount codes',
      'Complaints',
      'Moderation',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      'page',
      null,
      null,
      null,
      null,
      null,
    ]);

    const tenant = screen.getByLabelText('Tenant') as HTMLSelectElement;
    expect(tenant.disabled).toBe(true);
    expect(tenant.selectedOptions[0].textContent).toBe('All tenants');
    expect(screen.getByTestId('admin-topbar-sign-in').getAttribute('href')).toBe('/login');
    expect(document.title).toBe('Dashboard · Amora Admin');
  });

  it.each(AREAS.filter((area) => area.key !== 'dashboard').map((area) => [area.path]))(
    '%s is an empty, translated area for now',
    (path) => {
      renderApp(path);
      const current = within(screen.getByTestId('admin-sidebar')).getByRole('link', {
        current: 'page',
        hidden: true,
      });
      expect(current.getAttribute('href')).toBe(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(current.textContent);
      expect(screen.getByText('Arrives in a later release')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
    },
  );

  it('answers an unknown path with a 404 page inside the frame', () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('admin-sidebar')).toBeTruthy();
  });

  it('opens and closes the sidebar drawer on narrow screens', () => {
    renderApp('/');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the language and remembers it in the locale cookie', async () => {
    renderApp('/');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'nl' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Nog niets te melden')).toBeTruthy();
    expect(document.cookie).toContain('locale=nl');
    expect(document.documentElement.lang).toBe('nl');
  });
});

function Broken(): never {
  throw new Error('SECRET_STACK_DETAIL: cannot read properties of undefined');
}

describe('page error boundary', () => {
  it('replaces only the failing page with a friendly, translated error screen', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <AdminLayout />,
          children: [{ errorElement: <PageError />, children: [{ path: '/', element: <Broken /> }] }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Providers locale="en">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An error occurred, please try again later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByTestId('admin-sidebar')).toBeTruthy();
    expect(document.body.textContent).not.toContain('SECRET_STACK_DETAIL');
  });

  it('falls back to a full-screen error when the frame itself fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <PageError fullScreen /> },
    ]);
    render(
      <Providers locale="fr">
        <RouterProvider router={router} />
      </Providers>,
    );
    await act(async () => {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Un problème est survenu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' }).getAttribute('href')).toBe('/');
  });
});
