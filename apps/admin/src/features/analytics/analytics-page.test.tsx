import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { checkPeriod, lastDays } from './period';

const day = (date: string, n: number, revenue: Record<string, number>) => ({
  day: date,
  signups: 10 * n,
  activations: 8 * n,
  first_purchases: n,
  messages_member: 100 * n,
  messages_staff: 40 * n,
  complaints: n - 1,
  revenue,
});
const FIXTURE = {
  days: [day('2026-11-24', 1, { EUR: 1995 }), day('2026-11-25', 2, { EUR: 2990, DKK: 14900 })],
  totals: {
    signups: 30,
    activations: 24,
    first_purchases: 3,
    messages_member: 300,
    messages_staff: 120,
    complaints: 1,
    revenue: { EUR: 4985, DKK: 14900 },
    conversion: 0.1,
  },
  updated_at: '2026-11-25T10:05:00.000Z',
};

function setUp() {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('owner'),
    'GET /api/admin/analytics.php': () => jsonResponse(200, FIXTURE),
  });
  renderApp('/analytics');
  return fetchMock;
}
const analyticsUrls = (mock: jest.Mock) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/analytics.php'));
const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

describe('analytics page', () => {
  it('draws every series of the fixture per day, with the totals as cards', async () => {
    setUp();
    await screen.findByTestId('analytics-totals');
    expect(screen.getByTestId('total-signups').textContent).toContain('30');
    expect(screen.getByTestId('total-conversion').textContent).toContain('10%');
    expect(screen.getByTestId('total-revenue').textContent).toContain('€49.85');
    expect(screen.getByTestId('total-revenue').textContent).toContain('DKK');

    expect(rows('chart-signups-table')).toEqual([
      ['Day', 'Sign-ups', 'Activations'],
      ['Nov 24, 2026', '10', '8'],
      ['Nov 25, 2026', '20', '16'],
    ]);
    expect(rows('chart-purchases-table')).toEqual([
      ['Day', 'First purchases', 'Conversion'],
      ['Nov 24, 2026', '1', '10'],
      ['Nov 25, 2026', '2', '10'],
    ]);
    expect(rows('chart-revenue-table')).toEqual([
      ['Day', 'DKK', 'EUR'],
      ['Nov 24, 2026', '0', '19.95'],
      ['Nov 25, 2026', '149', '29.9'],
    ]);
    expect(rows('chart-messages-table')[2]).toEqual(['Nov 25, 2026', '200', '80']);
    expect(rows('chart-complaints-table')[2]).toEqual(['Nov 25, 2026', '1']);
  });

  it('asks for all tenants over the last 30 days, then the chosen tenant and period', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('analytics-totals');
    const { from, to } = lastDays(30);
    expect(analyticsUrls(fetchMock)[0]).toBe(`/api/admin/analytics.php?from=${from}&to=${to}`);
    expect(screen.getByTestId('analytics-csv').getAttribute('href')).toBe(
      `/api/admin/analytics-export.php?from=${from}&to=${to}`,
    );
    fireEvent.change(screen.getByTestId('tenant-picker'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('analytics-period'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByTestId('analytics-from'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByTestId('analytics-to'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('analytics-apply'));
    expect(await screen.findByText('Choose a start on or before the end')).toBeTruthy();
    fireEvent.change(screen.getByTestId('analytics-to'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByTestId('analytics-apply'));
    await waitFor(() =>
      expect(analyticsUrls(fetchMock).at(-1)).toBe(
        '/api/admin/analytics.php?tenant_id=2&from=2026-11-10&to=2026-11-20',
      ),
    );
  });

  it('checks a period: order and at most 366 days', () => {
    expect(lastDays(7, new Date('2026-11-25T23:00:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(checkPeriod('2026-01-01', '2026-12-31')).toBeNull();
    expect(checkPeriod('2025-01-01', '2026-12-31')).toBe('analytics.period.too_long');
    expect(checkPeriod('2026-02-01', '2026-01-01')).toBe('analytics.period.invalid');
  });
});
