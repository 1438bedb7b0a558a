import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { holdAnswers } from '../../features/chat/chat-test-fixtures';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { api, createApiClient } from '../../lib/api';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';
import { useSession } from './SessionContext';
import { SessionProvider } from './SessionProvider';

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the locale cookie between tests.
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

function Status() {
  const session = useSession();
  return <p data-testid="status">{session.status}</p>;
}

describe('SessionProvider', () => {
  it('asks user.php once on start (the live layer refreshes it later)', async () => {
    const fetch = installFetch({ 'GET /api/user.php': { body: { user: userFixture({ language: 'nl' }) } } });
    const client = createApiClient();
    render(
      <LocaleProvider domainLanguage="nl_NL" languages={['nl', 'en']}>
        <SessionProvider client={client}>
          <Status />
        </SessionProvider>
      </LocaleProvider>,
    );
    expect(await screen.findByText('logged-in')).toBeTruthy();
    const userCalls = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/user.php').length;
    expect(userCalls()).toBe(1);
  });

  it("asks nothing on a page the API marked as a visitor's (no session cookie)", async () => {
    const fetch = installFetch();
    const marker = document.createElement('meta');
    marker.name = 'amora-session';
    marker.content = 'none';
    document.head.appendChild(marker);
    try {
      render(
        <LocaleProvider domainLanguage="nl_NL" languages={['nl', 'en']}>
          <SessionProvider client={createApiClient()}>
            <Status />
          </SessionProvider>
        </LocaleProvider>,
      );
      expect((await screen.findByTestId('status')).textContent).toBe('logged-out');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      marker.remove();
    }
  });

  it('treats a failed first answer as logged out', async () => {
    installFetch({
      'GET /api/user.php': { status: 404, body: { error: { code: 'not_found', message: '' } } },
    });
    render(
      <LocaleProvider domainLanguage="nl_NL" languages={['nl', 'en']}>
        <SessionProvider client={createApiClient()}>
          <Status />
        </SessionProvider>
      </LocaleProvider>,
    );
    expect(await screen.findByText('logged-out')).toBeTruthy();
  });
});

describe('session in the app', () => {
  it("shows the members' navigation and takes the member's language", async () => {
    installFetch({ 'GET /api/user.php': { body: { user: userFixture({ language: 'en' }) } } });
    renderApp('/members', settingsFixture({ domain_language: 'nl_NL', languages: ['nl', 'en'] }));
    expect(await screen.findByTestId('member-nav')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect((await screen.findByTestId('nav-search')).getAttribute('href')).toBe('/members');
    expect(screen.getByTestId('nav-premium').textContent).toContain('Get Premium');
    expect(screen.getByTestId('tab-bar')).toBeTruthy();
    expect(screen.queryByTestId('login-button')).toBeNull();
  });

  it('shows the credit balance of a paid user running low', async () => {
    installFetch({ 'GET /api/user.php': { body: { user: userFixture({ paid_user: true, credits: 0 }) } } });
    renderApp('/members', settingsFixture({ domain_language: 'en_GB', languages: ['en'] }));
    expect((await screen.findByTestId('nav-credits-badge')).textContent).toBe('0');
    expect(screen.getByTestId('nav-credits-badge').getAttribute('aria-label')).toBe('0 credits left');
  });

  it('PUTs the language of a logged-in member', async () => {
    const fetch = installFetch({
      'GET /api/user.php': { body: { user: userFixture({ language: 'en' }) } },
      'PUT /api/user.php': (body) => ({ body: { user: userFixture(body as object) } }),
    });
    renderApp('/members', settingsFixture({ domain_language: 'en_GB', languages: ['nl', 'en'] }));
    await screen.findByTestId('member-nav');
    act(() => fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'nl' } }));
    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ language: 'nl' });
  });

  it('logs out and goes to /login on 403 authentication_required', async () => {
    installFetch({
      'GET /api/user.php': { body: { user: userFixture() } },
      'PUT /api/user.php': {
        status: 403,
        body: { error: { code: 'authentication_required', message: 'Please log in to continue' } },
      },
    });
    const { router } = renderApp(
      '/members?page=2',
      settingsFixture({ domain_language: 'en_GB', languages: ['en', 'nl'] }),
    );
    await screen.findByTestId('member-nav');
    act(() => fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'nl' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/members?page=2')}`);
    expect(await screen.findByTestId('login-button')).toBeTruthy();
  });

  it('logs out from the account menu', async () => {
    const fetch = installFetch({
      'GET /api/user.php': { body: { user: userFixture() } },
      'GET /api/logout.php': { body: { ok: true } },
    });
    const { router } = renderApp(
      '/members',
      settingsFixture({ domain_language: 'en_GB', languages: ['en'] }),
    );
    fireEvent.click(await screen.findByTestId('account-menu'));
    fireEvent.click(await screen.findByTestId('account-menu-item-logout'));
    expect(await screen.findByTestId('login-button')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/logout.php')).toBe(true);
  });

  it('logs out to the home page, not to /login, when a call still on its way is refused meanwhile', async () => {
    let loggedOut = false;
    const fetch = installFetch({
      'GET /api/user.php': { body: { user: userFixture() } },
      'GET /api/logout.php': { body: { ok: true } },
      'GET /api/likes.php': () =>
        loggedOut ? errorAnswer('authentication_required') : { body: { profiles: [], liked_by: [] } },
    });
    const { router } = renderApp(
      '/members',
      settingsFixture({ domain_language: 'en_GB', languages: ['en'] }),
    );
    fireEvent.click(await screen.findByTestId('account-menu'));
    const held = holdAnswers(fetch, 'GET', '/api/logout.php');
    loggedOut = true;
    fireEvent.click(await screen.findByTestId('account-menu-item-logout'));
    let refused: unknown;
    await act(async () => {
      refused = await api.get('likes').catch((error: unknown) => error);
      // the router's navigation, if any, lands meanwhile
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(refused).toMatchObject({ code: 'authentication_required' });
    expect(router.state.location.pathname).toBe('/members');
    held.release();
    expect(await screen.findByTestId('login-button')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
