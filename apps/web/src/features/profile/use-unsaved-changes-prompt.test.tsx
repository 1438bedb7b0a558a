import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { english, ownProfileFixture, profileRoutes, resetBrowserState } from './profile-test-fixtures';

beforeEach(() => {
  resetBrowserState();
  // jsdom does not scroll: a link to a section of the page scrolls it into view
  Element.prototype.scrollIntoView = jest.fn();
});

const routes = () => ({
  ...profileRoutes(),
  'PUT /api/my-profile.php': (body: unknown) => ({ body: { profile: ownProfileFixture(body as object) } }),
});

/** /profile with the hair colour changed and not saved. */
async function withUnsavedChange() {
  installFetch(routes());
  const app = renderApp('/profile', english);
  fireEvent.change(await screen.findByTestId('profile-hair'), { target: { value: 'red' } });
  return app;
}

/** An in-app link, as the navigation's: the router is asked to go elsewhere. */
const goTo = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  act(async () => {
    void router.navigate(path);
  });

/** Whether the browser would ask before a reload or closing the tab. */
const reloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('/profile with unsaved changes', () => {
  it('lets the member leave without asking when nothing changed', async () => {
    installFetch(routes());
    const { router } = renderApp('/profile', english);
    await screen.findByTestId('profile-hair');
    expect(reloadAsks()).toBe(false);
    await goTo(router, '/members');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(screen.queryByTestId('profile-unsaved-modal')).toBeNull();
  });

  it('asks before a link takes the member away; "Keep editing" stays with the changes', async () => {
    const { router } = await withUnsavedChange();
    await goTo(router, '/members');
    const modal = await screen.findByTestId('profile-unsaved-modal');
    expect(modal.textContent).toContain('Discard your changes?');
    expect(router.state.location.pathname).toBe('/profile');
    // the safe choice has the focus: Enter by mistake loses nothing
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('profile-unsaved-keep')));
    fireEvent.click(screen.getByTestId('profile-unsaved-keep'));
    await waitFor(() => expect(screen.queryByTestId('profile-unsaved-modal')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
    expect((screen.getByTestId('profile-hair') as HTMLSelectElement).value).toBe('red');
  });

  it('goes where the link pointed once the member discards the changes', async () => {
    const { router } = await withUnsavedChange();
    await goTo(router, '/members');
    fireEvent.click(await screen.findByTestId('profile-unsaved-discard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(screen.queryByTestId('profile-unsaved-modal')).toBeNull();
  });

  it('lets a link to a section of the page through', async () => {
    const { router } = await withUnsavedChange();
    await goTo(router, '/profile#photos');
    await waitFor(() => expect(router.state.location.hash).toBe('#photos'));
    expect(screen.queryByTestId('profile-unsaved-modal')).toBeNull();
    expect((screen.getByTestId('profile-hair') as HTMLSelectElement).value).toBe('red');
  });

  it('has the browser ask before a reload or closing the tab, until the changes are saved', async () => {
    const { router } = await withUnsavedChange();
    expect(reloadAsks()).toBe(true);
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    expect(reloadAsks()).toBe(false);
    await goTo(router, '/members');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(screen.queryByTestId('profile-unsaved-modal')).toBeNull();
  });
});
