import type { ErrorCode } from '@amora/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';

const english = settingsFixture({ domain_language: 'en_GB', languages: ['en', 'nl'] });

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the locale cookie between tests.
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

async function fillLogin(email: string, password: string) {
  fireEvent.change(await screen.findByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('/login', () => {
  it('offers a free account only where the site takes signups without a partner', async () => {
    installFetch();
    const page = renderApp('/login', english);
    expect(await screen.findByTestId('login-signup')).toBeTruthy();
    page.unmount();
    renderApp('/login', { ...english, signups: 'with_trafficsource' });
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('login-signup')).toBeNull();
  });

  it('checks the fields before calling the API', async () => {
    const fetch = installFetch();
    renderApp('/login', english);
    await fillLogin('not-an-email', '');
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it.each<[ErrorCode, Record<string, number>, string]>([
    ['login_failed', {}, 'Login failed, please try again'],
    ['account_locked', { minutes: 15 }, 'Too many incorrect attempts, account blocked for 15 min'],
    ['account_pending_deletion', {}, 'Account pending deletion, reactivate by e-mail'],
  ])('shows %s translated', async (code, params, text) => {
    const fetch = installFetch({ 'POST /api/user.php': errorAnswer(code, params) });
    renderApp('/login', english);
    await fillLogin('anna@example.com', 'secret-password');
    expect((await screen.findByTestId('login-error')).textContent).toBe(text);
    // a login is a POST: never sent twice, even for a 429 (account_locked)
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('logs in and goes to a same-site redirect', async () => {
    const fetch = installFetch({ 'POST /api/user.php': { body: { user: userFixture({ language: 'en' }) } } });
    const { router } = renderApp('/login?redirect=%2Fchats%2F4', english);
    await fillLogin('anna@example.com', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/4'));
    expect(await screen.findByTestId('member-nav')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'anna@example.com',
      password: 'secret-password',
    });
  });

  it('keeps the language a visitor picked before logging in, and saves it to the account', async () => {
    const fetch = installFetch({
      'POST /api/user.php': { body: { user: userFixture({ language: 'en' }) } },
      'PUT /api/user.php': (body) => ({ body: { user: userFixture(body as object) } }),
    });
    renderApp('/login', english);
    fireEvent.change(await screen.findByTestId('language-select'), { target: { value: 'nl' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    await fillLogin('anna@example.com', 'secret-password');
    expect(await screen.findByTestId('member-nav')).toBeTruthy();
    await waitFor(() => {
      const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ language: 'nl' });
    });
    expect(document.documentElement.lang).toBe('nl');
  });

  it("takes the account's language at login when the visitor picked none", async () => {
    const fetch = installFetch({ 'POST /api/user.php': { body: { user: userFixture({ language: 'nl' }) } } });
    renderApp('/login', english);
    await fillLogin('anna@example.com', 'secret-password');
    expect(await screen.findByTestId('member-nav')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('ignores a redirect to another site', async () => {
    installFetch({ 'POST /api/user.php': { body: { user: userFixture() } } });
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example', english);
    await fillLogin('anna@example.com', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
  });
});
