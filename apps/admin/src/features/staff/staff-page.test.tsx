import type { Staff } from '@amora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs, staffMember } from '../../test/staff-fixtures';
import { changesOf } from './staff-edit-dialog';

const OWNER = staffMember();
const SOFIA = staffMember({
  id: 3,
  email: 'support@amora.localhost',
  name: 'Sofia Support',
  roles: [
    { role: 'support', tenant_id: 1 },
    { role: 'moderator', tenant_id: null },
  ],
  totp_required: true,
  last_login_at: null,
});

const page = (staff: Staff[], next_cursor: string | null = null) =>
  jsonResponse(200, { staff, next_cursor, page_size: 50 });
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const calls = (mock: jest.Mock, method: string) =>
  mock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))
    .filter(({ url }) => url.startsWith('/api/admin/staff.php'));

function setUp(routes: Parameters<typeof routeFetch>[1] = {}) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('owner'),
    'GET /api/admin/staff.php': () => page([OWNER, SOFIA]),
    ...routes,
  });
  renderApp('/staff');
  return fetchMock;
}

describe('staff page', () => {
  it('lists staff with their roles per tenant, status and second factor', async () => {
    setUp();
    const row = await screen.findByTestId('staff-row-3');
    expect(row.textContent).toContain('Sofia Support');
    expect(row.textContent).toContain('Support · Vonk');
    expect(row.textContent).toContain('Moderator · all tenants');
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('Required');
    expect(row.textContent).toContain('Never');
    expect(screen.getByTestId('staff-row-1').textContent).toContain('Owner · all tenants');
  });

  it('pages on with the cursor of the answer and back again', async () => {
    const fetchMock = setUp({
      'GET /api/admin/staff.php': (_init, url) =>
        url.searchParams.get('cursor') === '3'
          ? page([staffMember({ id: 4, name: 'Page Two' })])
          : page([OWNER, SOFIA], '3'),
    });
    await screen.findByTestId('staff-row-3');
    fireEvent.click(screen.getByTestId('staff-pager-next'));
    expect(await screen.findByText('Page Two')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('staff-pager-previous'));
    expect(await screen.findByText('Sofia Support')).toBeTruthy();
    expect(calls(fetchMock, 'GET').map((c) => c.url)).toEqual([
      '/api/admin/staff.php',
      '/api/admin/staff.php?cursor=3',
      '/api/admin/staff.php',
    ]);
  });

  it('searches by name or address on the server', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('staff-row-3');
    type('staff-search', 'sofia');
    fireEvent.change(screen.getByTestId('staff-status-filter'), { target: { value: 'disabled' } });
    await waitFor(() =>
      expect(calls(fetchMock, 'GET').at(-1)?.url).toBe('/api/admin/staff.php?q=sofia&status=disabled'),
    );
  });
});

describe('staff form', () => {
  const created = staffMember({
    id: 9,
    email: 'nina@amora.localhost',
    name: 'Nina New',
    password_change_required: true,
  });

  it("checks name, address and roles with the contract's schema, under the fields", async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('staff-add'));
    fireEvent.click(screen.getByTestId('staff-create-submit'));
    expect(screen.getByText('Enter a name')).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Choose at least one role')).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toEqual([]);
  });

  it('creates a staff member with roles per tenant and shows their password once', async () => {
    const fetchMock = setUp({
      'POST /api/admin/staff.php': () =>
        jsonResponse(200, { staff: created, password: 'kite-maple-orbit-42' }),
    });
    fireEvent.click(await screen.findByTestId('staff-add'));
    type('staff-name', ' Nina New ');
    type('staff-email', 'nina@amora.localhost');
    fireEvent.click(screen.getByTestId('staff-role-operator'));
    fireEvent.click(screen.getByTestId('staff-role-operator-all'));
    fireEvent.click(screen.getByTestId('staff-role-operator-tenant-2'));
    fireEvent.click(screen.getByTestId('staff-role-support'));
    fireEvent.click(screen.getByTestId('staff-totp-required'));
    fireEvent.click(screen.getByTestId('staff-create-submit'));

    expect((await screen.findByTestId('staff-one-time-password')).textContent).toBe('kite-maple-orbit-42');
    expect(screen.getByText(/Give this password to Nina New/)).toBeTruthy();
    expect(calls(fetchMock, 'POST').map((c) => c.body)).toEqual([
      {
        name: 'Nina New',
        email: 'nina@amora.localhost',
        roles: [
          { role: 'operator', tenant_id: 1 },
          { role: 'operator', tenant_id: 2 },
          { role: 'support', tenant_id: null },
        ],
        totp_required: true,
      },
    ]);
    // the list is asked again, so the new member shows
    await waitFor(() => expect(calls(fetchMock, 'GET')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('staff-created-done'));
    expect(screen.queryByTestId('staff-one-time-password')).toBeNull();
  });

  it('puts a taken address under the e-mail field', async () => {
    setUp({ 'POST /api/admin/staff.php': () => errorAnswer('email_taken') });
    fireEvent.click(await screen.findByTestId('staff-add'));
    type('staff-name', 'Nina');
    type('staff-email', 'owner@amora.localhost');
    fireEvent.click(screen.getByTestId('staff-role-moderator'));
    fireEvent.click(screen.getByTestId('staff-create-submit'));
    expect(await screen.findByText('An account with this e-mail address already exists')).toBeTruthy();
    expect(screen.getByTestId('staff-email').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes roles, status and the second factor requirement, sending only what changed', async () => {
    const fetchMock = setUp({
      'PATCH /api/admin/staff.php': (init) =>
        jsonResponse(200, { staff: { ...SOFIA, ...JSON.parse(String(init?.body)) } }),
    });
    fireEvent.click(await screen.findByTestId('staff-edit-3'));
    const dialog = screen.getByTestId('staff-edit');
    expect((within(dialog).getByTestId('staff-edit-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('staff-role-moderator'));
    fireEvent.change(within(dialog).getByTestId('staff-edit-status'), { target: { value: 'disabled' } });
    fireEvent.click(within(dialog).getByTestId('staff-edit-totp-required'));
    fireEvent.click(within(dialog).getByTestId('staff-edit-submit'));
    expect(await screen.findByTestId('staff-edit-saved')).toBeTruthy();
    expect(calls(fetchMock, 'PATCH').map((c) => c.body)).toEqual([
      { id: 3, roles: [{ role: 'support', tenant_id: 1 }], status: 'disabled', totp_required: false },
    ]);
  });

  it('resets a password after a confirmation, and shows the new one once', async () => {
    const fetchMock = setUp({
      'PATCH /api/admin/staff.php': () => jsonResponse(200, { staff: SOFIA, password: 'new-once-password' }),
    });
    fireEvent.click(await screen.findByTestId('staff-edit-3'));
    fireEvent.click(screen.getByTestId('staff-reset-password'));
    expect(screen.getByText(/gets a new password, shown once/)).toBeTruthy();
    expect(calls(fetchMock, 'PATCH')).toEqual([]);
    fireEvent.click(screen.getByTestId('staff-reset-confirm'));
    expect((await screen.findByTestId('staff-one-time-password')).textContent).toBe('new-once-password');
    expect(calls(fetchMock, 'PATCH').map((c) => c.body)).toEqual([{ id: 3, reset_password: true }]);
  });

  it('shows why the last owner cannot be disabled', async () => {
    setUp({ 'PATCH /api/admin/staff.php': () => errorAnswer('last_owner') });
    fireEvent.click(await screen.findByTestId('staff-edit-1'));
    fireEvent.change(screen.getByTestId('staff-edit-status'), { target: { value: 'disabled' } });
    fireEvent.click(screen.getByTestId('staff-edit-submit'));
    expect((await screen.findByTestId('staff-edit-error')).textContent).toBe(
      'The last active owner cannot lose that role or be disabled',
    );
  });

  it('leaves out what did not change, roles in any order included', () => {
    expect(changesOf(SOFIA, { ...SOFIA, roles: [...SOFIA.roles].reverse() })).toEqual({});
    expect(changesOf(SOFIA, { ...SOFIA, name: ' Sofia S ' })).toEqual({ name: 'Sofia S' });
  });
});
