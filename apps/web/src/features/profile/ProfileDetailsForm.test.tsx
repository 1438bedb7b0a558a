import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { settingsFixture } from '../../test-utils/settings-fixture';
import { userFixture } from '../../test-utils/user-fixture';
import {
  bodiesOf,
  english,
  ownProfileFixture,
  profileRoutes,
  resetBrowserState,
} from './profile-test-fixtures';

beforeEach(resetBrowserState);
afterEach(() => jest.useRealTimers());

/** The inline error of a field: the text its input is described by. */
const errorUnder = (testId: string) => {
  const ids = screen.getByTestId(testId).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
};

const dateSelect = (part: 'day' | 'month' | 'year') =>
  screen.getByTestId(`profile-dob-${part}`) as HTMLSelectElement;

/** Picks a date of birth in the day, month and year selects ('' leaves a part unchosen). */
const chooseDate = (day: string, month: string, year: string) => {
  fireEvent.change(dateSelect('day'), { target: { value: day } });
  fireEvent.change(dateSelect('month'), { target: { value: month } });
  fireEvent.change(dateSelect('year'), { target: { value: year } });
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
    // the date of birth in three selects, the month by name, the age under them
    expect([dateSelect('day').value, dateSelect('month').value, dateSelect('year').value]).toEqual([
      '12',
      '5',
      '1990',
    ]);
    expect(dateSelect('month').selectedOptions[0].textContent).toBe('May');
    expect(errorUnder('profile-date-of-birth')).toMatch(/^You are \d+$/);
    // no photo (30 of 100), and place, hair, body type and the text of 10 others missing: 0.7 × 6/10
    expect(screen.getByTestId('profile-completeness').textContent).toBe('Your profile is 42% complete');
    expect(screen.getByTestId('profile-save').getAttribute('aria-disabled')).toBe('true');
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
    const save = screen.getByTestId('profile-save') as HTMLButtonElement;
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([
      { hair: 'brown', eye_colour: null, interests: ['travel', 'music'], tattoos: true, about: 'Hi there' },
    ]);
    // nothing left to save: dimmed, and the focus stays on it (a disabled button would drop it)
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toHaveLength(1);
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

  it('checks the minimum age before sending, and shows API error codes under their field or in the save bar', async () => {
    // a fixed day: the youngest year in the list still has days after it
    jest.useFakeTimers({ advanceTimers: true, now: new Date(2026, 5, 15, 12) });
    let answer = errorAnswer('too_young', { min_age: 18 });
    const fetch = installFetch({ ...profileRoutes(), 'PUT /api/my-profile.php': () => answer });
    renderApp('/profile', english);
    await screen.findByTestId('profile-date-of-birth');
    // the year list runs from the newest allowed to 100 years back
    const years = [...dateSelect('year').options].map((option) => option.value);
    expect([years[1], years.at(-1)]).toEqual(['2008', '1926']);
    // said as soon as the date is chosen, not only once saved
    chooseDate('31', '12', '2008');
    expect(errorUnder('profile-date-of-birth')).toBe('You must be at least 18 years old');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(errorUnder('profile-date-of-birth')).toBe('You must be at least 18 years old'),
    );
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);
    // a partly chosen date is asked for, not called too young
    fireEvent.change(dateSelect('day'), { target: { value: '' } });
    expect(errorUnder('profile-date-of-birth')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(errorUnder('profile-date-of-birth')).toBe('Date of birth required, minimum age 18+'),
    );
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);

    // the API decides too (its own clock, its own rule)
    chooseDate('29', '2', '2000');
    expect(errorUnder('profile-date-of-birth')).toBe('You are 26');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(errorUnder('profile-date-of-birth')).toBe('You must be at least 18 years old'),
    );
    expect(dateSelect('day').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([{ date_of_birth: '2000-02-29' }]);

    answer = errorAnswer('validation_failed');
    fireEvent.change(screen.getByTestId('profile-gender'), { target: { value: 'male' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-form-error')).textContent).toBe('Some fields are not valid');
    // in the save bar, beside the button pressed, not at the top of a long form
    expect(within(screen.getByTestId('profile-save-bar')).getByTestId('profile-form-error')).toBeTruthy();
    // a new attempt says what is wrong now, not what the last one was told
    chooseDate('31', '2', '1990');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(errorUnder('profile-date-of-birth')).toMatch(/does not exist/));
    expect(screen.queryByTestId('profile-form-error')).toBeNull();
  });

  it('refuses a day its month lacks, saying so, instead of rolling it over into the next month', async () => {
    const fetch = installFetch({
      ...profileRoutes(),
      'PUT /api/my-profile.php': (body) => ({ body: { profile: ownProfileFixture(body as object) } }),
    });
    renderApp('/profile', english);
    await screen.findByTestId('profile-date-of-birth');
    const noSuchDate = 'This date does not exist – check the day and month';
    chooseDate('31', '2', '1990');
    // said as soon as the three are chosen
    expect(errorUnder('profile-date-of-birth')).toBe(noSuchDate);
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(errorUnder('profile-date-of-birth')).toBe(noSuchDate));
    expect(dateSelect('month').getAttribute('aria-invalid')).toBe('true');
    // taken to the date, which may be far above the save bar the member pressed
    expect(document.activeElement).toBe(dateSelect('day'));
    // the choice stays as made, not turned into 3 March
    expect([dateSelect('day').value, dateSelect('month').value]).toEqual(['31', '2']);
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);
    // 29 February only in a leap year
    chooseDate('29', '2', '2001');
    expect(errorUnder('profile-date-of-birth')).toBe(noSuchDate);
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(errorUnder('profile-date-of-birth')).toBe(noSuchDate));
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);
    // a real date clears the error and is saved
    fireEvent.change(dateSelect('year'), { target: { value: '2000' } });
    expect(screen.getByTestId('profile-date-of-birth').getAttribute('aria-invalid')).toBeNull();
    expect(errorUnder('profile-date-of-birth')).toMatch(/^You are \d+$/);
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([{ date_of_birth: '2000-02-29' }]),
    );
    expect(errorUnder('profile-date-of-birth')).toMatch(/^You are \d+$/);
  });

  it('names the months in the interface language', async () => {
    installFetch({
      ...profileRoutes(),
      'GET /api/user.php': { body: { user: userFixture({ language: 'de' }) } },
    });
    renderApp('/profile', { ...english, domain_language: 'de_DE', languages: ['de'] });
    await screen.findByTestId('profile-date-of-birth');
    const months = [...dateSelect('month').options].map((option) => option.textContent);
    expect(months.slice(1, 4)).toEqual(['Januar', 'Februar', 'März']);
    expect(dateSelect('month').selectedOptions[0].textContent).toBe('Mai');
    expect(screen.getByText('Geburtsdatum')).toBeTruthy();
  });

  it("words the attribute options for the member's own gender, and follows a change of it", async () => {
    installFetch({
      ...profileRoutes(),
      'GET /api/user.php': { body: { user: userFixture({ language: 'es' }) } },
    });
    renderApp('/profile', { ...english, domain_language: 'es_ES', languages: ['es'] });
    const status = (await screen.findByTestId('profile-relationship_status')) as HTMLSelectElement;
    const selected = () => status.selectedOptions[0].textContent;
    expect(selected()).toBe('Soltera');
    fireEvent.change(screen.getByTestId('profile-gender'), { target: { value: 'male' } });
    expect(selected()).toBe('Soltero');
  });

  it('offers to try again when the profile does not load', async () => {
    let calls = 0;
    const routes = profileRoutes();
    installFetch({
      ...routes,
      'GET /api/my-profile.php': () =>
        ++calls === 1 ? errorAnswer('rate_limited') : { body: { profile: ownProfileFixture() } },
    });
    renderApp('/profile', english);
    expect(await screen.findByTestId('profile-load-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-load-retry'));
    expect(await screen.findByTestId('profile-form')).toBeTruthy();
    expect(screen.queryByTestId('profile-load-error')).toBeNull();
  });

  it('says when the text about oneself is as long as it may be, not only in the count', async () => {
    installFetch(profileRoutes());
    renderApp('/profile', english);
    const about = await screen.findByTestId('profile-about');
    fireEvent.change(about, { target: { value: 'x'.repeat(999) } });
    expect(screen.getByTestId('profile-about-full').textContent).toBe('');
    fireEvent.change(about, { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByTestId('profile-about-full').textContent).toBe('Maximum length reached');
  });
});
