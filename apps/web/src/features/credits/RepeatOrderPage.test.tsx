import type { RepeatOrderAnswer } from '@amora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { type FakeAnswer, installFetch, renderApp } from '../../test-utils/render-app';
import { english, queriesOf, resetBrowserState } from '../members/members-test-fixtures';
import { bundle, bundlesAnswer, freeMember, premiumMember, standardBundles } from './credits-test-fixtures';

beforeEach(resetBrowserState);

const lastOrder = (one_click = true): RepeatOrderAnswer => ({
  bundle: bundle(2, 100, 1799, 0, true),
  method: 'creditcard',
  one_click,
});

/** POST answers in turn. */
const inTurn = (...answers: FakeAnswer[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)];
};

const posts = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url) === '/api/repeat-order.php' && init?.method === 'POST',
  );

describe('repeat order page', () => {
  it('buys the last bundle again in one click and shows its transaction', async () => {
    const fetch = installFetch({
      ...premiumMember,
      'GET /api/repeat-order.php': { body: lastOrder() },
      'POST /api/repeat-order.php': { body: { payment_id: 40, checkout_url: null, status: 'paid' } },
    });
    const { router } = renderApp('/credits/repeat-order', english);
    const buy = await screen.findByTestId('repeat-order-buy');
    expect(buy.textContent).toBe('Buy 100 credits again for €17.99');
    expect(screen.getByTestId('repeat-order-method').textContent).toBe(
      'Paid at once with your saved credit card.',
    );
    fireEvent.click(buy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/40'));
    expect(posts(fetch)).toHaveLength(1);
    // nothing but the click is sent: the API prices the order
    expect(posts(fetch)[0][1].body).toBeUndefined();
  });

  it('says when the recurring card failed, and offers a retry and PayPal', async () => {
    const fetch = installFetch({
      ...premiumMember,
      'GET /api/repeat-order.php': { body: lastOrder() },
      'POST /api/repeat-order.php': inTurn(
        { body: { payment_id: 41, checkout_url: null, status: 'failed' } },
        errorAnswer('recurring_card_failed'),
        { body: { payment_id: 42, checkout_url: null, status: 'pending' } },
      ),
    });
    const { router } = renderApp('/credits/repeat-order', english);
    fireEvent.click(await screen.findByTestId('repeat-order-buy'));
    const failed = await screen.findByTestId('repeat-order-failed');
    expect(failed.textContent).toContain('Recurring card failed, retry or use PayPal');
    expect(within(failed).getByTestId('repeat-order-paypal').getAttribute('href')).toBe('/credits/2/paypal');
    expect(screen.queryByTestId('repeat-order-buy')).toBeNull();

    // the provider refuses at once this time: the same message
    fireEvent.click(within(failed).getByTestId('repeat-order-retry'));
    await waitFor(() => expect(posts(fetch)).toHaveLength(2));
    expect(screen.getByTestId('repeat-order-failed').textContent).toContain('Recurring card failed');

    fireEvent.click(screen.getByTestId('repeat-order-retry'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/42'));
    expect(posts(fetch)).toHaveLength(3);
  });

  it('sends the member through checkout when no mandate can charge in one click', async () => {
    const fetch = installFetch({ ...premiumMember, 'GET /api/repeat-order.php': { body: lastOrder(false) } });
    renderApp('/credits/repeat-order', english);
    const link = await screen.findByTestId('repeat-order-checkout');
    expect(link.textContent).toBe('Buy 100 credits again for €17.99');
    expect(link.getAttribute('href')).toBe('/credits/2');
    expect(screen.queryByTestId('repeat-order-buy')).toBeNull();
    expect(posts(fetch)).toHaveLength(0);
  });

  it.each<[string, FakeAnswer]>([
    ['no earlier order', { body: { bundle: null, method: null, one_click: false } }],
    ['repeat_order_unavailable', errorAnswer('repeat_order_unavailable')],
  ])('shows an empty state with the way to the bundles when there is %s', async (_, answer) => {
    installFetch({ ...premiumMember, 'GET /api/repeat-order.php': answer });
    renderApp('/credits/repeat-order', english);
    const empty = await screen.findByTestId('repeat-order-unavailable');
    expect(empty.textContent).toContain('There is no earlier order to repeat');
    expect(within(empty).getByTestId('repeat-order-to-credits').getAttribute('href')).toBe('/credits');
  });

  it('shows the empty state when the mandate is gone by the time of the click', async () => {
    installFetch({
      ...premiumMember,
      'GET /api/repeat-order.php': { body: lastOrder() },
      'POST /api/repeat-order.php': errorAnswer('repeat_order_unavailable'),
    });
    renderApp('/credits/repeat-order', english);
    fireEvent.click(await screen.findByTestId('repeat-order-buy'));
    expect(await screen.findByTestId('repeat-order-unavailable')).toBeTruthy();
  });

  it('shows free members what premium gives instead', async () => {
    const fetch = installFetch({
      ...freeMember,
      'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) },
      'GET /api/repeat-order.php': { body: lastOrder() },
    });
    renderApp('/credits/repeat-order', english);
    expect((await screen.findByTestId('premium-title')).textContent).toBe('Go Premium');
    await screen.findAllByTestId('bundle-card');
    expect(queriesOf(fetch, '/api/repeat-order.php')).toHaveLength(0);
  });
});
