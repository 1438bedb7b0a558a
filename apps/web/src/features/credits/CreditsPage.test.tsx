import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { english, queriesOf, resetBrowserState } from '../members/members-test-fixtures';
import {
  answerByUrl,
  bundle,
  bundlesAnswer,
  discount,
  freeMember,
  premiumMember,
  standardBundles,
} from './credits-test-fixtures';

beforeEach(resetBrowserState);

const cards = () => screen.getAllByTestId('bundle-card');
const cardOf = (id: number) => cards().find((card) => card.dataset.bundleId === String(id)) as HTMLElement;
const text = (card: HTMLElement, testId: string) => within(card).getByTestId(testId).textContent;

describe('credits page', () => {
  it('shows a visitor the bundles with price, price per message and the best value, and sends them to log in', async () => {
    installFetch({ 'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) } });
    const { router } = renderApp('/credits', english);
    await screen.findAllByTestId('bundle-card');
    expect(cards().map((card) => text(card, 'bundle-credits'))).toEqual(['50', '100', '250']);
    expect(text(cardOf(2), 'bundle-price')).toBe('€17.99');
    // 1799 / 100 credits × 10 credits a message
    expect(text(cardOf(2), 'bundle-message-price')).toBe('€1.80 per message');
    expect(within(cardOf(2)).getByTestId('bundle-best-value').textContent).toBe('Best value');
    expect(within(cardOf(1)).queryByTestId('bundle-best-value')).toBeNull();
    expect(screen.queryByTestId('bundle-list-price')).toBeNull();
    expect(screen.queryByTestId('discount-banner')).toBeNull();
    // the code is checked as a member: visitors get no field
    expect(screen.queryByTestId('discount-code-toggle')).toBeNull();
    expect(screen.getByTestId('credits-message-cost').textContent).toContain('costs 10 credits');

    const choose = within(cardOf(2)).getByRole('button', { name: 'Choose' });
    expect(
      choose
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['100credits', '€17.99']);
    fireEvent.click(choose);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/credits/2');
  });

  it('applies the active discount: its banner, the list price struck and the lower price', async () => {
    const fetch = installFetch({
      ...freeMember,
      'GET /api/bundles.php': {
        body: bundlesAnswer(
          standardBundles(25),
          discount({ kind: 'time_bonus', code: 'TIMEBONUS25', seconds_left: 3661 }),
        ),
      },
    });
    const { router } = renderApp('/credits', english);
    const banner = await screen.findByTestId('discount-banner');
    expect(within(banner).getByTestId('discount-banner-title').textContent).toBe('Time bonus: 25% off');
    expect(within(banner).getByTestId('discount-banner-clock').textContent).toBe('Ends in 01:01:01');
    const card = cardOf(2);
    expect(text(card, 'bundle-list-price')).toBe('Regular price€17.9925% off');
    expect(within(card).getByTestId('bundle-list-price').querySelector('s')?.textContent).toBe('€17.99');
    expect(text(card, 'bundle-price')).toBe('€13.49');
    expect(text(card, 'bundle-message-price')).toBe('€1.35 per message');
    expect(screen.getByTestId('credits-balance').textContent).toBe('You have 0 credits');

    fireEvent.click(within(card).getByTestId('bundle-choose'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/2'));
    expect(router.state.location.search).toBe('');
    // the prices were asked without a code: the API applies the active discount itself
    expect(queriesOf(fetch, '/api/bundles.php')[0].get('code')).toBeNull();
  });

  it('asks for the prices again when the time bonus runs out', async () => {
    let calls = 0;
    const fetch = installFetch({
      ...freeMember,
      'GET /api/bundles.php': () =>
        calls++ === 0
          ? {
              body: bundlesAnswer(
                standardBundles(25),
                discount({ kind: 'time_bonus', code: 'TIMEBONUS25', seconds_left: 1 }),
              ),
            }
          : { body: bundlesAnswer(standardBundles()) },
    });
    renderApp('/credits', english);
    expect((await screen.findByTestId('discount-banner-clock')).textContent).toBe('Ends in 00:00:01');
    expect(text(cardOf(1), 'bundle-price')).toBe('€7.49');
    await waitFor(() => expect(screen.queryByTestId('discount-banner')).toBeNull());
    expect(text(cardOf(1), 'bundle-price')).toBe('€9.99');
    expect(queriesOf(fetch, '/api/bundles.php')).toHaveLength(2);
  });

  it('shows the welcome bonus as its own banner', async () => {
    installFetch({
      ...freeMember,
      'GET /api/bundles.php': { body: bundlesAnswer(standardBundles(25), discount()) },
    });
    renderApp('/credits', english);
    expect((await screen.findByTestId('discount-banner-title')).textContent).toBe('Welcome bonus: 25% off');
    // three days left: a date, not a clock
    expect(screen.queryByTestId('discount-banner-clock')).toBeNull();
  });

  it('checks a typed code, says why it is refused, and reloads the prices with a good one', async () => {
    const fetch = installFetch({
      ...freeMember,
      'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) },
    });
    const refusals: Record<string, ReturnType<typeof errorAnswer>> = {
      NOPE: errorAnswer('code_not_found'),
      USED: errorAnswer('code_already_used'),
      BIG: errorAnswer('code_minimum_order', { amount: '50.00 EUR' }),
      ABROAD: errorAnswer('code_wrong_country'),
      OLD: errorAnswer('code_expired'),
      TIMEBONUS25: errorAnswer('code_not_eligible'),
    };
    answerByUrl(fetch, (url) => {
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      if (url.startsWith('/api/discountcode.php')) {
        const code = query.get('code') ?? '';
        return (
          refusals[code] ?? {
            body: { discount: discount({ code, kind: 'promotion', value_percentage: 10 }) },
          }
        );
      }
      if (url.startsWith('/api/bundles.php') && query.get('code') === 'SPRING10') {
        return {
          body: bundlesAnswer(
            standardBundles(10),
            discount({ code: 'SPRING10', kind: 'promotion', value_percentage: 10 }),
          ),
        };
      }
      return undefined;
    });
    const { router } = renderApp('/credits', english);
    await screen.findAllByTestId('bundle-card');
    fireEvent.click(screen.getByTestId('discount-code-toggle'));
    const input = screen.getByTestId('discount-code-input') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    const form = screen.getByTestId('discount-code-form');

    const expectations: Array<[string, string]> = [
      ['nope', 'Code not found'],
      [' used ', 'Code already used'],
      ['big', 'This code is valid from an order of 50.00 EUR'],
      ['abroad', 'This code is not valid in your country'],
      ['old', 'This code has expired'],
      ['timebonus25', 'This code is only for new members who have not bought yet'],
    ];
    for (const [typed, message] of expectations) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.submit(form);
      await waitFor(() => expect(form.textContent).toContain(message));
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    // refused codes never reach the prices
    expect(queriesOf(fetch, '/api/bundles.php').every((query) => query.get('code') === null)).toBe(true);
    expect(queriesOf(fetch, '/api/discountcode.php').map((query) => query.get('code'))).toEqual([
      'NOPE',
      'USED',
      'BIG',
      'ABROAD',
      'OLD',
      'TIMEBONUS25',
    ]);

    fireEvent.change(input, { target: { value: 'spring10' } });
    fireEvent.submit(form);
    // the percentage comes with the prices asked with the code
    await waitFor(() =>
      expect(screen.getByTestId('discount-code-applied').textContent).toContain(
        'Code SPRING10 applied: 10% off',
      ),
    );
    await waitFor(() => expect(text(cardOf(2), 'bundle-price')).toBe('€16.19'));
    expect(router.state.location.search).toBe('?code=SPRING10');
    expect(screen.queryByTestId('discount-code-minimum')).toBeNull();
    // the code's own discount is shown by the field, not as a second banner
    expect(screen.queryByTestId('discount-banner')).toBeNull();

    fireEvent.click(within(cardOf(2)).getByTestId('bundle-choose'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/2'));
    expect(router.state.location.search).toBe('?code=SPRING10');
  });

  it('says from which order an applied code counts, so smaller bundles keep their price', async () => {
    installFetch({
      ...freeMember,
      'GET /api/bundles.php': {
        body: bundlesAnswer(
          [bundle(1, 50, 999), bundle(2, 100, 1799), bundle(3, 250, 3999, 30)],
          discount({ code: 'BIG30', kind: 'promotion', value_percentage: 30, minimum_order_value: 2500 }),
        ),
      },
    });
    renderApp('/credits?code=BIG30', english);
    expect((await screen.findByTestId('discount-code-applied')).textContent).toContain(
      'Code BIG30 applied: 30% off',
    );
    expect(screen.getByTestId('discount-code-minimum').textContent).toBe(
      'This code is valid from an order of €25.00',
    );
    expect(text(cardOf(1), 'bundle-price')).toBe('€9.99');
    expect(text(cardOf(3), 'bundle-price')).toBe('€27.99');
  });

  it('drops a code of the URL that the prices refuse, and says why', async () => {
    const fetch = installFetch({
      ...freeMember,
      'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) },
    });
    answerByUrl(fetch, (url) =>
      url.startsWith('/api/bundles.php?code=') ? errorAnswer('code_already_used') : undefined,
    );
    const { router } = renderApp('/credits?code=once', english);
    expect((await screen.findByTestId('discount-code-form')).textContent).toContain('Code already used');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findAllByTestId('bundle-card');
    expect(text(cardOf(1), 'bundle-price')).toBe('€9.99');
  });

  it('says so when the country has no bundles', async () => {
    installFetch({ ...freeMember, 'GET /api/bundles.php': { body: bundlesAnswer([]) } });
    renderApp('/credits', english);
    expect((await screen.findByTestId('credits-empty')).textContent).toContain('No credit bundles yet');
  });

  it('offers a premium member the one-click repeat order', async () => {
    installFetch({ ...premiumMember, 'GET /api/bundles.php': { body: bundlesAnswer([bundle(1, 50, 999)]) } });
    renderApp('/credits', english);
    expect((await screen.findByTestId('credits-repeat-link')).getAttribute('href')).toBe(
      '/credits/repeat-order',
    );
    expect(screen.getByTestId('credits-balance').textContent).toBe('You have 4 credits');
  });
});
