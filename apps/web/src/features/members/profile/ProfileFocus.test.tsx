import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeRoutes, installFetch, renderApp } from '../../../test-utils/render-app';
import { asMember, card, detail, english, resetBrowserState } from '../members-test-fixtures';

const sentLike = { ...card(42, { name: 'Sanne' }), liked_at: '2025-06-01T12:00:00.000Z' };

beforeEach(() => {
  resetBrowserState();
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

/** The fake API, with the answers to `held` ("METHOD /api/path.php") waiting until the test releases them. */
function serve(routes: FakeRoutes, held: string) {
  const answer = installFetch({ ...asMember, ...routes });
  let release = () => {};
  const fetch = async (url: string, init?: RequestInit) => {
    if (`${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === held)
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    return answer(url, init);
  };
  Object.assign(globalThis, { fetch });
  return { release: () => act(async () => release()) };
}

/** Presses a focused button whose call the API holds: it stays focused, busy for assistive technology. */
async function pressAndHold(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
}

describe('profile page focus', () => {
  it('keeps the focus on Like while it works, and says what it did', async () => {
    let liked = false;
    const api = serve(
      {
        'GET /api/profile.php': { body: { profile: detail() } },
        'GET /api/likes.php': () => ({ body: { profiles: liked ? [sentLike] : [], liked_by: [] } }),
        'POST /api/likes.php': () => {
          liked = true;
          return { body: { liked: true, match: false } };
        },
      },
      'POST /api/likes.php',
    );
    renderApp('/members/42', english);
    const like = await screen.findByTestId('profile-like');
    await pressAndHold(like);
    await api.release();
    await waitFor(() => expect(like.textContent).toBe('Unlike'));
    expect(like.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(like);
    expect(screen.getByTestId('profile-like-status').textContent).toBe('You liked Sanne');
  });

  it('keeps the focus on Unblock while it works, then gives it to Like on the profile shown again', async () => {
    let blocked = true;
    const api = serve(
      {
        'GET /api/profile.php': () => ({ body: { profile: detail({ blocked }) } }),
        'DELETE /api/blocks.php': () => {
          blocked = false;
          return { body: { ok: true } };
        },
      },
      'DELETE /api/blocks.php',
    );
    renderApp('/members/42', english);
    await pressAndHold(await screen.findByTestId('profile-unblock'));
    await api.release();
    const like = await screen.findByTestId('profile-like');
    await waitFor(() => expect(document.activeElement).toBe(like));
  });

  it('keeps the focus on the confirmation while blocking', async () => {
    const api = serve(
      {
        'GET /api/profile.php': { body: { profile: detail() } },
        'POST /api/blocks.php': { body: { ok: true } },
      },
      'POST /api/blocks.php',
    );
    renderApp('/members/42', english);
    fireEvent.click(await screen.findByTestId('profile-block'));
    await pressAndHold(within(await screen.findByTestId('block-dialog')).getByTestId('block-confirm'));
    await api.release();
  });

  it('keeps the focus on Send while reporting, then moves it to the thanks, which it reads out', async () => {
    const api = serve(
      {
        'GET /api/profile.php': { body: { profile: detail() } },
        'POST /api/complaints.php': { body: { id: 9 } },
      },
      'POST /api/complaints.php',
    );
    renderApp('/members/42', english);
    fireEvent.click(await screen.findByTestId('profile-report'));
    const modal = await screen.findByTestId('report-modal');
    fireEvent.change(within(modal).getByTestId('report-reason'), { target: { value: 'spam_or_scam' } });
    await pressAndHold(within(modal).getByTestId('report-submit'));
    await api.release();
    const thanks = await within(modal).findByTestId('report-thanks');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(thanks.textContent).toBe('Thank you. Our support team will look into this profile.');
  });
});
