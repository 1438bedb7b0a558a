import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { complaintDetail, complaintItem } from './complaint-fixture';

const queueUrls = (mock: jest.Mock) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/complaints.php'));

function setUp(queue?: (url: URL) => Response) {
  sessionStorage.clear();
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('support'),
    'GET /api/admin/complaints.php': (_init, url) =>
      queue
        ? queue(url)
        : url.searchParams.get('cursor') === '40'
          ? jsonResponse(200, { complaints: [complaintItem(39)], next_cursor: null })
          : jsonResponse(200, {
              complaints: [
                complaintItem(41, {
                  status: 'in_progress',
                  tenant_id: 2,
                  assigned: { id: 10, name: 'Sofia Support' },
                  profile: { id: 90, name: 'Lotte', is_fictional: true },
                }),
                complaintItem(40, {
                  profile: null,
                  reason: 'other',
                  subject: 'Billing',
                  text: 'I was charged twice',
                }),
              ],
              next_cursor: '40',
            }),
    'GET /api/admin/complaint.php': () => jsonResponse(200, complaintDetail(41)),
  });
  return { fetchMock, ...renderApp('/complaints') };
}

describe('complaints queue', () => {
  it('lists the complaints with status, tenant, people, reason, assignee and age, and pages on the server', async () => {
    const { fetchMock } = setUp();
    const row = await screen.findByTestId('complaint-row-41');
    expect(row.textContent).toContain('In progress');
    expect(row.textContent).toContain('Liefde');
    expect(row.textContent).toContain('Anna');
    expect(row.textContent).toContain('Lotte');
    expect(row.textContent).toContain('Fictional');
    expect(row.textContent).toContain('Harassment');
    expect(row.textContent).toContain('He keeps writing');
    expect(row.textContent).toContain('Sofia Support');
    expect(within(row).getByRole('time')).toBeTruthy();
    const general = screen.getByTestId('complaint-row-40');
    expect(general.textContent).toContain('General complaint');
    expect(general.textContent).toContain('Billing');
    expect(general.textContent).toContain('Unassigned');

    fireEvent.click(screen.getByTestId('complaints-pager-next'));
    await screen.findByTestId('complaint-row-39');
    expect(queueUrls(fetchMock).at(-1)).toBe('/api/admin/complaints.php?cursor=40');
    fireEvent.click(screen.getByTestId('complaints-pager-previous'));
    await screen.findByTestId('complaint-row-41');
  });

  it('sends the status, reason, assignee and tenant filters and starts again from the first page', async () => {
    const { fetchMock } = setUp();
    await screen.findByTestId('complaint-row-41');
    fireEvent.change(screen.getByTestId('complaint-filter-status'), { target: { value: 'open' } });
    fireEvent.change(screen.getByTestId('complaint-filter-reason'), { target: { value: 'harassment' } });
    fireEvent.change(screen.getByTestId('complaint-filter-assigned'), { target: { value: 'me' } });
    fireEvent.change(screen.getByTestId('tenant-picker'), { target: { value: '2' } });
    await waitFor(() =>
      expect(queueUrls(fetchMock).at(-1)).toBe(
        '/api/admin/complaints.php?tenant_id=2&status=open&reason=harassment&assigned=me',
      ),
    );
  });

  it('says when nothing matches, and shows a failed call in words', async () => {
    setUp((url) =>
      url.searchParams.get('status') === 'closed'
        ? errorAnswer('staff_forbidden')
        : jsonResponse(200, { complaints: [], next_cursor: null }),
    );
    expect((await screen.findByTestId('complaints-empty')).textContent).toContain('No complaints yet');
    fireEvent.change(screen.getByTestId('complaint-filter-reason'), { target: { value: 'underage' } });
    await waitFor(() =>
      expect(screen.getByTestId('complaints-empty').textContent).toContain(
        'No complaints match these filters',
      ),
    );
    fireEvent.change(screen.getByTestId('complaint-filter-status'), { target: { value: 'closed' } });
    expect((await screen.findByTestId('complaints-error')).textContent).toContain(
      'Your role does not allow this',
    );
  });

  it('opens a complaint from its row, with the way back to the queue as it was filtered', async () => {
    const { router } = setUp();
    await screen.findByTestId('complaint-row-41');
    fireEvent.change(screen.getByTestId('complaint-filter-status'), { target: { value: 'in_progress' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_progress'));
    fireEvent.click(await screen.findByTestId('complaint-row-41'));
    await screen.findByTestId('complaint-text');
    expect(router.state.location.pathname).toBe('/complaints/41');
    expect(screen.getByTestId('complaint-back').getAttribute('href')).toBe('/complaints?status=in_progress');
  });
});
