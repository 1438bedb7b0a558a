import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs, staffMember } from '../../test/staff-fixtures';
import { auditDiff } from './audit-diff';
import { localToIso, NO_FILTERS, toAuditQuery } from './audit-filters';

const ENTRY = {
  id: 42,
  at: '2026-11-25T10:15:00.000Z',
  staff: { id: 1, email: 'owner@amora.localhost', name: 'Olivia Owner' },
  action: 'staff.update',
  entity: 'staff',
  entity_id: '3',
  tenant_id: 2,
  before: { name: 'Sofia', status: 'active', roles: [{ role: 'support', tenant_id: 1 }] },
  after: { name: 'Sofia', status: 'disabled', roles: [{ role: 'support', tenant_id: 2 }] },
  ip: '203.0.113.9',
};
const answer = (entries: unknown[], next_cursor: string | null = null) =>
  jsonResponse(200, { entries, next_cursor, page_size: 100 });
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const auditUrls = (mock: jest.Mock) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/audit.php'));

function setUp(audit = (_url: URL) => answer([ENTRY], '42')) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('owner'),
    'GET /api/admin/staff.php': () =>
      jsonResponse(200, {
        staff: [staffMember(), staffMember({ id: 3, name: 'Sofia Support' })],
        next_cursor: null,
        page_size: 50,
      }),
    'GET /api/admin/audit.php': (_init, url) => audit(url),
  });
  renderApp('/audit');
  return fetchMock;
}

describe('audit filters', () => {
  it('sends the chosen staff member, tenant, entity, action and time window to the server', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('audit-row-42');
    await screen.findByRole('option', { name: 'Sofia Support' });
    fireEvent.change(screen.getByTestId('audit-filter-staff'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('audit-filter-tenant'), { target: { value: '2' } });
    type('audit-filter-entity', ' staff ');
    type('audit-filter-action', 'staff.update');
    type('audit-filter-from', '2026-11-01T00:00');
    type('audit-filter-to', '2026-11-30T12:00');
    fireEvent.click(screen.getByTestId('audit-filter-apply'));

    await waitFor(() => expect(auditUrls(fetchMock)).toHaveLength(2));
    const url = new URL(auditUrls(fetchMock)[1], 'http://admin.localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      staff_id: '3',
      tenant_id: '2',
      entity: 'staff',
      action: 'staff.update',
      from: new Date('2026-11-01T00:00').toISOString(),
      to: new Date('2026-11-30T12:00').toISOString(),
    });
  });

  it('refuses an end before the start under the field, and sends nothing', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('audit-row-42');
    type('audit-filter-from', '2026-11-20T00:00');
    type('audit-filter-to', '2026-11-10T00:00');
    fireEvent.click(screen.getByTestId('audit-filter-apply'));
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(screen.getByTestId('audit-filter-to').getAttribute('aria-invalid')).toBe('true');
    expect(auditUrls(fetchMock)).toHaveLength(1);
  });

  it('pages on with the cursor, keeping the filters, and starts again when they change', async () => {
    const fetchMock = setUp((url) =>
      url.searchParams.get('cursor') === '42'
        ? answer([{ ...ENTRY, id: 41, action: 'staff.create' }])
        : answer([ENTRY], '42'),
    );
    await screen.findByTestId('audit-row-42');
    type('audit-filter-action', 'staff.update');
    fireEvent.click(screen.getByTestId('audit-filter-apply'));
    await waitFor(() => expect(auditUrls(fetchMock)).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByTestId('audit-pager-next') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('audit-pager-next'));
    expect(await screen.findByTestId('audit-row-41')).toBeTruthy();
    expect(auditUrls(fetchMock)[2]).toBe('/api/admin/audit.php?cursor=42&action=staff.update');

    fireEvent.click(screen.getByTestId('audit-filter-reset'));
    await waitFor(() => expect(auditUrls(fetchMock).at(-1)).toBe('/api/admin/audit.php'));
    expect(await screen.findByText('Page 1')).toBeTruthy();
  });

  it('opens a row as a readable before and after, the changes first', async () => {
    setUp();
    fireEvent.click(await screen.findByTestId('audit-row-42'));
    const dialog = screen.getByTestId('audit-entry');
    expect(within(dialog).getByText('Olivia Owner <owner@amora.localhost>')).toBeTruthy();
    expect(within(dialog).getByText('203.0.113.9')).toBeTruthy();
    const rows = within(screen.getByTestId('audit-diff')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['status', '"active"', '"disabled"'],
      ['roles.0.tenant_id', '1', '2'],
      ['name', '"Sofia"', '"Sofia"'],
      ['roles.0.role', '"support"', '"support"'],
    ]);
  });
});

describe('audit helpers', () => {
  it('reads nothing into empty filters', () => {
    expect(toAuditQuery(NO_FILTERS)).toEqual({ query: {}, errors: {} });
    expect(localToIso('')).toBeUndefined();
    expect(localToIso('not a time')).toBeUndefined();
  });

  it('shows a record that only has an after (a creation) field by field', () => {
    expect(auditDiff(null, { email: 'a@b.c', roles: [] })).toEqual([
      { path: 'email', before: undefined, after: '"a@b.c"', changed: true },
      { path: 'roles', before: undefined, after: '[]', changed: true },
    ]);
  });
});
