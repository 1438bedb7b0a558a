import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { meAnswer, routeFetch, signedInAs, staffMember } from '../../test/staff-fixtures';
import { groupedKey } from './totp-enrolment';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const bodyOf = (mock: jest.Mock, path: string) =>
  mock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

const SECRET = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauth_uri: 'otpauth://totp/Amora%20admin:owner?secret=JBSWY3DP',
};

describe('account page', () => {
  it('shows who is signed in, with their roles per tenant', async () => {
    routeFetch(mockFetch(), { 'GET /api/admin/me.php': signedInAs('operator') });
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    const roles = screen.getByText('Roles').nextElementSibling as HTMLElement;
    expect(roles.textContent).toBe('Operator · Vonk, Liefde');
    expect(screen.getByTestId('account-totp-status').textContent).toBe('Off');
  });

  it("checks the new password under its fields, then puts the API's verdict under the right one", async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('owner'),
      'POST /api/admin/password.php': () => errorAnswer('old_password_wrong'),
    });
    renderApp('/account');
    fireEvent.click(await screen.findByTestId('account-password-submit'));
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('The password must have at least 8 characters')).toBeTruthy();

    type('account-old-password', 'amora-staff-2026');
    type('account-password', 'a-much-better-one');
    type('account-password-repeat', 'a-much-better-0ne');
    expect(screen.getByText('The entered passwords are not the same')).toBeTruthy();
    fireEvent.click(screen.getByTestId('account-password-submit'));
    expect(bodyOf(fetchMock, '/api/admin/password.php')).toEqual([]);

    type('account-password-repeat', 'a-much-better-one');
    fireEvent.click(screen.getByTestId('account-password-submit'));
    const old = screen.getByTestId('account-old-password');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The old password is not correct')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/admin/password.php')).toEqual([
      {
        old_password: 'amora-staff-2026',
        password: 'a-much-better-one',
        password_repeat: 'a-much-better-one',
      },
    ]);
  });

  it('changes the password, says what happened and asks again who is signed in', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('owner'),
      'POST /api/admin/password.php': () => jsonResponse(200, { ok: true }),
    });
    renderApp('/account');
    type(
      await screen.findByTestId('account-old-password').then((e) => e.dataset.testid as string),
      'amora-staff-2026',
    );
    type('account-password', 'a-much-better-one');
    type('account-password-repeat', 'a-much-better-one');
    fireEvent.click(screen.getByTestId('account-password-submit'));
    expect((await screen.findByTestId('account-password-done')).textContent).toContain('other sessions');
    expect((screen.getByTestId('account-password') as HTMLInputElement).value).toBe('');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/me.php')).toHaveLength(2);
  });

  it('sets up the second factor: QR code and key, a wrong code refused under the field, then on', async () => {
    const fetchMock = mockFetch();
    let confirmations = 0;
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('owner'),
      'POST /api/admin/totp.php': () => jsonResponse(200, SECRET),
      'POST /api/admin/totp-confirm.php': () =>
        ++confirmations === 1
          ? errorAnswer('totp_invalid')
          : jsonResponse(200, meAnswer('owner', { staff: staffMember({ totp_enabled: true }) })),
    });
    renderApp('/account');
    fireEvent.click(await screen.findByTestId('account-totp-start'));
    const enrolment = await screen.findByTestId('account-totp-enrolment');
    expect(within(enrolment).getByTitle('QR code for the authenticator app')).toBeTruthy();
    expect(screen.getByTestId('account-totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    type('account-totp-code', '12');
    fireEvent.click(screen.getByTestId('account-totp-confirm'));
    expect(screen.getByText('The code has 6 digits')).toBeTruthy();

    type('account-totp-code', '000000');
    fireEvent.click(screen.getByTestId('account-totp-confirm'));
    expect(
      await screen.findByText('This code is not valid, wait for the next one and try again'),
    ).toBeTruthy();
    expect((screen.getByTestId('account-totp-code') as HTMLInputElement).value).toBe('');

    type('account-totp-code', '123456');
    fireEvent.click(screen.getByTestId('account-totp-confirm'));
    expect(await screen.findByTestId('account-totp-done')).toBeTruthy();
    expect(screen.getByTestId('account-totp-status').textContent).toBe('On');
    expect(bodyOf(fetchMock, '/api/admin/totp-confirm.php')).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it("asks for the current app's code before moving the second factor to a new phone", async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('owner', { staff: staffMember({ totp_enabled: true }) }),
      'POST /api/admin/totp.php': (init) =>
        JSON.parse(String(init?.body)).code === '654321'
          ? jsonResponse(200, SECRET)
          : errorAnswer('totp_invalid'),
    });
    renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Move to a new phone' }));
    type('account-totp-current', '111111');
    fireEvent.click(screen.getByTestId('account-totp-current-submit'));
    expect(
      await screen.findByText('This code is not valid, wait for the next one and try again'),
    ).toBeTruthy();
    type('account-totp-current', '654321');
    fireEvent.click(screen.getByTestId('account-totp-current-submit'));
    expect(await screen.findByTestId('account-totp-enrolment')).toBeTruthy();
  });

  it('says what must be set up first', async () => {
    routeFetch(mockFetch(), {
      'GET /api/admin/me.php': signedInAs('support', { setup: { password: false, totp: true } }),
    });
    renderApp('/');
    expect((await screen.findByTestId('account-setup')).textContent).toContain(
      'An owner requires two-step verification',
    );
  });

  it('groups a key in fours', () => {
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupedKey('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
