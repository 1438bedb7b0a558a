import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { sent, tenantAnswer, vonk } from './tenant-fixture';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function setUp(tab: string, patch: (body: Record<string, unknown>) => Response) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': tenantAnswer(vonk()),
    'PATCH /api/admin/tenants.php': (init) => patch(JSON.parse(String(init?.body))),
  });
  renderApp(`/tenants?id=1&tab=${tab}`);
  return fetchMock;
}

describe('payments', () => {
  it('never shows the Mollie key: only whether one is set; a new one is checked, then replaces it', async () => {
    const fetchMock = setUp('payments', () =>
      jsonResponse(200, { tenant: vonk({ mollie_api_key_set: true }) }),
    );
    expect((await screen.findByTestId('tenant-mollie-key-state')).textContent).toBe('not set');
    type('tenant-mollie-key', 'sk_abc');
    expect(screen.getByText('A Mollie key starts with live_ or test_')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tenant-payments-save'));
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenants.php')).toEqual([]);

    type('tenant-mollie-key', 'test_abcdefghijklmnopqrstuvwxyz12');
    fireEvent.change(screen.getByTestId('tenant-payment-provider'), { target: { value: 'mollie' } });
    fireEvent.click(screen.getByTestId('tenant-payments-save'));
    expect(await screen.findByTestId('tenant-payments-saved')).toBeTruthy();
    expect(screen.getByTestId('tenant-mollie-key-state').textContent).toBe('set');
    expect((screen.getByTestId('tenant-mollie-key') as HTMLInputElement).value).toBe('');
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenants.php')).toEqual([
      { id: 1, payment_provider: 'mollie', mollie_api_key: 'test_abcdefghijklmnopqrstuvwxyz12' },
    ]);
  });

  it('puts mollie_api_key_required under the provider', async () => {
    setUp('payments', () =>
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          params: { fields: [{ path: 'payment_provider', message: 'mollie_api_key_required' }] },
        },
      }),
    );
    fireEvent.change(await screen.findByTestId('tenant-payment-provider'), { target: { value: 'mollie' } });
    fireEvent.click(screen.getByTestId('tenant-payments-save'));
    expect(await screen.findByText('Mollie needs an API key: enter one below')).toBeTruthy();
  });
});

describe('company', () => {
  it('says the company is shared, checks it and sends only the changed fields', async () => {
    const fetchMock = setUp('company', (body) =>
      jsonResponse(200, { tenant: vonk({ company: { ...vonk().company, ...(body.company as object) } }) }),
    );
    expect((await screen.findByTestId('tenant-company-shared')).textContent).toMatch(/1 other tenant/);
    type('tenant-company-country', 'Netherlands');
    type('tenant-company-delete_discount', '150');
    fireEvent.click(screen.getByTestId('tenant-company-save'));
    const form = screen.getByTestId('tenant-company-form');
    expect(within(form).getAllByText('Check this value')).toHaveLength(2);
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenants.php')).toEqual([]);

    type('tenant-company-country', 'be');
    type('tenant-company-delete_discount', '25');
    type('tenant-company-tradenames', 'Vonk\nVonk Gold\n');
    fireEvent.click(screen.getByTestId('tenant-company-save'));
    expect(await screen.findByTestId('tenant-company-saved')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenants.php')).toEqual([
      { id: 1, company: { country: 'BE', tradenames: ['Vonk', 'Vonk Gold'], delete_discount: 25 } },
    ]);
  });
});
