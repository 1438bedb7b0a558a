import { screen, waitFor } from '@testing-library/react';
import { english, resetBrowserState } from '../../features/members/members-test-fixtures';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { userFixture } from '../../test-utils/user-fixture';
import { ALERTS_WAIT_MS } from './parts/LayoutSlots';

beforeEach(() => resetBrowserState());

/** Whether the page was ever shown without the alert that belongs above it, and whether it was ever hidden. */
function watchPage() {
  const seen = { shownWithoutAlert: false, hidden: false };
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main) return;
    const hidden = main.getAttribute('aria-busy') === 'true';
    seen.hidden ||= hidden;
    if (!hidden && !document.querySelector('[data-testid="activation-alert"]')) seen.shownWithoutAlert = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('default layout', () => {
  it("shows the page only together with a member's alerts, which would otherwise push it down", async () => {
    const member = userFixture({
      status: 'not_confirmed',
      profile: { id: 7, name: 'anna', country: 'NL', status: 'disabled', main_image: null },
    });
    installFetch({ 'GET /api/user.php': { body: { user: member } } });
    const page = watchPage();
    renderApp('/members', english);
    await screen.findByTestId('activation-alert');
    page.stop();
    expect(page.seen).toEqual({ shownWithoutAlert: false, hidden: true });
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();
  });

  it('shows the page anyway when the session does not answer in time', async () => {
    const fetch = installFetch();
    const answer = fetch.getMockImplementation();
    if (!answer) throw new Error('installFetch answers every call');
    // GET user.php never answers; everything else as usual
    fetch.mockImplementation((url: string, init?: RequestInit) =>
      String(url).startsWith('/api/user.php') ? new Promise(() => {}) : answer(url, init),
    );
    renderApp('/members', english);
    const main = await screen.findByRole('main', { hidden: true });
    expect(main.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(main.getAttribute('aria-busy')).toBeNull(), {
      timeout: ALERTS_WAIT_MS + 1000,
    });
  });
});
