import { WEB_ROUTES } from '@amora/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { asMember } from '../../features/members/members-test-fixtures';
import { companyFixture, installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { PAGE_LOADERS } from './page-loaders';

beforeEach(() => {
  installFetch();
  window.scrollTo = jest.fn();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the locale cookie between tests.
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

const english = settingsFixture({ domain_language: 'en_GB', languages: ['en', 'nl', 'de'] });
const skipWarning = () => localStorage.setItem('amora:site-entry-warning-skipped', '1');

describe('routes', () => {
  it('gives every route of WEB_ROUTES a page, and nothing else', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(Object.keys(WEB_ROUTES).sort());
  });

  it('renders the home page in the default layout with the tenant name', async () => {
    skipWarning();
    renderApp('/', english);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet someone special on Vonk' }),
    ).toBeTruthy();
    expect(screen.getByTestId('site-name').textContent).toBe('Vonk');
    expect((await screen.findByTestId('login-button')).getAttribute('href')).toBe('/login');
    expect(document.querySelector('[data-layout="default"]')).toBeTruthy();
  });

  it("shows the tenant's uploaded logo beside its name instead of the heart", async () => {
    skipWarning();
    renderApp('/', { ...english, logo_url: '/media/t/vonk/logo.webp' });
    const logo = await screen.findByTestId('site-logo');
    expect(logo.getAttribute('src')).toBe('/media/t/vonk/logo.webp');
    expect(screen.getByTestId('site-name').textContent).toBe('Vonk');
  });

  it.each(['/no/such/page', '/short', '/members/1/2/3'])('shows the 404 page for %s', async (path) => {
    skipWarning();
    renderApp(path, english);
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    expect(screen.getByTestId('error-message').textContent).toBe('This page could not be found');
    expect(screen.getByTestId('home-link').getAttribute('href')).toBe('/');
  });

  it('accepts a real token on /{token}', async () => {
    skipWarning();
    renderApp('/Ab3dEf5hIj7lMn9p', english);
    expect(await screen.findByTestId('page-token')).toBeTruthy();
  });

  it.each([
    ['/members', 'Search members', 'default'],
    // a member's page: a visitor is sent on to /login as soon as the session is known
    ['/chats/4', 'Messages', 'chat', asMember],
    ['/premium', 'Go Premium', 'default'],
    ['/credits', 'Buy credits', 'default'],
    ['/signup-matches', 'Your first matches', 'empty'],
  ])('renders %s with the heading %p in the %s layout', async (path, heading, layout, routes = {}) => {
    skipWarning();
    installFetch(routes);
    renderApp(path, english);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(document.querySelector(`[data-layout="${layout}"]`)).toBeTruthy();
  });

  it('shows the company details on static pages', async () => {
    skipWarning();
    renderApp('/terms', english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect((await screen.findByTestId('company-name')).textContent).toBe(companyFixture.name);
    expect(screen.getByText('Last updated: January 1, 2024')).toBeTruthy();
  });
});

describe('language', () => {
  it("shows the tenant's own title and tagline in its language, the interface's in its other languages", async () => {
    skipWarning();
    renderApp('/', settingsFixture({ domain_language: 'nl_NL', languages: ['nl', 'en'] }));
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Daten en chatten met singles uit de buurt');
    await waitFor(() => expect(document.title).toBe('Vonk – daten en chatten'));

    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'en' } });
    await waitFor(() =>
      expect(screen.getByRole('contentinfo').textContent).toContain(
        'Vonk is where singles chat, flirt and meet. Join free today.',
      ),
    );
    expect(screen.getByRole('contentinfo').textContent).not.toContain('Daten en chatten');
    await waitFor(() => expect(document.title).toBe('Vonk – chat, flirt, meet'));
  });

  it('takes the domain language, writes the cookie and switches from the dropdown', async () => {
    skipWarning();
    renderApp('/', settingsFixture({ domain_language: 'nl_NL', languages: ['nl', 'en'] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ontmoet iemand bijzonders op Vonk' }),
    ).toBeTruthy();
    expect(document.cookie).toContain('locale=nl');
    expect(document.documentElement.lang).toBe('nl');
    // the footer comes a task after the first paint (DefaultLayout)
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByTestId('us-footer')).toBeNull();

    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'en' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet someone special on Vonk' }),
    ).toBeTruthy();
    expect(document.cookie).toContain('locale=en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByTestId('us-footer')).toBeTruthy();
  });

  it('offers the tenant languages in their own names', async () => {
    skipWarning();
    renderApp('/', english);
    await screen.findByTestId('language-select');
    expect(screen.getByTestId('language-option-nl').textContent).toBe('Nederlands');
    expect(screen.getByTestId('language-option-de').textContent).toBe('Deutsch');
  });
});

describe('site-entry warning', () => {
  it('shows once and remembers the confirmation', async () => {
    const { unmount } = renderApp('/', english);
    const confirm = await screen.findByTestId('entry-warning-confirm');
    expect(screen.getByTestId('entry-warning').textContent).toContain('18');
    act(() => fireEvent.click(confirm));
    expect(screen.queryByTestId('entry-warning')).toBeNull();
    expect(localStorage.getItem('amora:site-entry-warning-skipped')).not.toBeNull();
    unmount();
    renderApp('/', english);
    await screen.findByTestId('site-name');
    expect(screen.queryByTestId('entry-warning')).toBeNull();
  });

  it('stays away on the chat layout outside NL and DE', async () => {
    // a member's page: a visitor is sent on to /login as soon as the session is known
    installFetch({ ...asMember, 'GET /api/chats.php': { body: { chats: [] } } });
    renderApp('/chats', settingsFixture({ ...english, geoip_selected_country: 'BE' }));
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    expect(screen.queryByTestId('entry-warning')).toBeNull();
  });
});
