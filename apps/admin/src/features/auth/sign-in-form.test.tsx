import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { meAnswer, routeFetch } from '../../test/staff-fixtures';

const email = () => screen.getByTestId('admin-email') as HTMLInputElement;
const password = () => screen.getByTestId('admin-password') as HTMLInputElement;
const submit = () => screen.getByTestId('admin-signin-submit') as HTMLButtonElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('sign-in form', () => {
  let fetchMock: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    fetchMock = mockFetch();
  });

  it('labels its fields above them and says what the button does', () => {
    renderApp('/login');
    expect(screen.getByLabelText('E-mail address')).toBe(email());
    expect(screen.getByLabelText('Password')).toBe(password());
    expect(submit().textContent).toBe('Sign in');
    expect(screen.getByTestId('admin-signin-form').getAttribute('novalidate')).not.toBeNull();
  });

  it('shows "Invalid email" when the user leaves an invalid address, and clears it once fixed', () => {
    renderApp('/login');
    type(email(), 'operator@');
    expect(screen.queryByText('Invalid email')).toBeNull(); // not while typing the first time
    fireEvent.blur(email());
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe(screen.getByText('Invalid email').id);

    type(email(), 'operator@amora.example');
    expect(screen.queryByText('Invalid email')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  it('checks both fields on submit, focuses the first invalid one and sends nothing', () => {
    renderApp('/login');
    fireEvent.click(submit());
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(email());

    type(email(), 'not-an-address');
    type(password(), 'secret');
    fireEvent.click(submit());
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.queryByText('Enter your password')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the credentials, shows a spinner meanwhile and translates the error code of the answer', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp('/login');
    type(email(), ' support@amora.example ');
    type(password(), 'correct horse');
    fireEvent.click(submit());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/admin/login.php');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Request-Type': 'admin', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'support@amora.example',
      password: 'correct horse',
    });
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Signing in…')).toBeTruthy();

    await act(async () => answer(errorAnswer('login_failed')));
    expect(screen.getByTestId('admin-error').textContent).toBe('Login failed, please try again');
    expect(submit().hasAttribute('aria-disabled')).toBe(false);
  });

  it('fills in the params of a translated error', async () => {
    fetchMock.mockResolvedValue(errorAnswer('account_locked', { minutes: 15 }));
    renderApp('/login');
    type(email(), 'support@amora.example');
    type(password(), 'wrong');
    fireEvent.click(submit());
    expect((await screen.findByTestId('admin-error')).textContent).toBe(
      'Too many incorrect attempts, account blocked for 15 min',
    );
  });

  it.each([
    [
      'the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Could not reach the server',
    ],
    // answers from outside the contract (a gateway's page, a code the catalogue lacks): literal statuses
    ['the answer is no JSON', () => Promise.resolve(jsonResponse(502, null)), 'An error occurred'],
    [
      'the code is unknown',
      () => Promise.resolve(jsonResponse(418, { error: { code: 'teapot', message: 'I am a teapot' } })),
      'An error occurred',
    ],
  ])('never shows a raw error when %s', async (_case, answer, shown) => {
    fetchMock.mockImplementation(answer);
    renderApp('/login');
    type(email(), 'support@amora.example');
    type(password(), 'secret');
    fireEvent.click(submit());
    const alert = await screen.findByTestId('admin-error');
    expect(alert.textContent).toContain(shown);
    expect(alert.textContent).not.toMatch(/Failed to fetch|teapot|undefined/);
  });

  it('goes to the dashboard once signed in, as the staff member the API named', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, meAnswer('support')));
    const { router } = renderApp('/login');
    type(email(), 'support@amora.example');
    type(password(), 'secret');
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Account menu of Sofia Support' })).toBeTruthy();
    // the sign-in's answer is the session: no second call to ask who signed in
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes back to the page the staff member was sent away from, but never to another site', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, meAnswer('support')));
    const first = renderApp(`/login?next=${encodeURIComponent('/complaints?status=open')}`);
    type(email(), 'support@amora.example');
    type(password(), 'secret');
    fireEvent.click(submit());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/complaints'));
    expect(first.router.state.location.search).toBe('?status=open');
    first.unmount();

    const second = renderApp(`/login?next=${encodeURIComponent('//evil.example/x')}`);
    type(email(), 'support@amora.example');
    type(password(), 'secret');
    fireEvent.click(submit());
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  it('speaks the chosen language', async () => {
    renderApp('/login', { locale: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Geben Sie Ihre E-Mail-Adresse ein')).toBeTruthy();
  });
});

describe('sign-in with a second factor', () => {
  const code = () => screen.getByTestId('admin-totp') as HTMLInputElement;
  const verify = () => screen.getByTestId('admin-totp-submit') as HTMLButtonElement;
  const bodies = (mock: jest.Mock) => mock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

  async function passwordStep(fetchMock: jest.Mock) {
    const result = renderApp('/login');
    type(email(), 'owner@amora.localhost');
    type(password(), 'amora-staff-2026');
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    return result;
  }

  it('asks for the code when the API answers totp_required, then signs in with it', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'POST /api/admin/login.php': (init) =>
        JSON.parse(String(init?.body)).totp
          ? jsonResponse(200, meAnswer('owner'))
          : errorAnswer('totp_required'),
    });
    const { router } = await passwordStep(fetchMock);
    expect(screen.getByText('owner@amora.localhost')).toBeTruthy();
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    expect(code().getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code());
    expect(screen.queryByTestId('admin-error')).toBeNull();

    type(code(), '123 456');
    fireEvent.click(verify());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies(fetchMock)).toEqual([
      { email: 'owner@amora.localhost', password: 'amora-staff-2026' },
      { email: 'owner@amora.localhost', password: 'amora-staff-2026', totp: '123456' },
    ]);
  });

  it("checks the code's shape under the field before sending it", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(errorAnswer('totp_required'));
    await passwordStep(fetchMock);
    fireEvent.click(verify());
    expect(screen.getByText('Enter the code from your app')).toBeTruthy();
    type(code(), '12345');
    fireEvent.click(verify());
    expect(screen.getByText('The code has 6 digits')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong code clearly, clears it for the next one, and shows a lock', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(errorAnswer('totp_required'));
    const { router } = await passwordStep(fetchMock);

    fetchMock.mockResolvedValueOnce(errorAnswer('totp_invalid'));
    type(code(), '000000');
    fireEvent.click(verify());
    expect((await screen.findByTestId('admin-error')).textContent).toBe(
      'This code is not valid, wait for the next one and try again',
    );
    expect(code().value).toBe('');
    expect(router.state.location.pathname).toBe('/login');

    fetchMock.mockResolvedValueOnce(errorAnswer('account_locked', { minutes: 15 }));
    type(code(), '111111');
    expect(screen.queryByTestId('admin-error')).toBeNull();
    fireEvent.click(verify());
    expect((await screen.findByTestId('admin-error')).textContent).toBe(
      'Too many incorrect attempts, account blocked for 15 min',
    );
  });

  it('goes back to the first step, with the password cleared, to use another account', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(errorAnswer('totp_required'));
    await passwordStep(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(email().value).toBe('owner@amora.localhost');
    expect(password().value).toBe('');
  });

  it('leads to the account page while a password or second factor must be set up first', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'POST /api/admin/login.php': () =>
        jsonResponse(200, meAnswer('support', { setup: { password: true, totp: false } })),
    });
    const { router } = renderApp('/login?next=%2Fcomplaints');
    type(email(), 'support@amora.localhost');
    type(password(), 'generated-once');
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await act(async () => router.navigate('/complaints'));
    expect(router.state.location.pathname).toBe('/account');
  });
});
