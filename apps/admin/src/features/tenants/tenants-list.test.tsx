import { fireEvent, screen, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { sent, summaryOf, tenantAnswer, vonk } from './tenant-fixture';

const LIEFDE = vonk({
  id: 2,
  slug: 'liefde',
  name: 'Liefde',
  domains: [{ id: 21, host: 'liefde.localhost', is_primary: true }],
});

function setUp(role: 'owner' | 'operator', routes: Record<string, (init?: RequestInit) => Response> = {}) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs(role),
    'GET /api/admin/tenants.php': (_init, url) =>
      url.searchParams.get('id')
        ? tenantAnswer(vonk())()
        : jsonResponse(200, { tenants: [summaryOf(vonk()), summaryOf(LIEFDE)] }),
    ...routes,
  });
  renderApp('/tenants');
  return fetchMock;
}

describe('the tenants list', () => {
  it('searches name, slug and domain; operators get no "New tenant"', async () => {
    setUp('operator');
    expect(await screen.findByTestId('tenant-row-vonk')).toBeTruthy();
    expect(screen.queryByTestId('tenants-add')).toBeNull();
    fireEvent.change(screen.getByTestId('tenants-search'), { target: { value: 'LIEFDE.local' } });
    expect(screen.queryByTestId('tenant-row-vonk')).toBeNull();
    expect(screen.getByTestId('tenant-row-liefde')).toBeTruthy();
    fireEvent.change(screen.getByTestId('tenants-search'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No tenant matches.')).toBeTruthy();
  });

  it('opens a tenant on its general tab', async () => {
    setUp('operator');
    fireEvent.click(await screen.findByTestId('tenant-open-vonk'));
    expect(await screen.findByTestId('tenant-general-form')).toBeTruthy();
    expect(screen.getByTestId('tenant-tab-general').getAttribute('aria-current')).toBe('page');
  });

  it('lets owners create a tenant, checked with the schema, slug_taken under the slug', async () => {
    const fetchMock = setUp('owner', { 'POST /api/admin/tenants.php': () => errorAnswer('slug_taken') });
    fireEvent.click(await screen.findByTestId('tenants-add'));
    fireEvent.click(screen.getByTestId('tenant-create-submit'));
    const form = screen.getByTestId('tenant-create-form');
    expect(within(form).getAllByText('Required').length).toBeGreaterThan(0);
    expect(within(form).getByText('A host name such as vonk.nl')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/admin/tenants.php')).toEqual([]);

    const type = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } });
    type('tenant-create-name', 'Zon');
    type('tenant-create-slug', 'vonk');
    type('tenant-create-host', 'zon.localhost');
    type('tenant-create-countries', 'nl');
    type('tenant-create-languages', 'nl, en');
    type('tenant-create-support_email', 'support@zon.localhost');
    type('tenant-create-company', '3');
    fireEvent.click(screen.getByTestId('tenant-create-submit'));
    expect(await within(form).findByText('Another site already has this slug.')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/admin/tenants.php')).toEqual([
      {
        name: 'Zon',
        slug: 'vonk',
        host: 'zon.localhost',
        niche: 1,
        languages: ['nl', 'en'],
        countries: ['NL'],
        support_email: 'support@zon.localhost',
        company_id: 3,
      },
    ]);
  });
});
