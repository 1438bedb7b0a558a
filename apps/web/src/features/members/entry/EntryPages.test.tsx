import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { emitSignupEvent } from '../../signup/signup-events';
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

  it('sends a member who arrives logged in to the profile', async () => {
    installFetch({ ...asMember, ...profileRoute });
    const { router } = renderApp('/members/42/landing', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42'));
  });

  it('goes straight to the profile after a signup on the page', async () => {
    installFetch(profileRoute);
    const { router } = renderApp('/members/42/landing3', english);
    await screen.findByTestId('entry-landing3');
    // as the signup flow does: the event, then its own navigation to /complete-signup
    act(() => {
      emitSignupEvent('complete');
      router.navigate('/complete-signup');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42'));
  });
});
