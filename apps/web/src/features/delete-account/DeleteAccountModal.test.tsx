import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { bodiesOf, english, loggedIn, resetBrowserState } from '../account-settings/settings-test-fixtures';

beforeEach(resetBrowserState);

describe('deleting an account', () => {
  it('offers the discount, then deletes with the password and shows /account-deleted', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'GET /api/delete-offer.php': { body: { delete_discount: 30 } },
      'POST /api/delete-offer.php': {
        body: { code: 'STAY30-ABCD', value_percentage: 30, expires: '2026-12-31T00:00:00Z' },
      },
      'DELETE /api/user.php': { body: { ok: true } },
    });
    const { router } = renderApp('/settings', english);
    fireEvent.click(await screen.findByTestId('settings-delete'));
    expect(await screen.findByText('Stay and get 30% off your next credits')).toBeTruthy();
    fireEvent.click(screen.getByTestId('delete-offer-claim'));
    expect((await screen.findByTestId('delete-offer-code')).textContent).toBe('STAY30-ABCD');
    expect(screen.getByTestId('delete-offer-credits').getAttribute('href')).toBe('/credits');

    fireEvent.change(screen.getByTestId('delete-reason'), { target: { value: 'Met someone' } });
    fireEvent.click(screen.getByTestId('delete-continue'));
    expect(
      within(screen.getByTestId('delete-modal')).getByText(/everything is deleted after 14 days/),
    ).toBeTruthy();
    fireEvent.change(await screen.findByTestId('delete-password'), { target: { value: 'my-password' } });
    expect(bodiesOf(fetch, 'DELETE', '/api/user.php')).toEqual([]);
    // once deleted, the session is gone
    const after = installFetch({
      ...loggedIn,
      'GET /api/user.php': { body: { user: null } },
      'DELETE /api/user.php': { body: { ok: true } },
    });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-deleted'));
    expect((await screen.findByTestId('account-deleted')).textContent).toContain('14 days');
    expect(bodiesOf(after, 'DELETE', '/api/user.php')).toEqual([
      { password: 'my-password', reason: 'Met someone' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('member-nav')).toBeNull());
  });

  it('makes no offer when the company gives no discount, and keeps the account on a wrong password', async () => {
    const fetch = installFetch({
      ...loggedIn,
      'GET /api/delete-offer.php': { body: { delete_discount: 0 } },
      'DELETE /api/user.php': errorAnswer('password_wrong'),
    });
    const { router } = renderApp('/settings', english);
    fireEvent.click(await screen.findByTestId('settings-delete'));
    fireEvent.click(await screen.findByTestId('delete-continue'));
    expect(screen.queryByTestId('delete-offer')).toBeNull();
    fireEvent.click(await screen.findByTestId('delete-confirm'));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(bodiesOf(fetch, 'DELETE', '/api/user.php')).toEqual([]);
    fireEvent.change(await screen.findByTestId('delete-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    const field = screen.getByTestId('delete-password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0])?.textContent).toBe(
      'The password is not correct',
    );
    expect(screen.queryByTestId('delete-error')).toBeNull();
    expect(bodiesOf(fetch, 'DELETE', '/api/user.php')).toEqual([{ password: 'wrong' }]);
    expect(router.state.location.pathname).toBe('/settings');

    fireEvent.click(screen.getByTestId('delete-cancel'));
    await waitFor(() => expect(screen.queryByTestId('delete-modal')).toBeNull());
  });
});
