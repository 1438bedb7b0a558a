import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { userFixture } from '../../test-utils/user-fixture';
import { dismissedRecently } from './DisabledNotificationsAlert';
import {
  accountSettingsFixture,
  bodiesOf,
  english,
  loggedIn,
  resetBrowserState,
} from './settings-test-fixtures';

beforeEach(resetBrowserState);

describe('/notifications', () => {
  it('shows the preferences alone, without the privacy switch', async () => {
    installFetch(loggedIn);
    renderApp('/notifications', english);
    expect(await screen.findByTestId('settings-push-likes')).toBeTruthy();
    expect(screen.queryByTestId('settings-invisible')).toBeNull();
    expect(screen.queryByTestId('notifications-unsubscribed')).toBeNull();
  });

  it('confirms an unsubscribe from a mail, also to a visitor', async () => {
    installFetch();
    const { router } = renderApp('/notifications?unsubscribed=1', english);
    expect((await screen.findByTestId('notifications-unsubscribed')).textContent).toContain(
      'You have been unsubscribed',
    );
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('tells a visitor that the unsubscribe link was bad, and leads to the login', async () => {
    installFetch();
    const { router } = renderApp('/notifications?unsubscribe=invalid', english);
    const alert = await screen.findByTestId('notifications-link-invalid');
    expect(within(alert).getByText('Link expired or invalid, request a new email')).toBeTruthy();
    await waitFor(() => expect(alert.textContent).toContain('Log in and switch them off'));
    const login = within(alert).getByTestId('notifications-link-invalid-login');
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fnotifications');
    expect(screen.queryByText(/Activation failed/)).toBeNull();
    expect(screen.queryByTestId('notifications-unsubscribed')).toBeNull();
    expect(router.state.location.pathname).toBe('/notifications');
    fireEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a member that the unsubscribe link was bad, above the preferences', async () => {
    installFetch(loggedIn);
    renderApp('/notifications?unsubscribe=invalid', english);
    const alert = await screen.findByTestId('notifications-link-invalid');
    expect(within(alert).getByText('Link expired or invalid, request a new email')).toBeTruthy();
    await waitFor(() => expect(alert.textContent).toContain('Switch them off below'));
    expect(within(alert).queryByTestId('notifications-link-invalid-login')).toBeNull();
    expect(await screen.findByTestId('settings-push-likes')).toBeTruthy();
    expect(screen.queryByTestId('notifications-unsubscribed')).toBeNull();
  });

  it('sends a visitor without the unsubscribe confirmation to the login page', async () => {
    installFetch();
    const { router } = renderApp('/notifications', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fnotifications');
  });
});

describe('disabled notifications alert', () => {
  const bounced = { body: { user: userFixture({ language: 'en', notifications_disabled: ['bounce'] }) } };

  it('explains the reason and stays hidden for a week after it is dismissed', async () => {
    installFetch({ 'GET /api/user.php': bounced });
    renderApp('/members', english);
    const alert = await screen.findByTestId('disabled-notifications-alert');
    expect(alert.textContent).toContain('could not be delivered');
    fireEvent.click(within(alert).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByTestId('disabled-notifications-alert')).toBeNull());
    const stored = Number(localStorage.getItem('hide-disabled-notifications-alert'));
    expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(5);
  });

  it('leaves the notice to the notification settings on their own page', async () => {
    installFetch({
      ...loggedIn,
      'GET /api/user.php': bounced,
      'GET /api/account-settings.php': {
        body: accountSettingsFixture({ notifications_disabled: ['bounce'] }),
      },
    });
    renderApp('/notifications', english);
    expect(await screen.findByTestId('settings-emails-off')).toBeTruthy();
    expect(screen.queryByTestId('disabled-notifications-alert')).toBeNull();
  });

  it('turns e-mails back on and then learns from the session that they are on', async () => {
    let user = bounced;
    const fetch = installFetch({
      'GET /api/user.php': () => user,
      'PUT /api/account-settings.php': () => {
        user = { body: { user: userFixture({ language: 'en' }) } };
        return { body: accountSettingsFixture() };
      },
      'GET /api/account-settings.php': loggedIn['GET /api/account-settings.php'],
    });
    renderApp('/members', english);
    fireEvent.click(await screen.findByTestId('disabled-notifications-enable'));
    await waitFor(() => expect(screen.queryByTestId('disabled-notifications-alert')).toBeNull());
    expect(bodiesOf(fetch, 'PUT', '/api/account-settings.php')).toEqual([{ enable_notifications: true }]);
    expect(localStorage.getItem('hide-disabled-notifications-alert')).toBeNull();
  });

  it.each([
    [null, false],
    ['garbage', false],
    [String(1_000_000 - 60), true],
    [String(1_000_000 - 8 * 24 * 3600), false],
  ])('dismissal %s is recent: %s', (stored, recent) => {
    expect(dismissedRecently(stored, 1_000_000)).toBe(recent);
  });
});
