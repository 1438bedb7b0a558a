import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import {
  bodiesOf,
  english,
  ownProfileFixture,
  profileRoutes,
  resetBrowserState,
} from './profile-test-fixtures';

beforeEach(resetBrowserState);

/** The inline error of a field: the text its input is described by. */
const errorUnder = (testId: string) => {
  const ids = screen.getByTestId(testId).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
};

describe('/profile details', () => {
  it('sends a visitor to the login page and back', async () => {
    installFetch();
    const { router } = renderApp('/profile', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });

  it("shows only the fields the tenant's visible_profile_fields and visible_profile_notes allow", async () => {
    installFetch(profileRoutes());
    const tenant = settingsFixture({
      domain_language: 'en_GB',
      languages: ['en'],
      visible_profile_fields: ['gender', 'hair', 'age', 'city'],
      visible_profile_notes: false,
    });
    renderApp('/profile', tenant);
    expect(await screen.findByTestId('profile-gender')).toBeTruthy();
    expect(screen.getByTestId('profile-hair')).toBeTruthy();
    for (const hidden of [
      'sexuality',
      'relationship_status',
      'eye_colour',
      'body_type',
      'tattoos',
      'about',
    ]) {
      expect(screen.queryByTestId(`profile-${hidden}`)).toBeNull();
    }
    expect(screen.queryByTestId('profile-interests')).toBeNull();
    // always editable
    expect(screen.getByTestId('profile-date-of-birth')).toBeTruthy();
    expect(screen.getByTestId('profile-place-input')).toBeTruthy();
  });

  it('shows every attribute with translated values, the interests as chips and the age', async () => {
    installFetch(profileRoutes());
    renderApp('/profile', english);
    const sexuality = await screen.findByTestId('profile-sexuality');
    expect(screen.getByText('Sexual orientation')).toBeTruthy();
    expect([...(sexuality as HTMLSelectElement).options].map((o) => o.textContent)).toHaveLength(4);
    expect((screen.getByTestId('profile-hair') as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId('profile-about')).toBeTruthy();
    expect((await screen.findByTestId('profile-interest-travel')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('profile-interest-music').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('profile-name').textContent).toBe('anna');
    expect(screen.getByTestId('profile-age').textContent).toBe('35 years');
    // photo, place, hair, body type and the text are missing: 5 of 11
    expect(screen.getByTestId('profile-completeness').textContent).toBe('Your profile is 55% complete');
    expect((screen.getByTestId('profile-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves only what changed, and shows the answer', async () => {
    const fetch = installFetch({
      ...profileRoutes(),
      'PUT /api/my-profile.php': (body) => ({ body: { profile: ownProfileFixture(body as object) } }),
    });
    renderApp('/profile', english);
    fireEvent.change(await screen.findByTestId('profile-hair'), { target: { value: 'brown' } });
    fireEvent.change(screen.getByTestId('profile-eye_colour'), { target: { value: '' } });
    fireEvent.click(await screen.findByTestId('profile-interest-music'));
    fireEvent.change(screen.getByTestId('profile-tattoos'), { target: { value: 'yes' } });
    fireEvent.change(screen.getByTestId('profile-about'), { target: { value: '  Hi there  ' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([
      { hair: 'brown', eye_colour: null, interests: ['travel', 'music'], tattoos: true, about: 'Hi there' },
    ]);
    expect((screen.getByTestId('profile-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows relationship status and tattoos as not said until the member says, and can unsay them', async () => {
    const unsaid = { relationship_status: null, tattoos: null };
    const fetch = installFetch({
      ...profileRoutes(ownProfileFixture(unsaid)),
      'PUT /api/my-profile.php': (body) => ({ body: { profile: ownProfileFixture(body as object) } }),
    });
    renderApp('/profile', english);
    const status = (await screen.findByTestId('profile-relationship_status')) as HTMLSelectElement;
    const tattoos = screen.getByTestId('profile-tattoos') as HTMLSelectElement;
    expect([status.selectedOptions[0].textContent, tattoos.selectedOptions[0].textContent]).toEqual([
      'Prefer not to say',
      'Prefer not to say',
    ]);
    fireEvent.change(status, { target: { value: 'divorced' } });
    fireEvent.change(tattoos, { target: { value: 'no' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    fireEvent.change(tattoos, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([
        { relationship_status: 'divorced', tattoos: false },
        { tattoos: null },
      ]),
    );
  });

  it('checks the minimum age before sending, and shows API error codes under their field or above the form', async () => {
    let answer = errorAnswer('too_young', { min_age: 18 });
    const fetch = installFetch({ ...profileRoutes(), 'PUT /api/my-profile.php': () => answer });
    renderApp('/profile', english);
    const date = await screen.findByTestId('profile-date-of-birth');
    fireEvent.change(date, { target: { value: `${new Date().getFullYear() - 10}-01-01` } });
    expect(errorUnder('profile-date-of-birth')).toBe('You are 10');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(errorUnder('profile-date-of-birth')).toBe('You must be at least 18 years old'),
    );
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);
    // an emptied date is asked for, not called too young
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(errorUnder('profile-date-of-birth')).toBe('Date of birth required, minimum age 18+'),
    );
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);

    // the API decides too (its own clock, its own rule)
    fireEvent.change(date, { target: { value: '2000-02-29' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(errorUnder('profile-date-of-birth')).toBe('You must be at least 18 years old'),
    );
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([{ date_of_birth: '2000-02-29' }]);

    answer = errorAnswer('validation_failed');
    fireEvent.change(screen.getByTestId('profile-gender'), { target: { value: 'male' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-form-error')).textContent).toBe('Some fields are not valid');
  });
});
