import type { PaymentMethodsAnswer } from '@amora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { bodiesOf, english, queriesOf, resetBrowserState } from '../members/members-test-fixtures';
import { bundle, discount, freeMember, method } from './credits-test-fixtures';
import { checkout } from './PaymentMethodPage';

let go: jest.SpyInstance;
beforeEach(() => {
  resetBrowserState();
  go = jest.spyOn(checkout, 'go').mockImplementation(() => {});
});
afterEach(() => go.mockRestore());

const methods = (withDiscount = false): PaymentMethodsAnswer => ({
  bundle: bundle(2, 100, 1799, withDiscount ? 10 : 0, true),
  methods: [
    method('ideal', 'iDEAL'),
    method('creditcard', 'Card'),
    method('paypal', 'PayPal'),
    method('directdebit', 'SEPA Direct Debit'),
  ],
  discount: withDiscount ? discount({ code: 'SPRING10', kind: 'promotion', value_percentage: 10 }) : null,
});

const tile = (id: string) =>
  screen.getAllByTestId('payment-method').find((element) => element.dataset.method === id) as HTMLElement;

const checkoutUrl = 'http://vonk.localhost/api/simulator.php?id=sim_abc';

describe('payment method page', () => {
  it('shows the order, posts the bundle, the method and the code (never a price) and leaves for the checkout', async () => {
    const fetch = installFetch({
      ...freeMember,
      'GET /api/payment-methods.php': { body: methods(true) },
      'POST /api/payments.php': { body: { payment_id: 31, checkout_url: checkoutUrl, status: 'open' } },
    });
    renderApp('/credits/2?code=SPRING10', english);
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByTestId('order-credits').textContent).toBe('100 credits');
    expect(within(summary).getByTestId('order-price').textContent).toBe('€16.19');
    expect(within(summary).getByTestId('order-discount').textContent).toBe('Code SPRING10: 10% off');
    expect(summary.querySelector('s')?.textContent).toBe('€17.99');
    expect(Object.fromEntries(queriesOf(fetch, '/api/payment-methods.php')[0])).toEqual({
      bundle_id: '2',
      code: 'SPRING10',
    });
    // the methods by the app's own names in the member's language, not the provider's descriptions
    expect(screen.getAllByTestId('payment-method-name').map((element) => element.textContent)).toEqual([
      'iDEAL',
      'credit card',
      'PayPal',
      'SEPA direct debit',
    ]);
    expect(screen.getByTestId('payment-method-back').getAttribute('href')).toBe('/credits?code=SPRING10');

    fireEvent.click(tile('ideal'));
    await waitFor(() => expect(go).toHaveBeenCalledWith(checkoutUrl));
    expect(bodiesOf(fetch, 'POST', '/api/payments.php')).toEqual([
      { bundle_id: 2, method: 'ideal', code: 'SPRING10' },
    ]);
  });

  it('offers the method of the URL first, and sends no code when none was typed', async () => {
    const fetch = installFetch({
      ...freeMember,
      'GET /api/payment-methods.php': { body: methods() },
      'POST /api/payments.php': { body: { payment_id: 32, checkout_url: checkoutUrl, status: 'open' } },
    });
    renderApp('/credits/2/paypal', english);
    const preferred = await screen.findByTestId('payment-method-preferred');
    expect(preferred.textContent).toBe('Pay €17.99 with PayPal');
    expect(queriesOf(fetch, '/api/payment-methods.php')[0].get('code')).toBeNull();
    fireEvent.click(preferred);
    await waitFor(() => expect(go).toHaveBeenCalledWith(checkoutUrl));
    expect(bodiesOf(fetch, 'POST', '/api/payments.php')).toEqual([{ bundle_id: 2, method: 'paypal' }]);
  });

  it('goes to the transaction when there is no checkout to visit', async () => {
    installFetch({
      ...freeMember,
      'GET /api/payment-methods.php': { body: methods() },
      'POST /api/payments.php': { body: { payment_id: 33, checkout_url: null, status: 'paid' } },
    });
    const { router } = renderApp('/credits/2', english);
    await screen.findAllByTestId('payment-method');
    fireEvent.click(tile('creditcard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/33'));
    expect(go).not.toHaveBeenCalled();
  });

  it('sends direct debit to its own form with the bundle and the code', async () => {
    const fetch = installFetch({ ...freeMember, 'GET /api/payment-methods.php': { body: methods(true) } });
    const { router } = renderApp('/credits/2?code=SPRING10', english);
    await screen.findAllByTestId('payment-method');
    fireEvent.click(tile('directdebit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/directdebit'));
    expect(router.state.location.search).toBe('?bundle=2&code=SPRING10');
    expect(bodiesOf(fetch, 'POST', '/api/payments.php')).toEqual([]);
  });

  it('shows a refused payment in the page and lets the member pick again', async () => {
    installFetch({
      ...freeMember,
      'GET /api/payment-methods.php': { body: methods() },
      'POST /api/payments.php': (body) =>
        (body as { method: string }).method === 'ideal'
          ? errorAnswer('payment_method_unavailable')
          : errorAnswer('payment_provider_unavailable'),
    });
    renderApp('/credits/2', english);
    await screen.findAllByTestId('payment-method');
    fireEvent.click(tile('ideal'));
    expect((await screen.findByTestId('payment-method-error')).textContent).toBe(
      'This payment method is not available for this purchase',
    );
    await waitFor(() => expect((tile('paypal') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(tile('paypal'));
    await waitFor(() =>
      expect(screen.getByTestId('payment-method-error').textContent).toBe(
        'The payment service cannot be reached, please try again in a moment',
      ),
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('says when the method of the URL is not offered here', async () => {
    installFetch({ ...freeMember, 'GET /api/payment-methods.php': { body: methods() } });
    renderApp('/credits/2/bancontact', english);
    expect((await screen.findByTestId('payment-method-unavailable')).textContent).toBe(
      'This payment method is not available for this purchase',
    );
    expect(screen.queryByTestId('payment-method-preferred')).toBeNull();
    expect(screen.getAllByTestId('payment-method')).toHaveLength(4);
  });

  it('explains a bundle that is not on offer, and a code that does not fit the order', async () => {
    installFetch({ ...freeMember, 'GET /api/payment-methods.php': errorAnswer('bundle_not_found') });
    const first = renderApp('/credits/99', english);
    expect((await screen.findByTestId('payment-method-bundle-gone')).textContent).toContain(
      'This credit bundle is not available',
    );
    first.unmount();

    installFetch({
      ...freeMember,
      'GET /api/payment-methods.php': errorAnswer('code_minimum_order', { amount: '20.00 EUR' }),
    });
    renderApp('/credits/1?code=BIG', english);
    expect((await screen.findByTestId('payment-method-load-error')).textContent).toBe(
      'This code is valid from an order of 20.00 EUR',
    );
    expect(screen.getByTestId('payment-method-without-code').getAttribute('href')).toBe('/credits/1');
  });

  it('sends a visitor to log in and back', async () => {
    installFetch({ 'GET /api/payment-methods.php': { body: methods() } });
    const { router } = renderApp('/credits/2/ideal?code=X1', english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/credits/2/ideal?code=X1',
    );
  });
});
