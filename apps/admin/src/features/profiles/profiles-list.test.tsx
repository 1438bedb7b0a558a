import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { sent, tenantAnswer, vonk } from '../tenants/tenant-fixture';
import { profile } from './profile-fixture';
import { ageOf } from './profile-form';

// the first render of the console compiles much; on a busy machine it takes seconds
jest.setTimeout(30_000);

const listed = (profiles: unknown[], next_cursor: string | null) =>
  jsonResponse(200, { profiles, next_cursor });

function setUp(create: (body: Record<string, unknown>) => Response = () => errorAnswer('internal_error')) {
  sessionStorage.clear();
  const fetchMock = mockFetch();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': tenantAnswer(vonk()),
    'GET /api/admin/fictional-profiles.php': (_init, url) =>
      url.searchParams.get('cursor') === '100'
        ? listed([profile(99, { status: 'disabled' })], null)
        : listed(
            [
              profile(101, {
                main_image: {
                  filename: 'p/a/full.webp',
                  thumb_filename: 'p/a/thumb.webp',
                  match: 'p/a/m.webp',
                },
                photo_count: 3,
              }),
              profile(100, { pool: 'tenant:1' }),
            ],
            '100',
          ),
    'POST /api/admin/fictional-profiles.php': (init) => create(JSON.parse(String(init?.body))),
    'GET /api/admin/fictional-profile.php': (_init, url) =>
      jsonResponse(200, { profile: profile(Number(url.searchParams.get('id'))) }),
    'GET /api/admin/fictional-photos.php': () => jsonResponse(200, { photos: [], limit: 25 }),
  });
  renderApp('/profiles');
  return fetchMock;
}
const listUrls = (mock: jest.Mock) =>
  mock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/fictional-profiles.php'));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('fictional profiles list', () => {
  it("shows the tenant's pool with photo, name, age, city, pool, status and photo count, paged by cursor", async () => {
    const fetchMock = setUp();
    const row = await screen.findByTestId('profile-row-101', {}, { timeout: 15_000 });
    expect(row.textContent).toContain('Sanne 101');
    expect(row.querySelector('td[data-label="Age"]')?.textContent).toBe(String(ageOf('1994-05-06')));
    expect(row.textContent).toContain('Utrecht');
    expect(row.querySelector('td[data-label="Tenant"]')?.textContent).toBe('Vonk');
    expect(row.textContent).toContain('Active');
    expect(within(row).getByTestId('profile-thumb-101').querySelector('img')?.getAttribute('src')).toBe(
      '/media/p/a/thumb.webp',
    );
    expect(screen.getByTestId('profile-open-101').getAttribute('href')).toBe('/profiles/101');
    expect((await screen.findByTestId('profile-pool')).textContent).toContain(
      'Vonk shares the pool of niche 1',
    );
    expect(listUrls(fetchMock)[0]).toBe('/api/admin/fictional-profiles.php?tenant_id=1');
    fireEvent.click(screen.getByTestId('profiles-pager-next'));
    expect((await screen.findByTestId('profile-row-99')).textContent).toContain('Disabled');
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/fictional-profiles.php?tenant_id=1&cursor=100');
  });

  it('searches by name on the server', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('profile-row-101');
    type('profile-search', 'san');
    fireEvent.click(screen.getByTestId('profile-search-apply'));
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/fictional-profiles.php?tenant_id=1&q=san'),
    );
  });
});

describe('creating a fictional profile', () => {
  async function openDialog(create?: (body: Record<string, unknown>) => Response) {
    const fetchMock = setUp(create);
    await screen.findByTestId('profile-row-101');
    await waitFor(() =>
      expect((screen.getByTestId('profile-add') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('profile-add'));
    await screen.findByTestId('profile-new-dialog');
    return fetchMock;
  }

  it("checks the fields with the contract's schema and the site's minimum age before sending", async () => {
    const fetchMock = await openDialog();
    expect(screen.getByTestId('fictional-notice').textContent).toContain('host');
    expect(screen.getByTestId('fictional-warning').textContent).toContain(
      'Some profiles are run by our team.',
    );
    fireEvent.click(screen.getByTestId('profile-new-submit'));
    expect(await screen.findByText('Give the profile a name of up to 40 characters')).toBeTruthy();
    expect(screen.getByText('Enter the date of birth')).toBeTruthy();
    expect(screen.getByText('Enter the city (up to 100 characters)')).toBeTruthy();
    type('profile-new-name', 'Eline');
    type('profile-new-city', 'Delft');
    type('profile-new-date_of_birth', '2015-01-01');
    expect(await screen.findByText('The profile must be at least 18 years old on this site')).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-new-submit'));
    expect(sent(fetchMock, 'POST', '/api/admin/fictional-profiles.php')).toEqual([]);
  });

  it('sends the profile, places the API refusal under its field, and opens the new profile', async () => {
    let answer = errorAnswer('too_young', { min_age: 21 });
    const fetchMock = await openDialog(() => answer);
    type('profile-new-name', ' Eline ');
    type('profile-new-city', 'Delft');
    type('profile-new-date_of_birth', '2000-02-03');
    type('profile-new-gender', 'female');
    type('profile-new-sexuality', 'bi');
    fireEvent.click(screen.getByTestId('profile-new-submit'));
    expect(await screen.findByText('The profile must be at least 21 years old on this site')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/admin/fictional-profiles.php')[0]).toEqual({
      tenant_id: 1,
      name: 'Eline',
      gender: 'female',
      sexuality: 'bi',
      relationship_status: 'single',
      hair: null,
      eye_colour: null,
      body_type: null,
      tattoos: false,
      date_of_birth: '2000-02-03',
      city: 'Delft',
      region: '',
      country: 'NL',
      about: '',
      interests: [],
      status: 'active',
      notes: '',
    });
    answer = jsonResponse(200, { profile: profile(555, { name: 'Eline' }) });
    type('profile-new-date_of_birth', '1990-02-03');
    fireEvent.click(screen.getByTestId('profile-new-submit'));
    expect(await screen.findByTestId('profile-form', {}, { timeout: 15_000 })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/fictional-profile.php?id=555'),
    ).toBe(true);
  });
});
