import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';

// the first render of the console compiles much; on a busy machine it takes seconds
jest.setTimeout(30_000);

const message = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  conversation_id: 3,
  tenant_id: 1,
  kind: 'text',
  text: `Hello from the team ${id}`,
  created_at: '2026-11-25T10:00:00.000Z',
  staff: { id: 12, name: 'Max Moderator' },
  from_member: false,
  fictional_profile_id: 42,
  fictional_profile_name: 'Sanne',
  member_id: 77,
  ...overrides,
});

function setUp(path: string) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/staff-writers.php': (_init, url) =>
      jsonResponse(200, {
        staff:
          url.searchParams.get('tenant_id') === '2'
            ? [{ id: 14, name: 'Lena Liefde' }]
            : [
                { id: 12, name: 'Max Moderator' },
                { id: 13, name: 'Mia Moderator' },
              ],
      }),
    'GET /api/admin/staff-messages.php': (_init, url) =>
      url.searchParams.get('cursor') === '500'
        ? jsonResponse(200, { messages: [message(400)], next_cursor: null })
        : url.searchParams.has('staff_id') && url.searchParams.get('staff_id') !== '12'
          ? jsonResponse(200, { messages: [], next_cursor: null })
          : jsonResponse(200, { messages: [message(501), message(500, { text: null })], next_cursor: '500' }),
  });
  const view = renderApp(path);
  return { fetchMock, router: view.router };
}
const trailUrls = (mock: jest.Mock) =>
  mock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/staff-messages.php'));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the staff-message trail', () => {
  // the console's tenant choice lasts for the tab: each test starts with all tenants
  beforeEach(() => sessionStorage.clear());

  it("lists a member's trail from the address: time, staff member, profile, member and text, paged", async () => {
    const { fetchMock } = setUp('/profiles/messages?member_id=77');
    const row = await screen.findByTestId('trail-row-501', {}, { timeout: 15_000 });
    expect(trailUrls(fetchMock)[0]).toBe('/api/admin/staff-messages.php?member_id=77');
    expect((screen.getByTestId('trail-filter-member_id') as HTMLInputElement).value).toBe('77');
    expect(row.textContent).toContain('Max Moderator');
    expect(row.textContent).toContain('Sanne');
    expect(row.textContent).toContain('#77');
    expect(row.textContent).toContain('Hello from the team 501');
    expect(screen.getByTestId('trail-profile-501').getAttribute('href')).toBe('/profiles/42');
    expect(screen.getByTestId('trail-row-500').textContent).toContain('no text');
    fireEvent.click(screen.getByTestId('trail-pager-next'));
    await screen.findByTestId('trail-row-400');
    expect(trailUrls(fetchMock).at(-1)).toBe('/api/admin/staff-messages.php?member_id=77&cursor=500');
  });

  it('filters by staff member (picked by name), profile and member, refusing what is not an id', async () => {
    const { fetchMock, router } = setUp('/profiles/messages');
    await screen.findByTestId('trail-row-501', {}, { timeout: 15_000 });
    const staffNames = () =>
      Array.from((screen.getByTestId('trail-filter-staff_id') as HTMLSelectElement).options).map(
        (o) => o.text,
      );
    await waitFor(() => expect(staffNames()).toEqual(['Anyone', 'Max Moderator', 'Mia Moderator']));
    type('trail-filter-profile_id', 'sanne');
    fireEvent.click(screen.getByTestId('trail-apply'));
    expect(await screen.findByText('An id is a whole number, e.g. 42')).toBeTruthy();
    expect(trailUrls(fetchMock)).toEqual(['/api/admin/staff-messages.php']);
    type('trail-filter-staff_id', '13');
    type('trail-filter-profile_id', '#42');
    fireEvent.click(screen.getByTestId('trail-apply'));
    expect(await screen.findByTestId('trail-empty')).toBeTruthy();
    expect(screen.getByTestId('trail-empty').textContent).toBe(
      'No staff-written messages match these filters.',
    );
    expect(trailUrls(fetchMock).at(-1)).toBe('/api/admin/staff-messages.php?staff_id=13&profile_id=42');
    expect(router.state.location.search).toBe('?staff_id=13&profile_id=42');
    fireEvent.click(screen.getByTestId('trail-clear'));
    await screen.findByTestId('trail-row-501');
    expect(trailUrls(fetchMock).at(-1)).toBe('/api/admin/staff-messages.php');
  });

  it("follows the console's tenant: the trail and the staff to pick from are that site's", async () => {
    const { fetchMock } = setUp('/profiles/messages');
    await screen.findByTestId('trail-row-501', {}, { timeout: 15_000 });
    // switched in the top bar: the page follows
    fireEvent.change(screen.getByTestId('admin-tenant-switcher'), { target: { value: '2' } });
    await waitFor(() =>
      expect(trailUrls(fetchMock).at(-1)).toBe('/api/admin/staff-messages.php?tenant_id=2'),
    );
    await waitFor(() =>
      expect(
        Array.from((screen.getByTestId('trail-filter-staff_id') as HTMLSelectElement).options).map(
          (o) => o.text,
        ),
      ).toEqual(['Anyone', 'Lena Liefde']),
    );
    expect((screen.getByTestId('trail-tenant') as HTMLSelectElement).value).toBe('2');
  });

  it("narrows to a row's staff member or member by clicking it", async () => {
    const { fetchMock } = setUp('/profiles/messages');
    await screen.findByTestId('trail-row-501', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('trail-staff-501'));
    await waitFor(() =>
      expect(trailUrls(fetchMock).at(-1)).toBe('/api/admin/staff-messages.php?staff_id=12'),
    );
    expect((screen.getByTestId('trail-filter-staff_id') as HTMLInputElement).value).toBe('12');
    await screen.findByTestId('trail-row-501');
    fireEvent.click(screen.getByTestId('trail-member-501'));
    await waitFor(() =>
      expect(trailUrls(fetchMock).at(-1)).toBe('/api/admin/staff-messages.php?staff_id=12&member_id=77'),
    );
  });
});
