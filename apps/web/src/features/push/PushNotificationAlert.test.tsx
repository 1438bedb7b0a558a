import { ALERT_STORAGE_KEYS } from '@amora/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProviders } from '../../app/providers/AppProviders';
import { useUser } from '../../app/providers/SessionContext';
import { installFetch } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';
import { FlashToast } from '../flash/FlashToast';
import { MEMBERS_AREA, PUSH_ALERT_QUIET_SECONDS, showsPushAlert } from './push-alert-rules';
import { checkPush, pushState } from './push-state';
import { installPushBrowser, uninstallPushBrowser, VAPID_KEY } from './push-test-fixtures';

const english = settingsFixture({ domain_language: 'en_GB', languages: ['en'], push_public_key: VAPID_KEY });

describe('the push alert rule', () => {
  const now = 1_800_000_000;

  it('offers push in the members area while the state is unknown', () => {
    for (const page of MEMBERS_AREA) expect(showsPushAlert('unknown', page, null, now)).toBe(true);
    for (const page of ['profile', 'settings', 'credits', 'home', null])
      expect(showsPushAlert('unknown', page, null, now)).toBe(false);
  });

  it('never offers it when subscribed, denied, unsupported or not yet known', () => {
    for (const state of ['subscribed', 'denied', 'unsupported', null] as const)
      expect(showsPushAlert(state, 'members', null, now)).toBe(false);
  });

  it('stays away for 30 days after a dismissal', () => {
    expect(showsPushAlert('unknown', 'members', String(now - 60), now)).toBe(false);
    expect(showsPushAlert('unknown', 'members', String(now - PUSH_ALERT_QUIET_SECONDS + 1), now)).toBe(false);
    expect(showsPushAlert('unknown', 'members', String(now - PUSH_ALERT_QUIET_SECONDS), now)).toBe(true);
    expect(showsPushAlert('unknown', 'members', 'garbage', now)).toBe(true);
  });
});

/** Shows that the session has the member (the alert waits for it). */
function LoggedIn() {
  return useUser() ? <span data-testid="logged-in" /> : null;
}

/** The alert on a page named `route`, for a logged-in member (the layouts mount it in their warning header). */
async function renderAlert(route = 'members') {
  const { PushNotificationAlert } = await import('./PushNotificationAlert');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        handle: { name: route, layout: 'default' },
        element: (
          <>
            <FlashToast />
            <LoggedIn />
            <PushNotificationAlert />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders settings={english}>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>,
  );
}

describe('the push notifications alert', () => {
  let fetch: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    // the photo alert goes first (see the test below): dismissed here
    localStorage.setItem(ALERT_STORAGE_KEYS.enrich, String(Math.floor(Date.now() / 1000)));
    pushState.reset();
    fetch = installFetch({
      'GET /api/user.php': { body: { user: userFixture({ language: 'en' }) } },
      'POST /api/user.php': { body: { ok: true } },
    });
  });
  afterEach(uninstallPushBrowser);

  it('turns notifications on with one click, then goes', async () => {
    const browser = installPushBrowser();
    await checkPush(VAPID_KEY);
    await renderAlert();
    const alert = await screen.findByTestId('push-alert');
    expect(alert.textContent).toContain('Never miss a message');
    fireEvent.click(screen.getByTestId('push-alert-enable'));
    expect(await screen.findByTestId('flash-toast')).toHaveProperty('textContent', 'Notifications are on');
    expect(screen.queryByTestId('push-alert')).toBeNull();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.some(([url]) => url === '/api/user.php?push=1')).toBe(true);
  });

  it('keeps its dismissal as a unix timestamp under hide-push-notification-alert', async () => {
    installPushBrowser();
    await checkPush(VAPID_KEY);
    const page = await renderAlert();
    fireEvent.click(await screen.findByTestId('push-alert-dismiss'));
    expect(screen.queryByTestId('push-alert')).toBeNull();
    expect(ALERT_STORAGE_KEYS.push).toBe('hide-push-notification-alert');
    const stored = Number(localStorage.getItem('hide-push-notification-alert'));
    expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(5);
    page.unmount();

    await renderAlert();
    await screen.findByTestId('logged-in');
    expect(screen.queryByTestId('push-alert')).toBeNull();
  });

  it('goes away when the member blocks notifications at the prompt', async () => {
    installPushBrowser({ answer: 'denied' });
    await checkPush(VAPID_KEY);
    await renderAlert();
    fireEvent.click(await screen.findByTestId('push-alert-enable'));
    await waitFor(() => expect(screen.queryByTestId('push-alert')).toBeNull());
    expect(pushState.get()).toBe('denied');
  });

  it("says so when the browser's push service fails, and stays to try again", async () => {
    installPushBrowser({ subscribeFails: true });
    await checkPush(VAPID_KEY);
    await renderAlert();
    fireEvent.click(await screen.findByTestId('push-alert-enable'));
    expect((await screen.findByTestId('push-alert-error')).textContent).toBe(
      'Your browser could not turn on notifications. Please try again later.',
    );
    expect(screen.getByTestId('push-alert')).toBeTruthy();
  });

  it('waits while the photo alert asks a member without a photo for one', async () => {
    localStorage.removeItem(ALERT_STORAGE_KEYS.enrich);
    installPushBrowser();
    await checkPush(VAPID_KEY);
    const page = await renderAlert();
    await screen.findByTestId('logged-in');
    expect(screen.queryByTestId('push-alert')).toBeNull();
    page.unmount();

    const withPhoto = userFixture({
      language: 'en',
      profile: {
        id: 7,
        name: 'anna',
        country: 'NL',
        status: 'active',
        main_image: { filename: 'p/a/full.webp', thumb_filename: 'p/a/thumb.webp' },
      },
    });
    installFetch({ 'GET /api/user.php': { body: { user: withPhoto } } });
    await renderAlert();
    expect(await screen.findByTestId('push-alert')).toBeTruthy();
  });

  it('is not shown outside the members area, nor before the state is known', async () => {
    installPushBrowser();
    const page = await renderAlert();
    await screen.findByTestId('logged-in');
    expect(screen.queryByTestId('push-alert')).toBeNull();
    await act(() => checkPush(VAPID_KEY));
    expect(await screen.findByTestId('push-alert')).toBeTruthy();
    page.unmount();

    await renderAlert('profile');
    await screen.findByTestId('logged-in');
    expect(screen.queryByTestId('push-alert')).toBeNull();
  });
});
