import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { REFRESH_MS } from './photo-review-page';

const photo = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  tenant_id: 1,
  tenant_name: 'Vonk',
  member_id: 500 + id,
  profile_id: 900 + id,
  profile_name: `Member ${id}`,
  url: `http://vonk.localhost/media/p/k${id}/full.webp`,
  thumb_url: `http://vonk.localhost/media/p/k${id}/match.webp`,
  width: 600,
  height: 800,
  uploaded_at: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

interface Queue {
  ids: number[];
}

function setUp(queue: Queue, decide: (body: Record<string, unknown>) => Response) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('support'),
    'GET /api/admin/photo-reviews.php': (_init, url) => {
      const after = Number(url.searchParams.get('cursor') ?? 0);
      const rest = queue.ids.filter((id) => id > after);
      const page = rest.slice(0, 2);
      return jsonResponse(200, {
        photos: page.map((id) => photo(id)),
        total: queue.ids.length,
        next_cursor: rest.length > 2 ? String(page[page.length - 1]) : null,
      });
    },
    'POST /api/admin/photo-review.php': (init) => {
      const body = JSON.parse(String(init?.body));
      const answer = decide(body);
      if (answer.status === 200) queue.ids = queue.ids.filter((id) => id !== body.photo_id);
      return answer;
    },
  });
  renderApp('/photos');
  return fetchMock;
}
const ok = (body: Record<string, unknown>) =>
  jsonResponse(200, { photo_id: body.photo_id, decision: body.decision, mail_id: null });
const posts = (mock: jest.Mock) =>
  mock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));
const queueUrls = (mock: jest.Mock) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/photo-reviews.php'));

afterEach(() => jest.useRealTimers());

describe('photo review', () => {
  it('shows the waiting photos with their member and site, the count, and pages by cursor', async () => {
    const fetchMock = setUp({ ids: [11, 12, 13] }, ok);
    const card = await screen.findByTestId('photo-review-11');
    expect(card.textContent).toContain('Member 11');
    expect(card.textContent).toContain('Vonk');
    expect(within(card).getByRole('img').getAttribute('src')).toBe(
      'http://vonk.localhost/media/p/k11/match.webp',
    );
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      'http://vonk.localhost/media/p/k11/full.webp',
    );
    expect(screen.getByTestId('photo-review-count').textContent).toBe('3 waiting');
    fireEvent.click(screen.getByTestId('photo-review-pager-next'));
    await screen.findByTestId('photo-review-13');
    expect(queueUrls(fetchMock).at(-1)).toContain('cursor=12');
  });

  it('approves with one click: the photo leaves the grid and the count drops', async () => {
    const fetchMock = setUp({ ids: [11, 12] }, ok);
    fireEvent.click(await screen.findByTestId('photo-approve-11'));
    await waitFor(() => expect(screen.queryByTestId('photo-review-11')).toBeNull());
    expect(posts(fetchMock)).toEqual([{ photo_id: 11, decision: 'approve' }]);
    await waitFor(() => expect(screen.getByTestId('photo-review-count').textContent).toBe('1 waiting'));
  });

  it('rejects only with a reason, and needs a note for "other"', async () => {
    const fetchMock = setUp({ ids: [11] }, ok);
    fireEvent.click(await screen.findByTestId('photo-reject-11'));
    const dialog = await screen.findByTestId('photo-reject-dialog');
    fireEvent.click(within(dialog).getByTestId('photo-reject-submit'));
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('photo-reject-reason-other'));
    fireEvent.click(within(dialog).getByTestId('photo-reject-submit'));
    expect(await within(dialog).findByText('Write the reason for the member')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByTestId('photo-reject-reason-contact_details'));
    fireEvent.change(within(dialog).getByTestId('photo-reject-note'), {
      target: { value: ' Please leave out your number. ' },
    });
    fireEvent.click(within(dialog).getByTestId('photo-reject-submit'));
    await waitFor(() => expect(screen.queryByTestId('photo-reject-dialog')).toBeNull());
    expect(posts(fetchMock)).toEqual([
      {
        photo_id: 11,
        decision: 'reject',
        reason: 'contact_details',
        note: 'Please leave out your number.',
      },
    ]);
    expect(await screen.findByText('No photos waiting')).toBeTruthy();
  });

  it('says so when a colleague decided first, and drops the photo', async () => {
    setUp({ ids: [11, 12] }, () => errorAnswer('photo_already_reviewed'));
    fireEvent.click(await screen.findByTestId('photo-approve-11'));
    expect((await screen.findByTestId('photo-review-error')).textContent).toContain(
      'This photo has already been approved or rejected',
    );
    expect(screen.queryByTestId('photo-review-11')).toBeNull();
  });

  it('asks for the queue again while it is open, so new photos and the count show up', async () => {
    jest.useFakeTimers();
    const queue = { ids: [11] };
    const fetchMock = setUp(queue, ok);
    await screen.findByTestId('photo-review-11');
    queue.ids = [11, 12];
    const before = queueUrls(fetchMock).length;
    await act(async () => {
      jest.advanceTimersByTime(REFRESH_MS);
    });
    await waitFor(() => expect(queueUrls(fetchMock).length).toBeGreaterThan(before));
    expect(await screen.findByTestId('photo-review-12')).toBeTruthy();
    expect(screen.getByTestId('photo-review-count').textContent).toBe('2 waiting');
  });

  it('is not offered to operators', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, { 'GET /api/admin/me.php': signedInAs('operator') });
    renderApp('/photos');
    await waitFor(() => expect(queueUrls(fetchMock)).toEqual([]));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('photo-review-grid')).toBeNull();
  });
});
