import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { bodiesOf, english, resetBrowserState } from '../account-settings/settings-test-fixtures';

beforeEach(resetBrowserState);

async function requestReset(email: string) {
  fireEvent.change(await screen.findByTestId('reset-email'), { target: { value: email } });
  fireEvent.click(screen.getByTestId('reset-submit'));
}

describe('/reset-password', () => {
  it('sends the link and says where to', async () => {
    const fetch = installFetch({ 'POST /api/password-reset.php': { body: { ok: true } } });
    renderApp('/reset-password', english);
    await requestReset('anna@example.com');
    expect((await screen.findByTestId('reset-sent')).textContent).toContain(
      'We sent a link to anna@example.com',
    );
    expect(bodiesOf(fetch, 'POST', '/api/password-reset.php')).toEqual([{ email: 'anna@example.com' }]);
  });

  it('tells a member awaiting deletion to reactivate by e-mail', async () => {
    const fetch = installFetch({ 'POST /api/password-reset.php': errorAnswer('account_pending_deletion') });
    renderApp('/reset-password', english);
    await requestReset('anna@example.com');
    const card = await screen.findByTestId('reset-pending-deletion');
    expect(screen.getByRole('alert').textContent).toBe('Account pending deletion, reactivate by e-mail');
    expect(card.textContent).toContain(
      'We have sent the link to reactivate your account to anna@example.com again',
    );
    expect(screen.queryByTestId('reset-sent')).toBeNull();
    expect(screen.queryByTestId('reset-error')).toBeNull();
    expect(bodiesOf(fetch, 'POST', '/api/password-reset.php')).toHaveLength(1);
  });

  it('shows too many reset mails at once, without asking again', async () => {
    const fetch = installFetch({ 'POST /api/password-reset.php': errorAnswer('too_many_reset_emails') });
    renderApp('/reset-password', english);
    await requestReset('anna@example.com');
    expect((await screen.findByTestId('reset-error')).textContent).toBe(
      'Too many password reset emails, try tomorrow',
    );
    await waitFor(() => expect(screen.getByTestId('reset-submit').hasAttribute('disabled')).toBe(false));
    expect(bodiesOf(fetch, 'POST', '/api/password-reset.php')).toHaveLength(1);
  });
});
