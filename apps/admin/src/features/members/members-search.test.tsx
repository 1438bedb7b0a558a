import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { foundMember } from './member-fixtures';

function setUp(path = '/members') {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('support'),
    'GET /api/admin/members.php': (_init, url) => {
      if (url.searchParams.get('q') === 'nobody')
        return jsonResponse(200, { members: [], next_cursor: null });
      if (url.searchParams.get('cursor') === '40')
        return jsonResponse(200, { members: [foundMember(39, { tenant_id: 2 })], next_cursor: null });
      return jsonResponse(200, {
        members: [
          foundMember(41, { paid_user: true }),
          foundMember(40, { status: 'not_confirmed', disabled_at: '2026-11-01T00:00:00.000Z' }),
        ],
        next_cursor: '40',
      });
    },
    'GET /api/admin/member.php': () => errorAnswer('member_not_found'),
  });
  const app = renderApp(path);
  return { fetchMock, ...app };
}
const searchUrls = (mock: jest.Mock) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/members.php'));

describe('member search', () => {
  // the tenant choice lives in the tab's storage, shared by every page
  beforeEach(() => sessionStorage.clear());

  it('asks for a query first and searches nothing until then', async () => {
    const { fetchMock } = setUp();
    expect(await screen.findByText('Find a member')).toBeTruthy();
    expect(searchUrls(fetchMock)).toEqual([]);
  });

  it('shows the contract’s message under the field for an empty query, without a call', async () => {
    const { fetchMock } = setUp();
    await screen.findByTestId('members-search');
    fireEvent.change(screen.getByTestId('members-search-q'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('members-search-submit'));
    expect(await screen.findByText('Type an id, the start of an e-mail address or a name')).toBeTruthy();
    expect(screen.getByTestId('members-search-q').getAttribute('aria-invalid')).toBe('true');
    expect(searchUrls(fetchMock)).toEqual([]);
  });

  it('searches from the address, shows the results and pages by cursor', async () => {
    const { fetchMock } = setUp('/members?q=anna');
    const row = await screen.findByTestId('member-row-41');
    expect(row.textContent).toContain('Anna 41');
    expect(row.textContent).toContain('anna41@example.com');
    expect(row.textContent).toContain('Vonk');
    expect(within(row).getByTestId('member-badge-active')).toBeTruthy();
    expect(row.textContent).toContain('Premium');
    const other = screen.getByTestId('member-row-40');
    expect(within(other).getByTestId('member-badge-disabled')).toBeTruthy();
    expect(within(other).getByTestId('member-badge-unconfirmed')).toBeTruthy();
    expect((screen.getByTestId('members-search-q') as HTMLInputElement).value).toBe('anna');
    fireEvent.click(screen.getByTestId('members-pager-next'));
    const next = await screen.findByTestId('member-row-39');
    expect(next.textContent).toContain('Liefde');
    expect(searchUrls(fetchMock)).toEqual([
      '/api/admin/members.php?q=anna',
      '/api/admin/members.php?q=anna&cursor=40',
    ]);
  });

  it('puts a typed query into the address and searches the tenant chosen, shared with the top bar', async () => {
    const { fetchMock, router } = setUp();
    await screen.findByTestId('members-search');
    fireEvent.change(screen.getByTestId('members-search-q'), { target: { value: ' anna ' } });
    fireEvent.click(screen.getByTestId('members-search-submit'));
    await screen.findByTestId('member-row-41');
    expect(router.state.location.search).toBe('?q=anna');
    fireEvent.change(screen.getByTestId('members-tenant'), { target: { value: '2' } });
    await waitFor(() => expect(searchUrls(fetchMock)).toContain('/api/admin/members.php?q=anna&tenant_id=2'));
    expect((screen.getByTestId('admin-tenant-switcher') as HTMLSelectElement).value).toBe('2');
    fireEvent.change(screen.getByTestId('admin-tenant-switcher'), { target: { value: 'all' } });
    await waitFor(() => expect((screen.getByTestId('members-tenant') as HTMLSelectElement).value).toBe(''));
    expect(searchUrls(fetchMock).at(-1)).toBe('/api/admin/members.php?q=anna');
  });

  it("takes a link's tenant, and offers all tenants when nobody matches in one", async () => {
    const { fetchMock } = setUp('/members?q=nobody&tenant=2');
    expect(await screen.findByText('No member matches “nobody”')).toBeTruthy();
    await waitFor(() =>
      expect(searchUrls(fetchMock)).toContain('/api/admin/members.php?q=nobody&tenant_id=2'),
    );
    fireEvent.click(screen.getByTestId('members-all-tenants'));
    await waitFor(() => expect(searchUrls(fetchMock).at(-1)).toBe('/api/admin/members.php?q=nobody'));
    await waitFor(() => expect(screen.queryByTestId('members-all-tenants')).toBeNull());
  });

  it('says so when nobody matches', async () => {
    setUp('/members?q=nobody');
    expect(await screen.findByText('No member matches “nobody”')).toBeTruthy();
    expect(screen.queryByTestId('members-table')).toBeNull();
  });

  it('opens a member from their row', async () => {
    const { router } = setUp('/members?q=anna');
    fireEvent.click(await screen.findByTestId('member-row-41'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/41'));
    expect(await screen.findByTestId('member-error')).toBeTruthy();
  });
});
