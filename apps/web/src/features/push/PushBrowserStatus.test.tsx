import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AppProviders } from '../../app/providers/AppProviders';
import { installFetch } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { PushBrowserStatus } from './PushBrowserStatus';
import { checkPush, pushState } from './push-state';
import { installPushBrowser, uninstallPushBrowser, VAPID_KEY } from './push-test-fixtures';

const english = settingsFixture({ domain_language: 'en_GB', languages: ['en'], push_public_key: VAPID_KEY });

function renderStatus() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders settings={english}>
        <PushBrowserStatus />
      </AppProviders>
    </SWRConfig>,
  );
}

describe("the browser's push status on the notification settings", () => {
  beforeEach(() => {
    pushState.reset();
    installFetch({ 'POST /api/user.php': { body: { ok: true } } });
  });
  afterEach(uninstallPushBrowser);

  it('says nothing before the state is known', async () => {
    installPushBrowser();
    const { container } = renderStatus();
    expect(container.textContent).toBe('');
    await act(() => checkPush(VAPID_KEY));
    expect(await screen.findByTestId('push-status-unknown')).toBeTruthy();
  });

  it('offers to turn notifications on here, and then says they are on', async () => {
    installPushBrowser();
    await checkPush(VAPID_KEY);
    renderStatus();
    expect((await screen.findByTestId('push-status-unknown')).textContent).toContain(
      'Notifications are off in this browser.',
    );
    fireEvent.click(screen.getByTestId('push-status-enable'));
    expect((await screen.findByTestId('push-status-subscribed')).textContent).toBe(
      'This browser shows your notifications.',
    );
    expect(screen.queryByTestId('push-status-enable')).toBeNull();
  });

  it('explains blocked notifications and browsers without push, with no button', async () => {
    installPushBrowser({ permission: 'denied' });
    await checkPush(VAPID_KEY);
    const page = renderStatus();
    expect((await screen.findByTestId('push-status-denied')).textContent).toContain(
      "browser's site settings",
    );
    expect(screen.queryByTestId('push-status-enable')).toBeNull();
    page.unmount();
    uninstallPushBrowser();

    await act(() => checkPush(VAPID_KEY));
    renderStatus();
    expect((await screen.findByTestId('push-status-unsupported')).textContent).toBe(
      "This browser can't show notifications.",
    );
  });

  it("shows the browser's failure and keeps the button", async () => {
    installPushBrowser({ subscribeFails: true });
    await checkPush(VAPID_KEY);
    renderStatus();
    fireEvent.click(await screen.findByTestId('push-status-enable'));
    expect((await screen.findByTestId('push-status-error')).textContent).toBe(
      'Your browser could not turn on notifications. Please try again later.',
    );
    expect(screen.getByTestId('push-status-enable')).toBeTruthy();
  });
});
