import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RequireSession } from '../features/session/require-session';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { routeFetch, signedInAs, signedOut } from '../test/staff-fixtures';
import { AreaPlaceholderPage } from './area-placeholder-page';
import { AdminLayout } from './layout/admin-layout';
import { PageError } from './page-error';
import { Providers } from './providers';

describe('console frame', () => {
  beforeEach(() => routeFetch(mockFetch(), { 'GET /api/admin/me.php': signedInAs('owner') }));

  it('shows the dashboard with the sidebar, the tenant switcher and the signed-in owner', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Nothing to report yet')).toBeTruthy();

    // jsdom applies no media queries: the sidebar is the closed drawer of a narrow screen, hence `hidden`.
    const sidebar = screen.getByTestId('admin-sidebar');
    const links = within(sidebar).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Analytics',
      'Tenants',
      'Prices',
      'Discount codes',
      'Profiles',
      'Moderation',
      'Complaints',
      'Members',
      'Photo review',
      'Staff',
      'Audit log',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', ...Array(11).fill(null)]);
    expect(within(sidebar).getByTestId('admin-sidebar-staff').textContent).toBe(
      'Olivia Owner' + 'owner@amora.localhost' + 'Owner',
    );

    const tenant = screen.getByLabelText('Tenant') as HTMLSelectElement;
    expect([...tenant.options].map((option) => option.textContent)).toEqual([
      'All tenants',
      'Vonk',
      'Liefde',
    ]);
    expect(tenant.selectedOptions[0].textContent).toBe('All tenants');
    expect(screen.getByRole('button', { name: 'Account menu of Olivia Owner' })).toBeTruthy();
    expect(document.title).toBe('Dashboard · Amora Admin');
  });

  // every area has its page now; an area added later shows this placeholder until its page arrives
  it('shows an area without its page yet as a translated placeholder with a way back', async () => {
    const router = createMemoryRouter([{ path: '/', element: <AreaPlaceholderPage area="members" /> }]);
    render(
      <Providers locale="en">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    expect(screen.getByText('Arrives in a later release')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
  });

  it('answers an unknown path with a 404 page inside the frame', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('admin-sidebar')).toBeTruthy();
  });

  it('opens and closes the sidebar drawer on narrow screens', async () => {
    renderApp('/');
    const menu = await screen.findByRole('button', { name: 'Open menu' });
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
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'nl' } });
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
  beforeEach(() => routeFetch(mockFetch(), { 'GET /api/admin/me.php': signedInAs('support') }));

  it('replaces only the failing page with a friendly, translated error screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: (
            <RequireSession>
              <AdminLayout />
            </RequireSession>
          ),
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
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

describe('staff session', () => {
  it('sends a visitor without a staff session to the sign-in, and back to the page afterwards', async () => {
    routeFetch(mockFetch(), { 'GET /api/admin/me.php': signedOut });
    const { router } = renderApp('/complaints?status=open');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/complaints?status=open')}`);
    expect(await screen.findByTestId('admin-signin-form')).toBeTruthy();
  });

  it('says so, with a way to try again, when the API cannot tell who is signed in', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'The console could not load' })).toBeTruthy();
    expect(screen.getByText(/^Could not reach the server/)).toBeTruthy();
    routeFetch(fetchMock, { 'GET /api/admin/me.php': signedInAs('owner') });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('signs out from the account menu and lands on the sign-in', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('moderator'),
      'POST /api/admin/logout.php': () => jsonResponse(200, { ok: true }),
    });
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Max Moderator' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`)).toEqual([
      'GET /api/admin/me.php',
      'POST /api/admin/logout.php',
    ]);
  });
});

describe('a session that ends while a page is open', () => {
  it('leads to the sign-in, with the way back to the page', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('owner'),
      'GET /api/admin/staff.php': signedOut,
      'GET /api/admin/audit.php': signedOut,
    });
    const { router } = renderApp('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/staff')}`);
  });
});
