import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { sent, tenantAnswer, vonk } from '../tenants/tenant-fixture';
import { photo, profile } from './profile-fixture';

// the first render of the console compiles much; on a busy machine it takes seconds
jest.setTimeout(30_000);

function setUp(photos = [photo(7), photo(8)]) {
  const fetchMock = mockFetch();
  let current = profile(42, { photo_count: photos.length });
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('operator'),
    'GET /api/admin/tenants.php': tenantAnswer(vonk()),
    'GET /api/admin/fictional-profile.php': () => jsonResponse(200, { profile: current }),
    'PATCH /api/admin/fictional-profiles.php': (init) => {
      current = { ...current, ...JSON.parse(String(init?.body)) };
      return jsonResponse(200, { profile: current });
    },
    'GET /api/admin/fictional-photos.php': () => jsonResponse(200, { photos, limit: 25 }),
    'POST /api/admin/fictional-photos.php': () =>
      jsonResponse(200, { photos: [...photos, photo(9)], limit: 25 }),
    'PATCH /api/admin/fictional-photos.php': () =>
      jsonResponse(200, { photos: [photo(8), photo(7)], limit: 25 }),
    'DELETE /api/admin/fictional-photos.php': () => jsonResponse(200, { photos: [photo(7)], limit: 25 }),
  });
  renderApp('/profiles/42');
  return fetchMock;
}
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the fictional profile editor', () => {
  it("shows every field, the site's disclosure and a way to the messages written as the profile", async () => {
    setUp();
    await screen.findByTestId('profile-form', {}, { timeout: 15_000 });
    expect(screen.getByTestId('profile-title').textContent).toBe('Sanne 42');
    expect((screen.getByTestId('profile-edit-city') as HTMLInputElement).value).toBe('Utrecht');
    expect((screen.getByTestId('profile-edit-eye_colour') as HTMLSelectElement).value).toBe('blue');
    expect((screen.getByTestId('profile-edit-notes') as HTMLTextAreaElement).value).toBe('Works nights');
    expect(screen.getByTestId('fictional-notice').textContent).toContain(
      'Members of Vonk see this profile marked as host',
    );
    expect(screen.getByTestId('profile-messages-link').getAttribute('href')).toBe(
      '/profiles/messages?profile_id=42',
    );
  });

  it('saves only what changed, and says so when nothing did', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('profile-form', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('profile-edit-save'));
    expect(await screen.findByTestId('profile-edit-unchanged')).toBeTruthy();
    type('profile-edit-city', 'Amersfoort');
    type('profile-edit-status', 'disabled');
    type('profile-edit-hair', 'red');
    type('profile-edit-notes', 'Works days now');
    fireEvent.click(screen.getByTestId('profile-edit-save'));
    expect(await screen.findByTestId('profile-edit-saved')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH', '/api/admin/fictional-profiles.php')).toEqual([
      { id: 42, city: 'Amersfoort', status: 'disabled', hair: 'red', notes: 'Works days now' },
    ]);
  });

  it('keeps a broken field from being sent and shows the API refusal', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('profile-form', {}, { timeout: 15_000 });
    type('profile-edit-name', '   ');
    fireEvent.click(screen.getByTestId('profile-edit-save'));
    expect(await screen.findByText('Give the profile a name of up to 40 characters')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH', '/api/admin/fictional-profiles.php')).toEqual([]);
    fetchMock.mockImplementationOnce(async () => errorAnswer('staff_forbidden'));
    type('profile-edit-name', 'Mila');
    fireEvent.click(screen.getByTestId('profile-edit-save'));
    expect(await screen.findByTestId('profile-edit-error')).toBeTruthy();
  });
});

describe('the photo manager', () => {
  beforeAll(() => {
    // jsdom reads files slowly and without a data: URL of our choosing
    jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      Object.defineProperty(this, 'result', { value: 'data:image/png;base64,AAAA', configurable: true });
      this.onload?.({} as ProgressEvent<FileReader>);
    });
  });

  it('uploads the chosen file as multipart to the profile and shows the new photo', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('photo-7', {}, { timeout: 15_000 });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'portrait.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('photo-file'), { target: { files: [file] } });
    expect(await screen.findByTestId('photo-9')).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(upload?.[0])).toBe('/api/admin/fictional-photos.php?profile_id=42');
    const form = upload?.[1]?.body as FormData;
    expect(form.get('photo')).toBe(file);
    expect(screen.getByTestId('photo-count').textContent).toBe('3 of 25 photos');
  });

  it('makes another photo the main one and deletes one only after a confirmation', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('photo-8', {}, { timeout: 15_000 });
    expect(screen.getByTestId('photo-7').textContent).toContain('Main photo');
    fireEvent.click(screen.getByTestId('photo-make-main-8'));
    await waitFor(() => expect(screen.getByTestId('photo-8').textContent).toContain('Main photo'));
    expect(sent(fetchMock, 'PATCH', '/api/admin/fictional-photos.php')).toEqual([
      { profile_id: 42, main_photo_id: 8 },
    ]);
    fireEvent.click(screen.getByTestId('photo-delete-8'));
    await screen.findByTestId('photo-delete-dialog');
    expect(sent(fetchMock, 'DELETE', '/api/admin/fictional-photos.php')).toEqual([]);
    fireEvent.click(screen.getByTestId('photo-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('photo-8')).toBeNull());
    expect(sent(fetchMock, 'DELETE', '/api/admin/fictional-photos.php')).toEqual([{ profile_id: 42, id: 8 }]);
  });
});
