import { ALERT_STORAGE_KEYS } from '@amora/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';
import {
  PAGES_WITHOUT_PHOTO_ALERT,
  PHOTO_ALERT_QUIET_SECONDS,
  showsPhotoAlert,
} from './profile-photo-alert-rules';
import { english, member, profileRoutes, resetBrowserState } from './profile-test-fixtures';

const withPhoto = userFixture({
  profile: {
    id: 7,
    name: 'anna',
    country: 'NL',
    status: 'active',
    main_image: { filename: 'p/a/full.webp', thumb_filename: 'p/a/thumb.webp' },
  },
});

describe('the profile-photo alert rule (spec §6)', () => {
  const now = 1_800_000_000;

  it('shows for a logged-in member without a main image, on every page but the ones the spec names', () => {
    expect(showsPhotoAlert(member, 'members', null, now)).toBe(true);
    expect(showsPhotoAlert(member, 'chats', null, now)).toBe(true);
    expect(showsPhotoAlert(member, null, null, now)).toBe(true);
    expect(PAGES_WITHOUT_PHOTO_ALERT).toEqual([
      'profile',
      'signup',
      'activate-done',
      'premium',
      'notifications',
      'directdebit',
      'settings',
    ]);
    for (const page of PAGES_WITHOUT_PHOTO_ALERT)
      expect(showsPhotoAlert(member, page, null, now)).toBe(false);
  });

  it('never shows to visitors, to members with a main image or without a profile', () => {
    expect(showsPhotoAlert(null, 'members', null, now)).toBe(false);
    expect(showsPhotoAlert(withPhoto, 'members', null, now)).toBe(false);
    expect(showsPhotoAlert(userFixture({ profile: null }), 'members', null, now)).toBe(false);
  });

  it('stays away for a week after a dismissal, then reminds again', () => {
    expect(showsPhotoAlert(member, 'members', String(now - 60), now)).toBe(false);
    expect(showsPhotoAlert(member, 'members', String(now - PHOTO_ALERT_QUIET_SECONDS + 1), now)).toBe(false);
    expect(showsPhotoAlert(member, 'members', String(now - PHOTO_ALERT_QUIET_SECONDS), now)).toBe(true);
    expect(showsPhotoAlert(member, 'members', 'garbage', now)).toBe(true);
  });
});

describe('the profile-photo alert on the pages', () => {
  beforeEach(resetBrowserState);

  it("promises the tenant's photo credits, links to the photos and keeps its dismissal as a unix timestamp", async () => {
    installFetch(profileRoutes());
    const { unmount } = renderApp('/members', english);
    const alert = await screen.findByTestId('photo-alert');
    expect(alert.textContent).toContain('Add a photo and get 5 free credits.');
    expect(screen.getByTestId('photo-alert-link').getAttribute('href')).toBe('/profile#photos');
    fireEvent.click(screen.getByTestId('photo-alert-dismiss'));
    expect(screen.queryByTestId('photo-alert')).toBeNull();
    const stored = Number(localStorage.getItem(ALERT_STORAGE_KEYS.enrich));
    expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(5);
    unmount();

    renderApp('/chats', english);
    await screen.findByTestId('account-menu');
    expect(screen.queryByTestId('photo-alert')).toBeNull();
  });

  it('says no credits where the tenant gives none, and is absent from the pages the spec names', async () => {
    installFetch(profileRoutes());
    const { unmount } = renderApp(
      '/members',
      settingsFixture({ domain_language: 'en_GB', photo_credits: 0 }),
    );
    expect((await screen.findByTestId('photo-alert')).textContent).not.toContain('credits');
    unmount();
    for (const path of ['/profile', '/settings', '/premium']) {
      const page = renderApp(path, english);
      await screen.findByTestId('account-menu');
      await waitFor(() => expect(screen.queryByTestId('photo-alert')).toBeNull());
      page.unmount();
    }
  });

  it('tells a member whose only photo waits for review that it does, instead of asking for one', async () => {
    const waiting = userFixture({
      profile: {
        id: 7,
        name: 'anna',
        country: 'NL',
        status: 'active',
        main_image: null,
        photo_pending: true,
      },
    });
    installFetch({ ...profileRoutes(), 'GET /api/user.php': { body: { user: waiting } } });
    renderApp('/members', english);
    const alert = await screen.findByTestId('photo-alert-pending');
    expect(alert.textContent).toContain('Your photo is waiting for review');
    expect(screen.queryByTestId('photo-alert')).toBeNull();
    expect(screen.queryByTestId('photo-alert-link')).toBeNull();
  });

  it('leaves a member with a main photo alone', async () => {
    installFetch({ ...profileRoutes(), 'GET /api/user.php': { body: { user: withPhoto } } });
    renderApp('/members', english);
    await screen.findByTestId('account-menu');
    expect(screen.queryByTestId('photo-alert')).toBeNull();
  });
});
