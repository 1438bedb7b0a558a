import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { type FakeAnswer, installFetch, renderApp } from '../../test-utils/render-app';
import { SECTIONS } from './SettingsNav';
import {
  accountSettingsFixture,
  bodiesOf,
  english,
  loggedIn,
  resetBrowserState,
} from './settings-test-fixtures';

beforeEach(resetBrowserState);

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** The inline error of a field: the text its input is described by. */
const errorUnder = (testId: string) => {
  const ids = screen.getByTestId(testId).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
};

describe('/settings', () => {
  it('sends a visitor to the login page and back', async () => {
    installFetch();
    const { router } = renderApp('/settings', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsettings');
  });

  it('has a card for every entry of the side menu', async () => {
    installFetch(loggedIn);
    renderApp('/settings', english);
    await screen.findByTestId('settings-email-current');
    for (const { id } of SECTIONS) {
      expect(screen.getByTestId(`settings-nav-${id}`).getAttribute('href')).toBe(`#${id}`);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });

  it('saves a switched preference at once and puts it back when saving fails', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'PUT /api/account-settings.php': errorAnswer('validation_failed'),
    });
    renderApp('/settings', english);
    const invisible = await screen.findByTestId('settings-invisible');
    await waitFor(() => expect(invisible.getAttribute('disabled')).toBeNull());
    fireEvent.click(invisible);
    expect(await screen.findByTestId('settings-save-error')).toBeTruthy();
    await waitFor(() => expect(invisible.getAttribute('aria-checked')).toBe('false'));
    expect(bodiesOf(fetch, 'PUT', '/api/account-settings.php')).toEqual([{ invisible: true }]);
  });

  it('keeps a saved preference', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'PUT /api/account-settings.php': (body) => ({
        body: accountSettingsFixture({
          notifications: {
            ...accountSettingsFixture().notifications,
            ...(body as { notifications: object }).notifications,
          },
        }),
      }),
    });
    renderApp('/settings', english);
    const news = await screen.findByTestId('settings-email-news');
    await waitFor(() => expect(news.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(news);
    await waitFor(() => expect(bodiesOf(fetch, 'PUT', '/api/account-settings.php')).toHaveLength(1));
    expect(bodiesOf(fetch, 'PUT', '/api/account-settings.php')[0]).toEqual({
      notifications: { email_news: false },
    });
    await waitFor(() => expect(news.getAttribute('aria-checked')).toBe('false'));
    expect(screen.queryByTestId('settings-save-error')).toBeNull();
  });

  it('checks a new password before sending it, and shows the API errors under their fields', async () => {
    let answer: FakeAnswer = errorAnswer('old_password_wrong');
    const fetch = installFetch({ ...loggedIn, 'PUT /api/password.php': () => answer });
    renderApp('/settings', english);
    await screen.findByTestId('settings-password-old');
    type('settings-password-old', 'old-password');
    type('settings-password-new', 'short');
    type('settings-password-repeat', 'other');
    fireEvent.click(screen.getByTestId('settings-password-submit'));
    expect(await screen.findByText('The password must have at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The entered passwords are not the same')).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/password.php')).toEqual([]);

    type('settings-password-new', 'new-password-1');
    type('settings-password-repeat', 'new-password-1');
    fireEvent.click(screen.getByTestId('settings-password-submit'));
    expect(await screen.findByText('The old password is not correct')).toBeTruthy();
    expect(screen.getByTestId('settings-password-old').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('settings-password-error')).toBeNull();

    answer = { body: { ok: true } };
    type('settings-password-old', 'the-right-one');
    fireEvent.click(screen.getByTestId('settings-password-submit'));
    expect((await screen.findByTestId('settings-password-done')).textContent).toContain(
      'Other devices have been logged out',
    );
    expect(bodiesOf(fetch, 'PUT', '/api/password.php').at(-1)).toEqual({
      old_password: 'the-right-one',
      password: 'new-password-1',
      password_repeat: 'new-password-1',
    });
  });

  it('asks the new address to confirm, and says when it already has an account', async () => {
    let answer: FakeAnswer = errorAnswer('email_taken');
    const fetch = installFetch({ ...loggedIn, 'POST /api/email-change.php': () => answer });
    renderApp('/settings', english);
    await screen.findByTestId('settings-email-new');
    type('settings-email-new', 'not-an-address');
    fireEvent.click(screen.getByTestId('settings-email-submit'));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/email-change.php')).toEqual([]);

    type('settings-email-new', 'lotte@example.com');
    type('settings-email-password', 'my-password');
    fireEvent.click(screen.getByTestId('settings-email-submit'));
    expect(
      await screen.findByText('The new e-mail address must be valid and have no existing account'),
    ).toBeTruthy();

    answer = errorAnswer('password_wrong');
    type('settings-email-new', 'new@example.com');
    type('settings-email-password', 'wrong');
    fireEvent.click(screen.getByTestId('settings-email-submit'));
    await waitFor(() => expect(errorUnder('settings-email-password')).toBe('The password is not correct'));
    expect(screen.queryByTestId('settings-email-error')).toBeNull();

    answer = { body: { ok: true } };
    type('settings-email-password', 'my-password');
    type('settings-email-new', ' new@example.com ');
    fireEvent.click(screen.getByTestId('settings-email-submit'));
    expect((await screen.findByTestId('settings-email-sent')).textContent).toContain(
      'We sent a confirmation link to new@example.com',
    );
    expect(bodiesOf(fetch, 'POST', '/api/email-change.php').at(-1)).toEqual({
      email: 'new@example.com',
      password: 'my-password',
    });
  });

  it('lists blocked members and unblocks one', async () => {
    let blocks = loggedIn['GET /api/blocks.php'];
    const fetch = installFetch({
      ...loggedIn,
      'GET /api/blocks.php': () => blocks as never,
      'DELETE /api/blocks.php': () => {
        blocks = { body: { blocks: [] } };
        return { body: { ok: true } };
      },
    });
    renderApp('/settings', english);
    const list = await screen.findByTestId('settings-blocked-list');
    expect(within(list).getByText('Lotte')).toBeTruthy();
    expect(within(list).getByText(/^Blocked on .*2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Lotte' }));
    await waitFor(() => expect(bodiesOf(fetch, 'DELETE', '/api/blocks.php')).toEqual([{ profile_id: 31 }]));
    expect((await screen.findByTestId('settings-blocked-empty')).textContent).toContain('not blocked anyone');
  });

  it('switches the language of the page and saves it with the account', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'PUT /api/account-settings.php': { body: accountSettingsFixture({ language: 'nl' }) },
    });
    renderApp('/settings', english);
    fireEvent.change(await screen.findByTestId('settings-language'), { target: { value: 'nl' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/account-settings.php')).toEqual([{ language: 'nl' }]);
  });

  it('says when no e-mails go out at all, and turns them back on', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'GET /api/account-settings.php': {
        body: accountSettingsFixture({ notifications_disabled: ['listunsubscribe'] }),
      },
      'PUT /api/account-settings.php': { body: accountSettingsFixture() },
    });
    renderApp('/settings', english);
    expect((await screen.findByTestId('settings-emails-off')).textContent).toContain(
      'You unsubscribed from our e-mails',
    );
    fireEvent.click(screen.getByTestId('settings-emails-on'));
    await waitFor(() => expect(screen.queryByTestId('settings-emails-off')).toBeNull());
    expect(bodiesOf(fetch, 'PUT', '/api/account-settings.php')).toEqual([{ enable_notifications: true }]);
  });
});
