import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';

const BUNDLE = {
  id: 7,
  tenant_id: 1,
  credits: 50,
  best_value: false,
  position: 1,
  active: true,
  prices: [
    { country: 'NL', currency: 'EUR', amount: 995 },
    { country: 'DK', currency: 'DKK', amount: 7500 },
  ],
  sold: 12,
};
const TENANTS = {
  tenants: [1, 2].map((id) => ({
    id,
    slug: id === 1 ? 'vonk' : 'liefde',
    name: id === 1 ? 'Vonk' : 'Liefde',
    niche: 1,
    primary_host: null,
    domain_count: 1,
    countries: ['NL', 'DK'],
    languages: ['nl'],
    company_id: 1,
    company_name: 'Amora BV',
    payment_provider: 'simulator',
    created_at: '2026-11-01T09:00:00.000Z',
  })),
};

function setUp(
  patch: (body: Record<string, unknown>) => Response = (body) =>
    jsonResponse(200, { bundle: { ...BUNDLE, ...body } }),
) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': () => jsonResponse(200, TENANTS),
    'GET /api/admin/bundles.php': () => jsonResponse(200, { bundles: [BUNDLE] }),
    'PATCH /api/admin/bundles.php': (init) => patch(JSON.parse(String(init?.body))),
  });
  renderApp('/prices');
  return fetchMock;
}

const patchBodies = (mock: jest.Mock) =>
  mock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init.body)));

describe('prices page', () => {
  it("lists the tenant's bundles with money in each currency", async () => {
    const fetchMock = setUp();
    const row = await screen.findByTestId('bundle-row-7');
    expect(within(row).getByTestId('bundle-prices-7').textContent).toContain('€9.95');
    expect(within(row).getByTestId('bundle-prices-7').textContent).toContain('DKK');
    expect(within(row).getByText('12')).toBeTruthy();
    const bundleUrl = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('bundles.php'));
    expect(bundleUrl).toBe('/api/admin/bundles.php?tenant_id=1');
  });

  it('sends an edited price in minor units', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('bundle-edit-7'));
    const nl = screen.getByTestId('bundle-price-NL') as HTMLInputElement;
    expect(nl.value).toBe('9.95');
    fireEvent.change(nl, { target: { value: '12,50' } });
    fireEvent.click(screen.getByTestId('bundle-submit'));
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
    expect(patchBodies(fetchMock)[0]).toEqual({
      id: 7,
      position: 1,
      best_value: false,
      prices: [
        { country: 'NL', currency: 'EUR', amount: 1250 },
        { country: 'DK', currency: 'DKK', amount: 7500 },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('bundle-dialog')).toBeNull());
  });

  it('shows a wrong amount under its field without calling the API', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('bundle-edit-7'));
    fireEvent.change(screen.getByTestId('bundle-price-DK'), { target: { value: '7.555' } });
    fireEvent.click(screen.getByTestId('bundle-submit'));
    expect(await screen.findByText('Enter a price of at least 0.01')).toBeTruthy();
    expect(patchBodies(fetchMock)).toHaveLength(0);
  });

  it("puts the API's currency mismatch under that country's price", async () => {
    setUp(() => errorAnswer('price_currency_mismatch', { country: 'DK', currency: 'DKK' }));
    fireEvent.click(await screen.findByTestId('bundle-edit-7'));
    fireEvent.change(screen.getByTestId('bundle-currency-DK'), { target: { value: 'EUR' } });
    fireEvent.click(screen.getByTestId('bundle-submit'));
    const message = await screen.findByText('Prices in DK are in DKK');
    const input = screen.getByTestId('bundle-price-DK');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('retires a bundle', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('bundle-toggle-7'));
    await waitFor(() => expect(patchBodies(fetchMock)).toEqual([{ id: 7, active: false }]));
    expect(await screen.findByText('Retired')).toBeTruthy();
  });
});

describe('the tenant picked', () => {
  it('stays picked on the next page of the tab', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('operator'),
      'GET /api/admin/tenants.php': () => jsonResponse(200, TENANTS),
      'GET /api/admin/bundles.php': () => jsonResponse(200, { bundles: [] }),
      'GET /api/admin/codes.php': () => jsonResponse(200, { codes: [], next_cursor: null, page_size: 50 }),
    });
    const { router } = renderApp('/prices');
    await screen.findByText('No bundles yet. Add the first one.');
    fireEvent.change(screen.getByTestId('tenant-picker'), { target: { value: '2' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/bundles.php?tenant_id=2',
      ),
    );
    await act(() => router.navigate('/discount-codes'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/codes.php?tenant_id=2'),
    );
    expect((screen.getByTestId('tenant-picker') as HTMLSelectElement).value).toBe('2');
    sessionStorage.clear();
  });
});

describe('a new bundle', () => {
  it('is sent with a price per filled country in minor units', async () => {
    const fetchMock = mockFetch();
    routeFetch(fetchMock, {
      'GET /api/admin/me.php': signedInAs('operator'),
      'GET /api/admin/tenants.php': () => jsonResponse(200, TENANTS),
      'GET /api/admin/bundles.php': () => jsonResponse(200, { bundles: [BUNDLE] }),
      'POST /api/admin/bundles.php': (init) =>
        jsonResponse(200, {
          bundle: { ...BUNDLE, id: 8, ...JSON.parse(String(init?.body)), active: true, sold: 0 },
        }),
    });
    renderApp('/prices');
    await screen.findByTestId('bundle-row-7');
    fireEvent.click(screen.getByTestId('bundle-add'));
    // the currency each country already sells in is proposed
    expect((screen.getByTestId('bundle-currency-DK') as HTMLInputElement).value).toBe('DKK');
    fireEvent.change(screen.getByTestId('bundle-credits'), { target: { value: '2000' } });
    fireEvent.change(screen.getByTestId('bundle-price-NL'), { target: { value: '249' } });
    fireEvent.click(screen.getByTestId('bundle-best-value'));
    fireEvent.click(screen.getByTestId('bundle-submit'));
    await waitFor(() => expect(screen.queryByTestId('bundle-dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      tenant_id: 1,
      credits: 2000,
      best_value: true,
      prices: [{ country: 'NL', currency: 'EUR', amount: 24900 }],
    });
  });
});
