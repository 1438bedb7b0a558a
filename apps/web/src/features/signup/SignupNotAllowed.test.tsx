import { screen } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';

const english = settingsFixture({ domain_language: 'en_GB', languages: ['en', 'nl'] });

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
});

describe('SignupNotAllowed', () => {
  it('points to partner links, not to an invitation, where sign-up needs a traffic source', async () => {
    installFetch();
    renderApp('/signup', settingsFixture({ ...english, signups: 'with_trafficsource' }));
    const notAllowed = await screen.findByTestId('signup-not-allowed');
    expect(notAllowed.textContent).toContain('Sign-up through our partners');
    expect(notAllowed.textContent).toContain('Use the sign-up link you find there');
    expect(notAllowed.textContent).not.toMatch(/invitation/i);
  });

  it('keeps the invitation text where sign-up is by invitation only', async () => {
    installFetch();
    renderApp('/signup', settingsFixture({ ...english, signups: 'invite_only' }));
    const notAllowed = await screen.findByTestId('signup-not-allowed');
    expect(notAllowed.textContent).toContain('Sign-up is by invitation only');
    expect(notAllowed.textContent).not.toMatch(/partners/);
  });
});
