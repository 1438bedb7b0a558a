import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer } from '../../../test-utils/error-answer';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { signupModal } from '../../signup/signup-modal-store';
import { asMember, detail, english, resetBrowserState } from '../members-test-fixtures';

beforeEach(resetBrowserState);

const profileRoute = { 'GET /api/profile.php': { body: { profile: detail({ fictional: true }) } } };

describe('member entry pages', () => {
  it.each([
    ['/members/42/landing', 'entry-landing'],
    ['/members/42/landing2', 'entry-landing2'],
    ['/members/42/landing2/summer', 'entry-landing2'],
    ['/members/42/landing3/x', 'entry-landing3'],
    ['/members/42/chat', 'entry-chat'],
    ['/members/42/signup', 'entry-signup-page'],
  ])('%s shows the profile to a visitor with the signup modal as the way in', async (path, testId) => {
    installFetch(profileRoute);
    renderApp(path, english);
    expect(await screen.findByTestId(testId)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('entry-name').textContent).toContain('Sanne, 29'));
    expect(screen.getByTestId('fictional-icon')).toBeTruthy();
    expect(screen.getByTestId('fictional-warning').textContent).toContain('run by our Vonk team');
    expect(screen.getByTestId('entry-login').getAttribute('href')).toBe('/login?redirect=%2Fmembers%2F42');
    fireEvent.click(screen.getByTestId('entry-signup'));
    expect(await screen.findByTestId('signup-modal')).toBeTruthy();
  });

  it('/members/{id}/signup opens the signup modal by itself, over the profile', async () => {
    installFetch(profileRoute);
    renderApp('/members/42/signup', english);
    expect(await screen.findByTestId('signup-modal')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('entry-name').textContent).toContain('Sanne, 29'));
  });

  it('sends a member who arrives logged in to the profile', async () => {
    installFetch({ ...asMember, ...profileRoute });
    const { router } = renderApp('/members/42/landing', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42'));
  });

  it('leads a signup made on the page to the profile, and no longer once the page is left', async () => {
    installFetch(profileRoute);
    const { router } = renderApp('/members/42/landing3', english);
    await screen.findByTestId('entry-landing3');
    // the signup flow asks where a signup made here leads, instead of /complete-signup
    expect(signupModal.afterSignupPath()).toBe('/members/42');
    act(() => {
      router.navigate('/members');
    });
    // once the next page has replaced it (its code loads lazily)
    await waitFor(() => expect(signupModal.afterSignupPath()).toBeNull());
  });

  it.each([
    ['/members/999/landing2/summer?network=ads', '?network=ads'],
    ['/members/999/chat', ''],
    ['/members/abc/landing', ''],
  ])(
    'sends a visitor of %s, where no such profile is, to the home page with its query',
    async (path, search) => {
      installFetch({ 'GET /api/profile.php': errorAnswer('profile_not_found') });
      const { router } = renderApp(path, english);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toBe(search);
    },
  );
});
