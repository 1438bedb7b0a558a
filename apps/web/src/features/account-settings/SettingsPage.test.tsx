import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';
import { dismissedRecently } from './DisabledNotificationsAlert';

const english = settingsFixture({ domain_language: 'en_GB', languages: ['en', 'nl'] });
const member = userFixture({ language: 'en' });
const accountSettings = {
  email: member.email,
  language: 'en',
  invisible: false,
  notifications: {
    email_messages: true,
    email_likes: true,
    email_news: true,
    push_messages: true,
    push_likes: true,
  },
  notifications_disabled: [],
};
const loggedIn = {
  'GET /api/user.php': { body: { user: member } },
  'GET /api/account-settings.php': { body: accountSettings },
  'GET /api/blocks.php': {
    body: {
      blocks: [{ profile_id: 31, name: 'Lotte', thumb_filename: null, blocked_at: '2026-01-01T00:00:00Z' }],
    },
  },
};

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
});

const bodyOf = (fetch: jest.Mock, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('/settings', () => {
  it('sends a visitor to the login page and back', async () => {
    installFetch();
    const { router } = renderApp('/settings', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsettings');
  });

  it('saves a switched preference at once and puts it back when saving fails', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'PUT /api/account-settings.php': {
        status: 400,
        body: { error: { code: 'validation_failed', message: '' } },
      },
    });
    renderApp('/settings', english);
    const invisible = await screen.findByTestId('settings-invisible');
    await waitFor(() => expect(invisible.getAttribute('disabled')).toBeNull());
    fireEvent.click(invisible);
    expect(await screen.findByTestId('settings-save-error')).toBeTruthy();
    await waitFor(() => expect(invisible.getAttribute('aria-checked')).toBe('false'));
    expect(bodyOf(fetch, 'PUT', '/api/account-settings.php')).toEqual([{ invisible: true }]);
  });

  it('checks a new password before sending it, and shows the old-password error', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'PUT /api/password.php': { status: 400, body: { error: { code: 'old_password_wrong', message: '' } } },
    });
    renderApp('/settings', english);
    fireEvent.change(await screen.findByTestId('settings-password-old'), {
      target: { value: 'old-password' },
    });
    fireEvent.change(screen.getByTestId('settings-password-new'), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByTestId('settings-password-repeat'), { target: { value: 'new-password-2' } });
    fireEvent.click(screen.getByTestId('settings-password-submit'));
    expect(await screen.findByText('The entered passwords are not the same')).toBeTruthy();
    expect(bodyOf(fetch, 'PUT', '/api/password.php')).toEqual([]);

    fireEvent.change(screen.getByTestId('settings-password-repeat'), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByTestId('settings-password-submit'));
    expect((await screen.findByTestId('settings-password-error')).textContent).toBe(
      'The old password is not correct',
    );
  });

  it('lists blocked members and unblocks one', async () => {
    const fetch = installFetch({ ...loggedIn, 'DELETE /api/blocks.php': { body: { ok: true } } });
    renderApp('/settings', english);
    const list = await screen.findByTestId('settings-blocked-list');
    expect(within(list).getByText('Lotte')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-unblock-31'));
    await waitFor(() => expect(bodyOf(fetch, 'DELETE', '/api/blocks.php')).toEqual([{ profile_id: 31 }]));
  });

  it('offers the discount, then deletes with the password and shows /account-deleted', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'GET /api/delete-offer.php': { body: { delete_discount: 30 } },
      'POST /api/delete-offer.php': {
        body: { code: 'STAY30-ABCD', value_percentage: 30, expires: '2026-12-31T00:00:00Z' },
      },
      'DELETE /api/user.php': { body: { ok: true } },
    });
    const { router } = renderApp('/settings', english);
    fireEvent.click(await screen.findByTestId('settings-delete'));
    expect(await screen.findByText('Stay and get 30% off your next credits')).toBeTruthy();
    fireEvent.click(screen.getByTestId('delete-offer-claim'));
    expect((await screen.findByTestId('delete-offer-code')).textContent).toBe('STAY30-ABCD');

    fireEvent.change(screen.getByTestId('delete-reason'), { target: { value: 'Met someone' } });
    fireEvent.click(screen.getByTestId('delete-continue'));
    fireEvent.change(await screen.findByTestId('delete-password'), { target: { value: 'my-password' } });
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    // once deleted, the session is gone
    const after = installFetch({
      ...loggedIn,
      'GET /api/user.php': { body: { user: null } },
      'DELETE /api/user.php': { body: { ok: true } },
    });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-deleted'));
    expect(await screen.findByTestId('account-deleted')).toBeTruthy();
    expect(bodyOf(after, 'DELETE', '/api/user.php')).toEqual([
      { password: 'my-password', reason: 'Met someone' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('member-nav')).toBeNull());
  });
});

describe('disabled notifications alert', () => {
  it('explains the reason and stays hidden for a week after it is dismissed', async () => {
    installFetch({
      'GET /api/user.php': {
        body: { user: userFixture({ language: 'en', notifications_disabled: ['bounce'] }) },
      },
    });
    renderApp('/members', english);
    const alert = await screen.findByTestId('disabled-notifications-alert');
    expect(alert.textContent).toContain('could not be delivered');
    fireEvent.click(within(alert).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByTestId('disabled-notifications-alert')).toBeNull());
    const stored = Number(localStorage.getItem('hide-disabled-notifications-alert'));
    expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(5);
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
