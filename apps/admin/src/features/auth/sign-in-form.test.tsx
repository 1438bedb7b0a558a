import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

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
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Signing in…')).toBeTruthy();

    await act(async () => answer(errorAnswer('login_failed')));
    expect(screen.getByTestId('admin-error').textContent).toBe('Login failed, please try again');
    expect(submit().disabled).toBe(false);
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

  it('goes to the dashboard once signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { staff: { email: 'support@amora.example' } }));
    const { router } = renderApp('/login');
    type(email(), 'support@amora.example');
    type(password(), 'secret');
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('speaks the chosen language', async () => {
    renderApp('/login', { locale: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Geben Sie Ihre E-Mail-Adresse ein')).toBeTruthy();
  });
});
