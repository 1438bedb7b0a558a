import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { userFixture } from '../../test-utils/user-fixture';
import { english, resetBrowserState } from '../members/members-test-fixtures';
import { paidPayment } from '../payments/payments-test-fixtures';
import { bundle, bundlesAnswer, freeMember, method, standardBundles } from './credits-test-fixtures';
import { checkout } from './PaymentMethodPage';
import { rememberReturn, safeReturnPath } from './return-path';

let go: jest.SpyInstance;
beforeEach(() => {
  resetBrowserState();
  go = jest.spyOn(checkout, 'go').mockImplementation(() => {});
});
afterEach(() => go.mockRestore());

const cardOf = (id: number) =>
  screen.getAllByTestId('bundle-card').find((card) => card.dataset.bundleId === String(id)) as HTMLElement;

describe('the way back after buying credits', () => {
  it('leads from the chat through the checkout back to the conversation', async () => {
    installFetch({
      ...freeMember,
      'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) },
      'GET /api/payment-methods.php': {
        body: { bundle: bundle(2, 100, 1799, 0, true), methods: [method('ideal', 'iDEAL')], discount: null },
      },
      'POST /api/payments.php': {
        body: { payment_id: 31, checkout_url: 'http://vonk.localhost/checkout', status: 'open' },
      },
    });
    const { router, unmount } = renderApp('/credits?return=%2Fchats%2F100', english);
    await screen.findAllByTestId('bundle-card');
    fireEvent.click(within(cardOf(2)).getByTestId('bundle-choose'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/2'));
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe('/chats/100');
    expect(screen.getByTestId('payment-method-back').getAttribute('href')).toBe(
      '/credits?return=%2Fchats%2F100',
    );
    const [ideal] = await screen.findAllByTestId('payment-method');
    fireEvent.click(ideal);
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://vonk.localhost/checkout'));
    unmount();

    // the provider brings the member back to the payment's page (a new page load)
    installFetch({
      'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits: 100, paid_user: true }) } },
      'GET /api/payments.php': { body: { payments: [paidPayment({ id: 31 })] } },
    });
    renderApp('/transactions/31', english);
    const done = await screen.findByTestId('transaction-completed');
    const back = within(done).getByTestId('transaction-return');
    expect(back.textContent).toBe('Back to your conversation');
    expect(back.getAttribute('href')).toBe('/chats/100');
    // the first way out; the chat list it replaces is no longer offered
    expect(within(done).getAllByRole('link')[0]).toBe(back);
    expect(within(done).queryByRole('link', { name: 'To your chats' })).toBeNull();
  });

  it('offers the way back only for the payment it was kept for', async () => {
    rememberReturn(30, '/chats/100');
    installFetch({
      'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits: 100 }) } },
      'GET /api/payments.php': { body: { payments: [paidPayment({ id: 31 })] } },
    });
    renderApp('/transactions/31', english);
    const done = await screen.findByTestId('transaction-completed');
    expect(within(done).queryByTestId('transaction-return')).toBeNull();
    expect(within(done).getByRole('link', { name: 'To your chats' }).getAttribute('href')).toBe('/chats');
  });

  it('ignores a return that is not a path of this site', async () => {
    installFetch({ ...freeMember, 'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) } });
    const { router } = renderApp(`/credits?return=${encodeURIComponent('//evil.example/chats')}`, english);
    await screen.findAllByTestId('bundle-card');
    fireEvent.click(within(cardOf(2)).getByTestId('bundle-choose'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/2'));
    expect(router.state.location.search).toBe('');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a\nb',
    `/${'x'.repeat(600)}`,
  ])('refuses %p as a way back', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/members/43/chat')).toBe('/members/43/chat');
    expect(safeReturnPath('/chats/4?x=1')).toBe('/chats/4?x=1');
  });
});
