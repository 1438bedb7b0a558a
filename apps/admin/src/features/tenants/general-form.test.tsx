import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { sent, tenantAnswer, vonk } from './tenant-fixture';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('div') as HTMLElement;

function setUp(patch?: (body: Record<string, unknown>) => Response) {
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': tenantAnswer(vonk()),
    'PATCH /api/admin/tenants.php': (init) =>
      (patch ?? (() => jsonResponse(500, null)))(JSON.parse(String(init?.body))),
  });
  renderApp('/tenants?id=1');
  return fetchMock;
}

describe('the general settings of a tenant', () => {
  it('shows every setting as saved, the slug read-only', async () => {
    setUp();
    expect(((await screen.findByTestId('tenant-setting-name')) as HTMLInputElement).value).toBe('Vonk');
    expect((screen.getByTestId('tenant-slug') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('tenant-setting-countries') as HTMLInputElement).value).toBe('NL, BE');
    expect((screen.getByTestId('tenant-setting-country_languages') as HTMLTextAreaElement).value).toBe(
      'BE: nl, fr',
    );
    expect((screen.getByTestId('tenant-setting-minimum_message_costs') as HTMLTextAreaElement).value).toBe(
      'NL: 0.45 EUR',
    );
    expect(screen.getByTestId('tenant-setting-enable_site_entry_popup').getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByTestId('tenant-setting-photo_approval-hint').textContent).toBe(
      'Turning this off approves the photos still waiting for review.',
    );
  });

  it("checks the values with the contract's schema under the fields and sends nothing while one is wrong", async () => {
    const fetchMock = setUp();
    await screen.findByTestId('tenant-setting-name');
    type('tenant-setting-name', '  ');
    type('tenant-setting-message_length', '0');
    type('tenant-setting-support_email', 'not-an-address');
    type('tenant-setting-time_zone', 'Mars/Olympus');
    type('tenant-setting-country_languages', 'BE: nl, xx');
    fireEvent.click(screen.getByTestId('tenant-general-save'));

    expect(within(fieldOf('tenant-setting-name')).getByText('Required')).toBeTruthy();
    expect(within(fieldOf('tenant-setting-message_length')).getByText('Check this value')).toBeTruthy();
    expect(within(fieldOf('tenant-setting-support_email')).getByText('Invalid email')).toBeTruthy();
    expect(within(fieldOf('tenant-setting-time_zone')).getByText('Not a known time zone')).toBeTruthy();
    expect(within(fieldOf('tenant-setting-country_languages')).getByText('Check this value')).toBeTruthy();
    expect(screen.getByTestId('tenant-general-invalid')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenants.php')).toEqual([]);
  });

  it('sends only what changed, read back as the contract wants it', async () => {
    const fetchMock = setUp((body) => jsonResponse(200, { tenant: vonk({ ...(body as object), id: 1 }) }));
    await screen.findByTestId('tenant-setting-name');
    type('tenant-setting-name', 'Vonk!');
    type('tenant-setting-site_entry_popup_countries', 'nl be');
    type('tenant-setting-minimum_message_costs', 'NL: 0,50 EUR\nbe: 0.4 EUR');
    fireEvent.click(screen.getByTestId('tenant-setting-member_resell'));
    fireEvent.click(screen.getByTestId('tenant-general-save'));

    expect(await screen.findByTestId('tenant-general-saved')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH', '/api/admin/tenants.php')).toEqual([
      {
        id: 1,
        name: 'Vonk!',
        site_entry_popup_countries: ['NL', 'BE'],
        minimum_message_costs: { NL: { costs: 0.5, currency: 'EUR' }, BE: { costs: 0.4, currency: 'EUR' } },
        member_resell: true,
      },
    ]);
  });

  it("puts the API's verdict under the field it names, and saves nothing half", async () => {
    setUp(() =>
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          params: { fields: [{ path: 'country_languages', message: 'country_not_served' }] },
        },
      }),
    );
    await screen.findByTestId('tenant-setting-name');
    type('tenant-setting-country_languages', 'BE: nl, fr\nFR: fr');
    fireEvent.click(screen.getByTestId('tenant-general-save'));
    await waitFor(() =>
      expect(
        within(fieldOf('tenant-setting-country_languages')).getByText(/A country the site does not serve/),
      ).toBeTruthy(),
    );
    expect(screen.queryByTestId('tenant-general-saved')).toBeNull();
    expect(screen.queryByTestId('tenant-general-error')).toBeNull();
  });
});
