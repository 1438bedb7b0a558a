import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { userFixture } from '../../test-utils/user-fixture';
import { dispatchLiveEvent } from '../live/live-data';
import { english, queriesOf, resetBrowserState } from '../members/members-test-fixtures';
import { PAYMENT_POLL_MS } from './payments-api';
import { paidPayment, payment } from './payments-test-fixtures';

beforeEach(resetBrowserState);
afterEach(() => jest.useRealTimers());

const member = (credits: number, paid_user = false) => ({
  'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits, paid_user }) } },
});

describe('transaction page', () => {
  it('shows "Processing your payment" while open, asking again every 3 s until paid', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let status: 'open' | 'pending' | 'paid' = 'open';
    let credits = 0;
    const fetch = installFetch({
      'GET /api/user.php': () => ({
        body: { user: userFixture({ language: 'en', credits, paid_user: credits > 0 }) },
      }),
      'GET /api/payments.php': () => ({
        body: { payments: [status === 'paid' ? paidPayment() : payment({ status })] },
      }),
    });
    renderApp('/transactions/7', english);
    expect((await screen.findByTestId('transaction-pending')).textContent).toContain(
      'Processing your payment',
    );
    expect(queriesOf(fetch, '/api/payments.php')[0].get('id')).toBe('7');

    status = 'pending';
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(screen.getByTestId('transaction-pending')).toBeTruthy();
    const asked = queriesOf(fetch, '/api/payments.php').length;
    expect(asked).toBeGreaterThanOrEqual(2);

    status = 'paid';
    credits = 100;
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    const done = await screen.findByTestId('transaction-completed');
    expect(done.textContent).toContain('100 credits added');
    expect(done.textContent).toContain('You are a premium member from now on.');
    // the session user is loaded again: the new balance
    expect((await screen.findByTestId('transaction-balance')).textContent).toBe('Your balance: 100 credits');
    expect(within(done).getByRole('link', { name: 'To your chats' }).getAttribute('href')).toBe('/chats');
    expect(within(done).getByRole('link', { name: 'Discover members' }).getAttribute('href')).toBe(
      '/members',
    );

    // final: no more polling
    const final = queriesOf(fetch, '/api/payments.php').length;
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(queriesOf(fetch, '/api/payments.php').length).toBe(final);
  });

  it('shows a skeleton while the payment loads', async () => {
    const fetch = installFetch(member(0));
    const routes = fetch.getMockImplementation();
    if (!routes) throw new Error('installFetch answers by route');
    // the payment's answer never comes: the page stays loading
    fetch.mockImplementation((url: string, init?: RequestInit) =>
      String(url).startsWith('/api/payments.php') ? new Promise(() => {}) : routes(url, init),
    );
    renderApp('/transactions/7', english);
    expect((await screen.findByTestId('transaction-loading')).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('transaction-pending')).toBeNull();
  });

  it('follows the live payment event of its own payment at once', async () => {
    let status: 'open' | 'paid' = 'open';
    installFetch({
      ...member(0),
      'GET /api/payments.php': () => ({
        body: { payments: [status === 'paid' ? paidPayment() : payment()] },
      }),
    });
    renderApp('/transactions/7', english);
    await screen.findByTestId('transaction-pending');
    status = 'paid';
    act(() =>
      dispatchLiveEvent({ type: 'payment', payment_id: 8, status: 'paid', paid_user: true } as never),
    );
    expect(screen.queryByTestId('transaction-completed')).toBeNull();
    act(() =>
      dispatchLiveEvent({ type: 'payment', payment_id: 7, status: 'paid', paid_user: true } as never),
    );
    expect(await screen.findByTestId('transaction-completed')).toBeTruthy();
  });

  it('offers another method for an open payment (back from the checkout unpaid), not for a pending one', async () => {
    let status: 'open' | 'pending' = 'open';
    const fetch = installFetch({
      ...member(0),
      'GET /api/payments.php': () => ({ body: { payments: [payment({ status })] } }),
    });
    renderApp('/transactions/7', english);
    const open = await screen.findByTestId('transaction-pending');
    expect(within(open).getByTestId('transaction-order').textContent).toBe('100 credits · €17.99 · iDEAL');
    expect(within(open).getByRole('link', { name: 'Try another method' }).getAttribute('href')).toBe(
      '/credits/3',
    );
    status = 'pending';
    const asked = queriesOf(fetch, '/api/payments.php').length;
    act(() =>
      dispatchLiveEvent({ type: 'payment', payment_id: 7, status: 'pending', paid_user: false } as never),
    );
    await waitFor(() => expect(queriesOf(fetch, '/api/payments.php').length).toBe(asked + 1));
    await waitFor(() => expect(screen.queryByTestId('transaction-retry')).toBeNull());
    expect(screen.getByTestId('transaction-pending').textContent).toContain('Processing your payment');
  });

  it.each(['failed', 'canceled', 'expired'] as const)(
    'a %s payment offers another method',
    async (status) => {
      installFetch({ ...member(0), 'GET /api/payments.php': { body: { payments: [payment({ status })] } } });
      renderApp('/transactions/7', english);
      const failed = await screen.findByTestId('transaction-failed');
      expect(failed.textContent).toContain('Payment failed or cancelled');
      expect(within(failed).getByTestId('transaction-order').textContent).toBe(
        '100 credits · €17.99 · iDEAL',
      );
      expect(within(failed).getByRole('link', { name: 'Try another method' }).getAttribute('href')).toBe(
        '/credits/3',
      );
      expect(screen.queryByTestId('receipt')).toBeNull();
    },
  );

  it('shows the receipt of a paid payment with company, net, VAT and total, and prints it', async () => {
    installFetch({ ...member(100, true), 'GET /api/payments.php': { body: { payments: [paidPayment()] } } });
    window.print = jest.fn();
    renderApp('/transactions/7', english);
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('receipt-number').textContent).toBe('Receipt number AMORA-2026-7');
    expect(within(receipt).getByTestId('receipt-date').textContent).toBe('March 2, 2026');
    const company = within(receipt).getByTestId('receipt-company').textContent;
    for (const part of ['Amora B.V.', 'Keizersgracht 1', 'Amsterdam', '12345678', 'NL001234567B01']) {
      expect(company).toContain(part);
    }
    expect(within(receipt).getByTestId('receipt-net').textContent).toBe('€14.87');
    expect(within(receipt).getByTestId('receipt-vat').textContent).toBe('€3.12');
    expect(receipt.textContent).toContain('VAT 21%');
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe('€17.99');
    expect(within(receipt).queryByTestId('receipt-discount')).toBeNull();
    expect(within(receipt).getByTestId('receipt-method').textContent).toBe('Paid with iDEAL');
    fireEvent.click(within(receipt).getByTestId('receipt-print'));
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it('says on the receipt which code took how much off the list price, and the method by its name', async () => {
    installFetch({
      ...member(100, true),
      'GET /api/payments.php': {
        body: {
          payments: [
            paidPayment({
              method: 'creditcard',
              amount: 1439,
              list_amount: 1799,
              discount_code: 'SPRING20',
              discount_percentage: 20,
            }),
          ],
        },
      },
    });
    renderApp('/transactions/7', english);
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe('€14.39');
    expect(within(receipt).getByTestId('receipt-discount').textContent).toBe(
      'Includes 20% off with code SPRING20 (regular price €17.99)',
    );
    expect(within(receipt).getByTestId('receipt-method').textContent).toBe('Paid with credit card');
    expect(screen.getByTestId('transaction-back').getAttribute('href')).toBe('/transactions');
  });

  it('shows payment_not_found for a payment that is not the member’s', async () => {
    installFetch({ ...member(0), 'GET /api/payments.php': errorAnswer('payment_not_found') });
    renderApp('/transactions/99', english);
    expect(await screen.findByTestId('transaction-error')).toBeTruthy();
  });
});

describe('transactions list', () => {
  it('lists one’s payments with date, credits, amount and status, each linking to its page', async () => {
    installFetch({
      ...member(100, true),
      'GET /api/payments.php': {
        body: {
          payments: [paidPayment({ id: 9 }), payment({ id: 8, status: 'failed', credits: 50, amount: 999 })],
        },
      },
    });
    renderApp('/transactions', english);
    const rows = await screen.findAllByTestId('transactions-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/transactions/9', '/transactions/8']);
    expect(rows[0].textContent).toContain('100 credits');
    expect(rows[0].textContent).toContain('Mar 2, 2026');
    expect(rows[0].textContent).toContain(' · iDEAL');
    expect(within(rows[0]).getByTestId('transactions-amount').textContent).toBe('€17.99');
    expect(within(rows[0]).getByTestId('transactions-status').textContent).toBe('Paid');
    expect(within(rows[1]).getByTestId('transactions-status').textContent).toBe('Failed');
    expect(within(rows[1]).getByTestId('transactions-amount').textContent).toBe('€9.99');
  });

  it('says what to do when there are no payments', async () => {
    installFetch({ ...member(0), 'GET /api/payments.php': { body: { payments: [] } } });
    renderApp('/transactions', english);
    const empty = await screen.findByTestId('transactions-empty');
    expect(within(empty).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/credits');
  });

  it('sends visitors to log in', async () => {
    installFetch();
    const { router } = renderApp('/transactions/7', english);
    await screen.findByTestId('login-page').catch(() => undefined);
    expect(router.state.location.pathname).toBe('/login');
  });
});
