import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { ledgerEntry, memberAnswer } from './member-fixtures';

type Routes = Parameters<typeof routeFetch>[1];

function setUp(path: string, routes: Routes = {}, member = memberAnswer()) {
  const fetchMock = mockFetch();
  let answer = member;
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('support'),
    'GET /api/admin/member.php': () => jsonResponse(200, answer),
    ...routes,
  });
  const app = renderApp(path);
  return { fetchMock, ...app, answerWith: (next: typeof member) => (answer = next) };
}
const calls = (mock: jest.Mock, path: string) =>
  mock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('a member for support', () => {
  it('shows who they are, their state and their profile with photos to enlarge', async () => {
    setUp('/members/42');
    expect((await screen.findByTestId('member-name')).textContent).toBe('Anna 42');
    expect(screen.getByTestId('member-email').textContent).toBe('anna42@example.com');
    expect(screen.getByTestId('member-tenant').textContent).toBe('Vonk');
    expect(screen.getByTestId('member-badge-active')).toBeTruthy();
    expect(screen.getByTestId('member-badge-premium')).toBeTruthy();
    expect(screen.queryByTestId('member-activation')).toBeNull();
    expect(screen.getByTestId('member-credits').textContent).toBe('120');
    expect(screen.getByTestId('member-profile').textContent).toContain('Utrecht, NL');
    expect(screen.getByTestId('member-tab-sessions').textContent).toBe('Sessions2');
    // the second photo waits for review: marked, and said so to screen readers
    expect(screen.queryByTestId('member-photo-3-pending')).toBeNull();
    expect(screen.getByTestId('member-photo-4-pending').textContent).toBe('Waiting for review');
    expect(
      screen.getByRole('button', { name: 'Photo 2 of Anna, waiting for review, show large' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Photo 1 of Anna, show large' }));
    const large = await screen.findByTestId('member-photo-large');
    expect(within(large).getByRole('img').getAttribute('src')).toBe(
      'https://vonk.example/media/p/abc/full.webp',
    );
  });

  it('shows every state that matters as a badge', async () => {
    setUp(
      '/members/42',
      {},
      memberAnswer({
        status: 'pending_deletion',
        disabled_at: '2026-11-20T10:00:00.000Z',
        deletion_requested_at: '2026-11-19T10:00:00.000Z',
        paid_user: false,
      }),
    );
    await screen.findByTestId('member-name');
    const badges = screen.getByTestId('member-badges-42');
    expect(within(badges).getByTestId('member-badge-disabled')).toBeTruthy();
    expect(within(badges).getByTestId('member-badge-deletion')).toBeTruthy();
    expect(within(badges).queryByTestId('member-badge-active')).toBeNull();
    expect(within(badges).queryByTestId('member-badge-premium')).toBeNull();
  });

  it('ends all sessions after a confirmation and says how many ended', async () => {
    const { fetchMock, answerWith } = setUp('/members/42/sessions', {
      'POST /api/admin/member-sessions.php': () => jsonResponse(200, { ended: 2 }),
    });
    expect(await screen.findByTestId('member-session-501')).toBeTruthy();
    fireEvent.click(screen.getByTestId('member-sessions-end'));
    const dialog = await screen.findByTestId('member-sessions-confirm');
    expect(dialog.textContent).toContain('Anna 42 is signed out on every device at once (2 sessions)');
    expect(calls(fetchMock, '/api/admin/member-sessions.php')).toEqual([]);
    answerWith({ ...memberAnswer(), sessions: [] });
    fireEvent.click(within(dialog).getByTestId('member-sessions-confirm-end'));
    expect((await screen.findByTestId('member-sessions-ended')).textContent).toBe(
      '2 sessions ended: the member is signed out everywhere.',
    );
    const [[, init]] = calls(fetchMock, '/api/admin/member-sessions.php');
    expect(JSON.parse(String(init?.body))).toEqual({ member_id: 42 });
    await waitFor(() => expect(screen.queryByTestId('member-session-501')).toBeNull());
    expect(screen.queryByTestId('member-sessions-confirm')).toBeNull();
    expect((screen.getByTestId('member-sessions-end') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the confirmation open with the reason when ending fails', async () => {
    setUp('/members/42/sessions', {
      'POST /api/admin/member-sessions.php': () => errorAnswer('member_not_found'),
    });
    fireEvent.click(await screen.findByTestId('member-sessions-end'));
    fireEvent.click(await screen.findByTestId('member-sessions-confirm-end'));
    expect((await screen.findByTestId('member-sessions-error')).textContent).toBe(
      'This member does not exist',
    );
    expect(screen.getByTestId('member-sessions-confirm')).toBeTruthy();
  });

  it('sends the activation mail again to an unconfirmed member', async () => {
    const unconfirmed = memberAnswer({ status: 'not_confirmed', confirmed_at: null });
    const { fetchMock } = setUp(
      '/members/42',
      { 'POST /api/admin/member-activation.php': () => jsonResponse(200, { ok: true }) },
      unconfirmed,
    );
    expect((await screen.findByTestId('member-activation')).textContent).toContain(
      'The e-mail address anna42@example.com is not confirmed yet.',
    );
    expect(screen.getByTestId('member-badge-unconfirmed')).toBeTruthy();
    fireEvent.click(screen.getByTestId('member-activation-resend'));
    await waitFor(() =>
      expect(screen.getByTestId('member-activation').textContent).toBe(
        'The activation mail is on its way to anna42@example.com. ',
      ),
    );
    const [[, init]] = calls(fetchMock, '/api/admin/member-activation.php');
    expect(JSON.parse(String(init?.body))).toEqual({ member_id: 42 });
    expect(calls(fetchMock, '/api/admin/member.php')).toHaveLength(2);
  });

  it('says why the activation mail could not go again', async () => {
    setUp(
      '/members/42',
      { 'POST /api/admin/member-activation.php': () => errorAnswer('too_many_mails') },
      memberAnswer({ status: 'not_confirmed', confirmed_at: null }),
    );
    fireEvent.click(await screen.findByTestId('member-activation-resend'));
    expect((await screen.findByTestId('member-activation-error')).textContent).toBe(
      'Too many e-mails sent, try again later',
    );
    expect(screen.getByTestId('member-activation-resend')).toBeTruthy();
  });

  it('pages the ledger backwards with "load older" until there is nothing older', async () => {
    const { fetchMock } = setUp('/members/42/ledger', {
      'GET /api/admin/member-ledger.php': (_init, url) =>
        url.searchParams.get('cursor') === '59'
          ? jsonResponse(200, { ledger: [ledgerEntry(58), ledgerEntry(57)], next_cursor: '57' })
          : jsonResponse(200, { ledger: [ledgerEntry(56, 'signup')], next_cursor: null }),
    });
    const purchase = await screen.findByTestId('member-ledger-60');
    expect(purchase.textContent).toContain('+100');
    expect(purchase.textContent).toContain('Purchase');
    expect(screen.getByTestId('member-ledger-59').textContent).toContain('-10');
    fireEvent.click(screen.getByTestId('member-ledger-older'));
    expect(await screen.findByTestId('member-ledger-57')).toBeTruthy();
    fireEvent.click(screen.getByTestId('member-ledger-older'));
    expect((await screen.findByTestId('member-ledger-56')).textContent).toContain('Welcome credits');
    expect(screen.queryByTestId('member-ledger-older')).toBeNull();
    expect(calls(fetchMock, '/api/admin/member-ledger.php').map(([url]) => String(url))).toEqual([
      '/api/admin/member-ledger.php?id=42&cursor=59',
      '/api/admin/member-ledger.php?id=42&cursor=57',
    ]);
    const rows = within(screen.getByTestId('member-ledger-table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + 5);
  });

  it('lists payments with refunds, the codes used and the mails sent', async () => {
    const { router } = setUp('/members/42/payments');
    const payment = await screen.findByTestId('member-payment-900');
    expect(payment.textContent).toContain('€19.95');
    expect(payment.textContent).toContain('Paid');
    expect(screen.getByTestId('member-payment-refunded-900').textContent).toBe('50 credits · €5.00');
    expect(payment.textContent).toContain('iDEAL');
    fireEvent.click(screen.getByTestId('member-tab-codes'));
    expect((await screen.findByTestId('member-code-WELCOME-25')).textContent).toContain('25%');
    expect(router.state.location.pathname).toBe('/members/42/codes');
    fireEvent.click(screen.getByTestId('member-tab-mails'));
    const mail = await screen.findByTestId('member-mail-77');
    expect(mail.textContent).toContain('Confirm your e-mail address');
    expect(mail.textContent).toContain('Sent');
  });

  it('refunds the rest of a payment through its provider and shows the member again', async () => {
    const member = memberAnswer();
    const { fetchMock, answerWith } = setUp('/members/42/payments', {
      'POST /api/admin/payment-refund.php': (init) => {
        const body = JSON.parse(String(init?.body));
        const [paid] = member.payments;
        answerWith({ ...member, payments: [{ ...paid, refunded_amount: paid.amount }] });
        return jsonResponse(200, {
          refund: {
            id: 2,
            payment_id: 900,
            provider_ref: 're_2',
            amount: body.amount,
            currency: 'EUR',
            credits: 150,
            credits_taken: 150,
            debt_credits: 0,
            created_at: '2026-11-26T05:00:00.000Z',
          },
          payment: {
            id: 900,
            member_id: 42,
            amount: 1995,
            currency: 'EUR',
            refunded_amount: 1995,
            remaining_amount: 0,
          },
          credits: 0,
          done: true,
        });
      },
    });
    fireEvent.click(await screen.findByTestId('refund-payment-900'));
    expect((screen.getByTestId('refund-amount') as HTMLInputElement).value).toBe('14.95');
    fireEvent.change(screen.getByTestId('refund-reason'), { target: { value: 'Charged twice' } });
    fireEvent.click(screen.getByTestId('refund-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('refund-payment-dialog').textContent).toContain(
        '€14.95 refunded. 150 credits taken back; the balance is now 0 credits.',
      ),
    );
    const [, init] = calls(fetchMock, '/api/admin/payment-refund.php')[0];
    expect(JSON.parse(String(init.body))).toMatchObject({
      payment_id: 900,
      amount: 1495,
      reason: 'Charged twice',
    });
    // the member is read again: nothing is left to refund, so the row offers no refund any more
    await waitFor(() => expect(screen.queryByTestId('refund-payment-900')).toBeNull());
    expect(calls(fetchMock, '/api/admin/member.php').length).toBe(2);
  });

  it('shows the API’s error for a member out of reach', async () => {
    setUp('/members/42', { 'GET /api/admin/member.php': () => errorAnswer('member_not_found') });
    expect((await screen.findByTestId('member-error')).textContent).toBe('This member does not exist');
  });

  it('knows no tab it does not have', async () => {
    setUp('/members/42/nonsense');
    expect(await screen.findByTestId('admin-not-found')).toBeTruthy();
  });
});
