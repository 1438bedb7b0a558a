import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../../test-utils/error-answer';
import { type FakeRoutes, installFetch, renderApp } from '../../../test-utils/render-app';
import {
  asMember,
  bodiesOf,
  card,
  detail,
  english,
  member,
  resetBrowserState,
} from '../members-test-fixtures';

beforeEach(resetBrowserState);

function showProfile(profile = detail(), routes: FakeRoutes = asMember) {
  const fetch = installFetch({ ...routes, 'GET /api/profile.php': { body: { profile } } });
  renderApp('/members/42', english);
  return fetch;
}

describe('profile page', () => {
  it("shows an operator-run profile with the tenant's icon and warning, and its translated details", async () => {
    showProfile(detail({ fictional: true }));
    const name = await screen.findByTestId('profile-name');
    expect(name.textContent).toContain('Sanne, 29');
    expect(within(name).getByTestId('fictional-icon').textContent).toBe('✦');
    expect(screen.getByTestId('fictional-warning').textContent).toContain(
      'This profile is run by our Vonk team',
    );
    expect(screen.getByTestId('profile-attributes').textContent).toContain('Hair colour');
    expect(screen.getByTestId('profile-interests').textContent).toContain('Travel');
    expect(screen.getByTestId('profile-about').textContent).toContain('Coffee first.');
  });

  it("says the disclosure in the member's language when it is not the tenant's own (the tenant writes it in its domain language)", async () => {
    installFetch({
      'GET /api/user.php': { body: { user: { ...member, language: 'it' } } },
      'GET /api/profile.php': { body: { profile: detail({ fictional: true }) } },
    });
    renderApp('/members/42', { ...english, languages: ['en', 'it'] });
    const name = await screen.findByTestId('profile-name');
    const italian =
      'Questo profilo è gestito dal nostro team ed è fittizio; non è possibile incontrarsi di persona.';
    expect(screen.getByTestId('fictional-warning').textContent).toContain(italian);
    expect(screen.getByTestId('fictional-warning').textContent).not.toContain('Vonk team');
    expect(within(name).getByTestId('fictional-icon').getAttribute('aria-label')).toBe(italian);
  });

  it("writes the distance as the member's language writes numbers", async () => {
    installFetch({
      'GET /api/user.php': { body: { user: { ...member, language: 'fr' } } },
      'GET /api/profile.php': { body: { profile: detail({ distance: 4118 }) } },
    });
    renderApp('/members/42', { ...english, languages: ['en', 'fr'] });
    await screen.findByTestId('profile-name');
    expect(document.body.textContent).toContain('4\u202f118 km');
  });

  it('says "less than 1 km" of a member in the same place, not "0 km"', async () => {
    showProfile(detail({ distance: 0 }));
    await screen.findByTestId('profile-name');
    expect(document.body.textContent).toContain('less than 1 km away');
    expect(document.body.textContent).not.toContain('0 km');
  });

  it('shows no disclosure on a real member', async () => {
    showProfile();
    await screen.findByTestId('profile-name');
    expect(screen.queryByTestId('fictional-icon')).toBeNull();
    expect(screen.queryByTestId('fictional-warning')).toBeNull();
  });

  it('takes a member to the chat with this profile', async () => {
    const fetch = installFetch({ ...asMember, 'GET /api/profile.php': { body: { profile: detail() } } });
    const { router } = renderApp('/members/42', english);
    fireEvent.click(await screen.findByTestId('profile-chat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42/chat'));
    expect(fetch).toHaveBeenCalled();
  });

  it('likes the profile, and a like back shows the match modal', async () => {
    const fetch = showProfile(detail(), {
      ...asMember,
      'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
      'POST /api/likes.php': { body: { liked: true, match: true } },
    });
    fireEvent.click(await screen.findByTestId('profile-like'));
    expect(await screen.findByTestId('match-modal')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/likes.php')).toEqual([{ profile_id: 42 }]);
  });

  it('shows a profile liked before as liked, on a quiet button with a filled heart', async () => {
    showProfile(detail(), {
      ...asMember,
      'GET /api/likes.php': {
        body: { profiles: [{ ...card(42), liked_at: '2026-11-20T10:00:00+00:00' }], liked_by: [] },
      },
    });
    const like = await screen.findByTestId('profile-like');
    await waitFor(() => expect(like.textContent).toBe('Unlike'));
    expect(like.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
  });

  it('shows why a like was refused', async () => {
    showProfile(detail(), {
      ...asMember,
      'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
      'POST /api/likes.php': errorAnswer('contact_blocked'),
    });
    fireEvent.click(await screen.findByTestId('profile-like'));
    expect((await screen.findByTestId('toast')).textContent).toBe('You cannot contact this member');
  });

  it('opens the signup modal when a visitor wants to chat', async () => {
    showProfile(detail(), {});
    fireEvent.click(await screen.findByTestId('profile-chat'));
    expect(await screen.findByTestId('signup-modal')).toBeTruthy();
  });

  it('reports a profile with a reason and words', async () => {
    const fetch = showProfile(detail(), { ...asMember, 'POST /api/complaints.php': { body: { id: 9 } } });
    fireEvent.click(await screen.findByTestId('profile-report'));
    const modal = await screen.findByTestId('report-modal');
    fireEvent.click(within(modal).getByTestId('report-submit'));
    expect(within(modal).getByText('Choose a reason for your report')).toBeTruthy();
    fireEvent.change(within(modal).getByTestId('report-reason'), { target: { value: 'spam_or_scam' } });
    fireEvent.change(within(modal).getByTestId('report-text'), { target: { value: ' Asks for money ' } });
    fireEvent.click(within(modal).getByTestId('report-submit'));
    expect(await within(modal).findByTestId('report-sent')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/complaints.php')).toEqual([
      { profile_id: 42, reason: 'spam_or_scam', text: 'Asks for money' },
    ]);
  });

  it('asks what happened before sending a report for "Other"', async () => {
    const fetch = showProfile(detail(), { ...asMember, 'POST /api/complaints.php': { body: { id: 9 } } });
    fireEvent.click(await screen.findByTestId('profile-report'));
    const modal = await screen.findByTestId('report-modal');
    expect(within(modal).getByText('What happened? (optional)')).toBeTruthy();
    fireEvent.change(within(modal).getByTestId('report-reason'), { target: { value: 'other' } });
    expect(within(modal).getByText('What happened?')).toBeTruthy();
    fireEvent.change(within(modal).getByTestId('report-text'), { target: { value: '   ' } });
    fireEvent.click(within(modal).getByTestId('report-submit'));
    expect(within(modal).getByTestId('report-text-error').textContent).toBe('Fill in this field');
    expect(within(modal).getByTestId('report-text').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(modal).getByTestId('report-text'));
    expect(bodiesOf(fetch, 'POST', '/api/complaints.php')).toEqual([]);
    fireEvent.change(within(modal).getByTestId('report-text'), { target: { value: 'Sends links' } });
    expect(within(modal).queryByTestId('report-text-error')).toBeNull();
    fireEvent.click(within(modal).getByTestId('report-submit'));
    expect(await within(modal).findByTestId('report-sent')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/complaints.php')).toEqual([
      { profile_id: 42, reason: 'other', text: 'Sends links' },
    ]);
  });

  it('shows why a report failed, in the member language', async () => {
    showProfile(detail(), { ...asMember, 'POST /api/complaints.php': errorAnswer('cannot_report_self') });
    fireEvent.click(await screen.findByTestId('profile-report'));
    fireEvent.change(await screen.findByTestId('report-reason'), { target: { value: 'fake_profile' } });
    fireEvent.click(screen.getByTestId('report-submit'));
    expect((await screen.findByTestId('report-error')).textContent).toBe(
      'You cannot report your own profile',
    );
  });

  it('blocks after confirmation, then offers to unblock', async () => {
    let blocked = false;
    const fetch = installFetch({
      ...asMember,
      'GET /api/profile.php': () => ({ body: { profile: detail({ blocked }) } }),
      'POST /api/blocks.php': () => {
        blocked = true;
        return { body: { ok: true } };
      },
      'DELETE /api/blocks.php': () => {
        blocked = false;
        return { body: { ok: true } };
      },
    });
    renderApp('/members/42', english);
    // where the page is scrolled to: the notice must be on screen when it scrolls to the top
    const scrolledWithNotice = jest.fn();
    window.scrollTo = jest.fn(() => {
      scrolledWithNotice(screen.queryByTestId('profile-blocked-notice') !== null);
    }) as typeof window.scrollTo;
    fireEvent.click(await screen.findByTestId('profile-block'));
    const dialog = await screen.findByTestId('block-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Block Sanne?');
    fireEvent.click(within(dialog).getByTestId('block-confirm'));
    const notice = await screen.findByTestId('profile-blocked-notice');
    expect(notice.textContent).toContain('You blocked Sanne');
    expect(bodiesOf(fetch, 'POST', '/api/blocks.php')).toEqual([{ profile_id: 42 }]);
    await waitFor(() => expect(document.activeElement).toBe(within(notice).getByRole('heading')));
    expect(scrolledWithNotice).toHaveBeenLastCalledWith(true);
    expect(within(notice).getByTestId('profile-blocked-search').getAttribute('href')).toBe('/members');
    fireEvent.click(within(notice).getByTestId('profile-unblock'));
    expect(await screen.findByTestId('profile-name')).toBeTruthy();
    expect(bodiesOf(fetch, 'DELETE', '/api/blocks.php')).toEqual([{ profile_id: 42 }]);
  });
});

describe("the member's own profile", () => {
  it('says it is how others see it and links to editing it, with no like, chat, block or report', async () => {
    showProfile(detail({ id: member.profile?.id }));
    const notice = await screen.findByTestId('profile-own-notice');
    expect(notice.textContent).toContain('This is how other members see your profile.');
    expect(within(notice).getByTestId('profile-own-edit').getAttribute('href')).toBe('/profile');
    for (const action of ['profile-like', 'profile-chat', 'profile-block', 'profile-report'])
      expect(screen.queryByTestId(action)).toBeNull();
  });

  it("is no one else's: another member's profile has no such notice", async () => {
    showProfile();
    expect(await screen.findByTestId('profile-like')).toBeTruthy();
    expect(screen.queryByTestId('profile-own-notice')).toBeNull();
  });
});

describe('profile page errors', () => {
  it.each([
    ['profile_not_found', 'Profile not found'],
    ['profile_blocked', 'Profile not available'],
  ] as const)('shows %s as a clear state with a way back to search', async (code, title) => {
    installFetch({ ...asMember, 'GET /api/profile.php': errorAnswer(code) });
    renderApp('/members/42', english);
    const state = await screen.findByTestId(`profile-error-${code}`);
    expect(within(state).getByRole('heading').textContent).toBe(title);
    expect(within(state).getByTestId('profile-error-search').getAttribute('href')).toBe('/members');
  });

  it('treats an id that is no number as a profile that does not exist, without asking the API', async () => {
    const fetch = installFetch(asMember);
    renderApp('/members/abc', english);
    expect(await screen.findByTestId('profile-error-profile_not_found')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('profile.php'))).toBe(false),
    );
  });
});
