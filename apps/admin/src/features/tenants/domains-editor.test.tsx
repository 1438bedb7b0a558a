import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { sent, tenantAnswer, vonk } from './tenant-fixture';

const VONK2 = { id: 12, host: 'vonk2.localhost', is_primary: false };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function setUp(routes: Record<string, (init: RequestInit | undefined) => Response> = {}, tenant = vonk()) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': tenantAnswer(tenant),
    ...routes,
  });
  renderApp('/tenants?id=1&tab=domains');
  return fetchMock;
}

describe('the domains editor', () => {
  it('checks a host as the resolver reads it and sends nothing that is not one', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('tenant-domain-new');
    type('tenant-domain-new', 'not a host');
    fireEvent.click(screen.getByTestId('tenant-domain-add'));
    expect(screen.getByText('A host name such as vonk.nl')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/admin/tenant-domains.php')).toEqual([]);
  });

  it('adds a domain, lower-cased and without its port, and lists it', async () => {
    const fetchMock = setUp({
      'POST /api/admin/tenant-domains.php': () => jsonResponse(200, { domains: [...vonk().domains, VONK2] }),
    });
    await screen.findByTestId('tenant-domain-new');
    type('tenant-domain-new', 'Vonk2.LOCALHOST:4173');
    fireEvent.click(screen.getByTestId('tenant-domain-add'));
    expect(await screen.findByTestId('tenant-domain-vonk2.localhost')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/admin/tenant-domains.php')).toEqual([
      { tenant_id: 1, host: 'vonk2.localhost' },
    ]);
    expect((screen.getByTestId('tenant-domain-new') as HTMLInputElement).value).toBe('');
  });

  it('puts domain_taken under the field, with the host', async () => {
    setUp({
      'POST /api/admin/tenant-domains.php': () => errorAnswer('domain_taken', { host: 'liefde.localhost' }),
    });
    await screen.findByTestId('tenant-domain-new');
    type('tenant-domain-new', 'liefde.localhost');
    fireEvent.click(screen.getByTestId('tenant-domain-add'));
    expect(
      await screen.findByText('The domain liefde.localhost is already used by another site.'),
    ).toBeTruthy();
  });

  it('keeps the last domain: its remove button is off, and domain_last from the API is said', async () => {
    setUp(
      { 'DELETE /api/admin/tenant-domains.php': () => errorAnswer('domain_last') },
      vonk({ domains: [...vonk().domains, VONK2] }),
    );
    fireEvent.click(await screen.findByTestId('tenant-domain-remove-vonk2.localhost'));
    expect((await screen.findByTestId('tenant-domains-error')).textContent).toBe(
      'A site keeps at least one domain.',
    );
  });

  it('removes a domain and makes another primary', async () => {
    const fetchMock = setUp(
      {
        'DELETE /api/admin/tenant-domains.php': () => jsonResponse(200, { domains: vonk().domains }),
        'PATCH /api/admin/tenant-domains.php': () =>
          jsonResponse(200, {
            domains: [
              { ...vonk().domains[0], is_primary: false },
              { ...VONK2, is_primary: true },
            ],
          }),
      },
      vonk({ domains: [...vonk().domains, VONK2] }),
    );
    fireEvent.click(await screen.findByTestId('tenant-domain-primary-vonk2.localhost'));
    await waitFor(() => expect(screen.queryByTestId('tenant-domain-primary-vonk2.localhost')).toBeNull());
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenant-domains.php')).toEqual([{ id: 12, is_primary: true }]);
    fireEvent.click(screen.getByTestId('tenant-domain-remove-vonk2.localhost'));
    await waitFor(() => expect(screen.queryByTestId('tenant-domain-vonk2.localhost')).toBeNull());
    expect(sent(fetchMock, 'DELETE', '/api/admin/tenant-domains.php')).toEqual([{ id: 12 }]);
    expect((screen.getByTestId('tenant-domain-remove-vonk.localhost') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
