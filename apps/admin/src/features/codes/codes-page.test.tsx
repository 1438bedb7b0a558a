import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';

const code = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  tenant_id: 1,
  code: `SUMMER-${id}`,
  kind: 'promotion',
  value_percentage: 25,
  validity: 'once-per-user',
  status: 'active',
  country: 'NL',
  currency: 'EUR',
  minimum_order_value: 1995,
  payment_methods: ['ideal'],
  expires: null,
  member_id: null,
  uses: 3,
  reserved: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const use = (payment_id: number, member_email: string) => ({
  payment_id,
  member_id: 8,
  member_email,
  status: 'used',
  payment_status: 'paid',
  amount: 1496,
  currency: 'EUR',
  at: '2026-11-21T10:00:00.000Z',
});
const page = (codes: unknown[], next_cursor: string | null) =>
  jsonResponse(200, { codes, next_cursor, page_size: 50 });

function setUp(
  create: (body: Record<string, unknown>) => Response = () => jsonResponse(200, { codes: [], count: 0 }),
) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': () => jsonResponse(200, { tenants: [] }),
    'GET /api/admin/codes.php': (_init, url) =>
      url.searchParams.get('cursor') === '100'
        ? page([code(99)], null)
        : page([code(101), code(100, { kind: 'retention', member_id: 42 })], '100'),
    'POST /api/admin/codes.php': (init) => create(JSON.parse(String(init?.body))),
    'PATCH /api/admin/codes.php': (init) =>
      jsonResponse(200, { code: code(101, JSON.parse(String(init?.body))) }),
    'GET /api/admin/code-uses.php': (_init, url) =>
      url.searchParams.get('cursor') === '7'
        ? jsonResponse(200, { uses: [use(4, 'old@example.com')], next_cursor: null })
        : jsonResponse(200, { uses: [use(5, 'anna@example.com')], next_cursor: '7' }),
  });
  renderApp('/discount-codes');
  return fetchMock;
}
const codeUrls = (mock: jest.Mock) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/codes.php'));
const postBodies = (mock: jest.Mock) =>
  mock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('discount codes list', () => {
  it('pages by cursor on the server and back', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('code-row-101');
    expect(screen.getByTestId('code-row-101').textContent).toContain('3 used · 1 reserved');
    expect(screen.getByTestId('code-row-101').textContent).toContain(
      'Once per member · NL · from €19.95 · iDEAL',
    );
    expect(screen.getByTestId('code-row-100').textContent).toContain('Personal, member #42');
    fireEvent.click(screen.getByTestId('codes-pager-next'));
    await screen.findByTestId('code-row-99');
    expect(codeUrls(fetchMock).at(-1)).toBe('/api/admin/codes.php?tenant_id=1&cursor=100');
    fireEvent.click(screen.getByTestId('codes-pager-previous'));
    await screen.findByTestId('code-row-101');
  });

  it('sends the search and filters, and exports with the same filters', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('code-row-101');
    type('code-filter-q', 'summer');
    type('code-filter-status', 'inactive');
    type('code-filter-kind', 'promotion');
    fireEvent.click(screen.getByTestId('code-filter-apply'));
    await waitFor(() =>
      expect(codeUrls(fetchMock).at(-1)).toBe(
        '/api/admin/codes.php?tenant_id=1&q=summer&status=inactive&kind=promotion',
      ),
    );
    expect(screen.getByTestId('code-export').getAttribute('href')).toBe(
      '/api/admin/codes-export.php?tenant_id=1&q=summer&status=inactive&kind=promotion',
    );
  });

  it('switches a code off and shows its uses', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('code-toggle-101'));
    await waitFor(() => expect(screen.getByTestId('code-status-101').textContent).toBe('Off'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ id: 101, status: 'inactive' });
    fireEvent.click(screen.getByTestId('code-open-101'));
    const use = await screen.findByTestId('code-use-5');
    expect(use.textContent).toContain('anna@example.com');
    expect(use.textContent).toContain('€14.96');
    fireEvent.click(screen.getByTestId('code-uses-older'));
    expect((await screen.findByTestId('code-use-4')).textContent).toContain('old@example.com');
    expect(screen.getByTestId('code-use-5')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('code-uses-older')).toBeNull());
    const usesUrls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/admin/code-uses.php'));
    expect(usesUrls).toEqual(['/api/admin/code-uses.php?id=101', '/api/admin/code-uses.php?id=101&cursor=7']);
  });
});

describe('creating codes', () => {
  it('creates a batch and offers the CSV of that batch', async () => {
    const fetchMock = setUp((body) =>
      jsonResponse(200, {
        codes: Array.from({ length: 20 }, (_, i) => code(200 + i, { code: `FLYER${i}ABCD` })),
        count: body.count,
      }),
    );
    fireEvent.click(await screen.findByTestId('code-add'));
    fireEvent.click(screen.getByTestId('code-mode-batch'));
    type('code-count', '20');
    type('code-prefix', 'flyer');
    type('code-percentage', '15');
    type('code-currency', 'eur');
    type('code-minimum', '19,95');
    type('code-expires', '2099-12-31');
    fireEvent.click(screen.getByTestId('code-method-ideal'));
    fireEvent.click(screen.getByTestId('code-create-submit'));

    await screen.findByTestId('code-created');
    expect(postBodies(fetchMock)).toEqual([
      {
        tenant_id: 1,
        count: 20,
        prefix: 'FLYER',
        value_percentage: 15,
        validity: 'once-per-user',
        country: null,
        currency: 'EUR',
        minimum_order_value: 1995,
        payment_methods: ['ideal'],
        expires: '2099-12-31T23:59:59.000Z',
      },
    ]);
    expect(screen.getByTestId('code-created').textContent).toContain('20 codes were created.');
    expect(screen.getByTestId('code-batch-csv').getAttribute('href')).toBe(
      '/api/admin/codes-export.php?tenant_id=1&q=FLYER',
    );
  });

  it('shows the problems under the fields before calling the API', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('code-add'));
    type('code-name', 'x');
    type('code-minimum', '10');
    type('code-expires', '2001-01-01');
    fireEvent.click(screen.getByTestId('code-create-submit'));
    const form = screen.getByTestId('code-form');
    expect(await within(form).findByText('Use 3 to 40 letters, digits or dashes')).toBeTruthy();
    expect(within(form).getByText('Enter a percentage from 0.01 to 100')).toBeTruthy();
    expect(within(form).getByText('A minimum order needs its currency')).toBeTruthy();
    expect(within(form).getByText('The expiry date lies in the past')).toBeTruthy();
    fireEvent.click(screen.getByTestId('code-mode-batch'));
    type('code-count', '1001');
    fireEvent.click(screen.getByTestId('code-create-submit'));
    expect(await within(form).findByText('Enter a number from 1 to 1,000')).toBeTruthy();
    expect(within(form).getByText('Give the batch a prefix, to find and export it later')).toBeTruthy();
    expect(postBodies(fetchMock)).toHaveLength(0);
  });

  it("puts the API's code_exists under the code", async () => {
    setUp(() => errorAnswer('code_exists'));
    fireEvent.click(await screen.findByTestId('code-add'));
    type('code-name', 'summer-25');
    type('code-percentage', '10');
    fireEvent.click(screen.getByTestId('code-create-submit'));
    const message = await screen.findByText('A code with this name already exists');
    expect(screen.getByTestId('code-name').getAttribute('aria-describedby')).toContain(message.id);
  });
});

describe("the API's validation answer", () => {
  it('puts each named field under its input', async () => {
    setUp(() =>
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          params: {
            fields: [
              { path: 'country', message: 'country_invalid' },
              { path: 'prefix', message: 'x' },
            ],
          },
        },
      }),
    );
    fireEvent.click(await screen.findByTestId('code-add'));
    type('code-name', 'summer-25');
    type('code-percentage', '10');
    fireEvent.click(screen.getByTestId('code-create-submit'));
    const form = screen.getByTestId('code-form');
    expect(await within(form).findByText('Use a two-letter country code, such as NL')).toBeTruthy();
    expect(screen.queryByTestId('code-create-error')).toBeNull();
  });
});

describe("a code's expiry", () => {
  it('moves to the end of the chosen day, refusing a day in the past', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('code-open-101'));
    await screen.findByTestId('code-use-5');
    type('code-expiry', '2001-05-01');
    fireEvent.click(screen.getByTestId('code-expiry-save'));
    expect(await screen.findByText('The expiry date lies in the past')).toBeTruthy();
    type('code-expiry', '2099-06-30');
    fireEvent.click(screen.getByTestId('code-expiry-save'));
    await waitFor(() => expect(screen.getByTestId('code-row-101').textContent).toContain('Jun 30, 2099'));
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { id: 101, expires: '2099-06-30T23:59:59.000Z' },
    ]);
  });
});

describe('the tenant the console works on', () => {
  afterEach(() => sessionStorage.clear());

  it('is the same in the top bar and on the page, whichever of them switches it', async () => {
    const fetchMock = setUp();
    await screen.findByText('SUMMER-101');
    const switcher = screen.getByTestId('admin-tenant-switcher') as HTMLSelectElement;
    const picker = screen.getByTestId('tenant-picker') as HTMLSelectElement;
    expect([switcher.value, picker.value]).toEqual(['1', '1']);

    fireEvent.change(switcher, { target: { value: '2' } });
    await waitFor(() => expect(codeUrls(fetchMock).at(-1)).toBe('/api/admin/codes.php?tenant_id=2'));
    expect(picker.value).toBe('2');

    fireEvent.change(picker, { target: { value: '1' } });
    await waitFor(() => expect(codeUrls(fetchMock).at(-1)).toBe('/api/admin/codes.php?tenant_id=1'));
    expect(switcher.value).toBe('1');
  });
});
