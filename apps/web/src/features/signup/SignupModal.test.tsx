import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';
import { signupModal } from './signup-modal-store';

const english = settingsFixture({ domain_language: 'en_GB', languages: ['en', 'nl'] });
const events: string[] = [];
const record = (event: Event) => events.push((event as CustomEvent).detail.event);

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('amora:site-entry-warning-skipped', '1');
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the locale cookie between tests.
  document.cookie = 'locale=; Max-Age=0; Path=/';
  events.length = 0;
  window.addEventListener('amora:signup', record);
  act(() => signupModal.close());
});
afterEach(() => window.removeEventListener('amora:signup', record));

const click = (id: string) => fireEvent.click(screen.getByTestId(id));
const change = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

async function openModal() {
  fireEvent.click(await screen.findByTestId('signup-button'));
  return screen.findByTestId('signup-modal');
}

async function fillAll(name = 'sunny_joe') {
  click('signup-gender-male');
  click('signup-seeking-female');
  click('signup-next');
  change('signup-day', '3');
  change('signup-month', '4');
  change('signup-year', '1990');
  click('signup-next');
  change('signup-name', name);
  click('signup-next');
  change('signup-email', 'joe@example.com');
  click('signup-next');
  change('signup-password', 'correct horse battery');
  change('signup-password-repeat', 'correct horse battery');
  click('signup-consent');
}

describe('signup modal', () => {
  it('closes with Escape before signup starts, and emits closed', async () => {
    installFetch();
    renderApp('/', english);
    await openModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('signup-modal')).toBeNull());
    expect(events).toEqual(['closed']);
  });

  it('cannot be closed by Escape or the backdrop once a step after the first is reached', async () => {
    installFetch();
    renderApp('/', english);
    await openModal();
    click('signup-gender-female');
    click('signup-seeking-both');
    click('signup-next');
    expect(screen.getByTestId('signup-progress').textContent).toBe('Step 2 of 5');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('signup-modal-backdrop'));
    expect(screen.getByTestId('signup-modal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close sign-up' })).toBeNull();
    expect(events).toEqual(['started']);
  });

  it('shows the spec messages of each step before calling the API', async () => {
    const fetch = installFetch();
    renderApp('/', english);
    await openModal();
    click('signup-next');
    expect(screen.getByText('Tell us whether you are a man or a woman')).toBeTruthy();
    click('signup-gender-male');
    click('signup-seeking-female');
    click('signup-next');
    click('signup-next');
    expect(screen.getByText('Date of birth required, minimum age 18+')).toBeTruthy();
    expect(screen.getByTestId('signup-min-age').textContent).toBe('18+');
    change('signup-day', '29');
    change('signup-month', '2');
    change('signup-year', '2001');
    click('signup-next');
    expect(screen.getByText('This date does not exist – check the day and month')).toBeTruthy();
    expect(screen.queryByText('Date of birth required, minimum age 18+')).toBeNull();
    expect(screen.getByTestId('signup-progress').textContent).toBe('Step 2 of 5');
    change('signup-day', '3');
    change('signup-month', '4');
    change('signup-year', '1990');
    click('signup-next');
    change('signup-name', '@joe');
    click('signup-next');
    expect(screen.getByText('Username may not start with @')).toBeTruthy();
    change('signup-name', 'jo');
    click('signup-next');
    expect(screen.getByText('The username must have 3 to 30 letters, digits, . _ or -')).toBeTruthy();
    change('signup-name', 'joe_1');
    click('signup-next');
    change('signup-email', 'joe@');
    click('signup-next');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    change('signup-email', 'joe@example.com');
    click('signup-next');
    change('signup-password', 'abcdefgh');
    change('signup-password-repeat', 'abcdefgx');
    click('signup-consent');
    click('signup-submit');
    expect(screen.getByText('The entered passwords are not the same')).toBeTruthy();
    change('signup-password', 'short');
    click('signup-submit');
    expect(screen.getByText('The password must have at least 8 characters')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/signup.php')).toBe(false);
  });

  it('sends the form with language and tracking, then goes to /complete-signup', async () => {
    localStorage.setItem('amora:tracking', JSON.stringify({ network: 'adnet', sub2: 'x' }));
    const fetch = installFetch({
      'POST /api/signup.php': {
        body: { user: userFixture({ status: 'not_confirmed', email: 'joe@example.com' }) },
      },
    });
    const { router } = renderApp('/', english);
    await openModal();
    await fillAll();
    click('signup-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
    expect((await screen.findByTestId('complete-email')).textContent).toBe('joe@example.com');
    const post = fetch.mock.calls.find(([url]) => String(url) === '/api/signup.php');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      email: 'joe@example.com',
      name: 'sunny_joe',
      date_of_birth: '1990-04-03',
      gender: 'male',
      seeking: 'female',
      language: 'en',
      tracking: { network: 'adnet', sub2: 'x' },
    });
    expect(events).toEqual(['started', 'complete']);
  });

  it('sends a taken username back to its step', async () => {
    installFetch({
      'POST /api/signup.php': errorAnswer('name_taken'),
    });
    renderApp('/', english);
    await openModal();
    await fillAll();
    click('signup-submit');
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
    expect(screen.getByTestId('signup-progress').textContent).toBe('Step 3 of 5');
  });

  it('offers login when the account exists, and emits redirected_to_login', async () => {
    installFetch({
      'POST /api/signup.php': errorAnswer('account_exists'),
    });
    const { router } = renderApp('/', english);
    await openModal();
    await fillAll();
    click('signup-submit');
    expect(await screen.findByText('Account exists and is active, so log in')).toBeTruthy();
    click('signup-to-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?email=joe%40example.com');
    expect(screen.queryByTestId('signup-modal')).toBeNull();
    expect(events).toEqual(['started', 'redirected_to_login']);
  });

  it('is by invitation only without an invite, and open with one', async () => {
    installFetch();
    const invites = settingsFixture({ ...english, signups: 'invite_only' });
    const { unmount } = renderApp('/signup', invites);
    expect(await screen.findByTestId('signup-not-allowed')).toBeTruthy();
    expect(screen.getByText('Sign-up is by invitation only')).toBeTruthy();
    unmount();
    renderApp('/signup?invite=abc123', invites);
    expect(await screen.findByTestId('signup-flow')).toBeTruthy();
  });

  it('needs a traffic source with with_trafficsource', async () => {
    installFetch();
    const withSource = settingsFixture({ ...english, signups: 'with_trafficsource' });
    const page = renderApp('/signup', withSource);
    expect(await screen.findByTestId('signup-not-allowed')).toBeTruthy();
    page.unmount();
    // the header offers Log in only; the modal (opened by a like, say) refuses too, without inviting to
    // join for free above it
    const home = renderApp('/', withSource);
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('signup-button')).toBeNull();
    act(() => signupModal.open());
    const modal = await screen.findByTestId('signup-modal');
    expect(within(modal).getByTestId('signup-not-allowed')).toBeTruthy();
    expect(within(modal).queryByText(/for free/)).toBeNull();
    home.unmount();
    renderApp('/?ref=partner', withSource);
    await openModal();
    expect(screen.getByTestId('signup-flow')).toBeTruthy();
  });

  it('opens by itself on /members/{id}/signup and leads straight to that profile after success', async () => {
    installFetch({ 'POST /api/signup.php': { body: { user: userFixture({ status: 'not_confirmed' }) } } });
    const { router } = renderApp('/members/12/signup', english);
    expect(await screen.findByTestId('signup-modal')).toBeTruthy();
    await fillAll();
    click('signup-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/12'));
  });

  it('goes from the /signup page to /complete-signup, not to the members page', async () => {
    installFetch({ 'POST /api/signup.php': { body: { user: userFixture({ status: 'not_confirmed' }) } } });
    const { router } = renderApp('/signup', english);
    await screen.findByTestId('signup-flow');
    await fillAll();
    click('signup-submit');
    expect(await screen.findByTestId('complete-signup')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/complete-signup');
  });
});
