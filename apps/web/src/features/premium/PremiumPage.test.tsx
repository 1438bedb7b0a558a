import type { Bundle } from '@amora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import {
  bundle,
  bundlesAnswer,
  freeMember,
  premiumMember,
  standardBundles,
} from '../credits/credits-test-fixtures';
import { english, resetBrowserState } from '../members/members-test-fixtures';

beforeEach(resetBrowserState);

const inFrancs = (item: Bundle): Bundle => ({ ...item, currency: 'CHF' });

describe('premium page', () => {
  it('tells a free member what premium gives, with the bundles of their country', async () => {
    installFetch({ ...freeMember, 'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) } });
    const { router } = renderApp('/premium', english);
    expect((await screen.findByTestId('premium-title')).textContent).toBe('Go Premium');
    const benefit = (key: string) => screen.getByTestId(`premium-benefit-${key}`).textContent;
    expect(benefit('photos')).toContain('See every photo');
    expect(benefit('uploads')).toBe('Up to 25 photosShow yourself with up to 25 photos instead of 3.');
    expect(benefit('conversations')).toContain('Free members can start 2 conversations');
    expect(benefit('chance')).toContain('46% better chance');
    expect(benefit('repeat')).toContain('Repeat order in one click');
    const rows = within(screen.getByTestId('premium-comparison')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Feature', 'Free', 'Premium'],
      ['See all photos', 'Partly', 'Yes'],
      ['Photo uploads', '3', '25'],
      ['Start conversations', '2', 'Unlimited'],
      ['Repeat order in one click', '–No', 'Yes'],
    ]);
    expect(screen.getByTestId('premium-cta').getAttribute('href')).toBe('/credits');
    expect((await screen.findByTestId('bundles-country')).textContent).toBe(
      'Prices for Netherlands, VAT included. A message costs 10 credits.',
    );
    const cards = screen.getAllByTestId('bundle-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByTestId('bundle-message-price').textContent).toBe('€2.00 per message');

    fireEvent.click(within(cards[0]).getByTestId('bundle-choose'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/1'));
  });

  it('thanks a premium member and offers the repeat order', async () => {
    installFetch({ ...premiumMember, 'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) } });
    renderApp('/premium', english);
    await waitFor(() => expect(screen.getByTestId('premium-title').textContent).toBe("You're Premium"));
    expect(screen.getByTestId('premium-repeat').getAttribute('href')).toBe('/credits/repeat-order');
  });
});

describe('pricing page', () => {
  it('shows a visitor every bundle with its price and price per message, and the way to buy', async () => {
    installFetch({
      'GET /api/bundles.php': {
        body: {
          ...bundlesAnswer([bundle(5, 60, 1500), bundle(6, 150, 3000, 0, true)].map(inFrancs)),
          country: 'CH',
          currency: 'CHF',
        },
      },
    });
    const { router } = renderApp('/pricing', english);
    const rows = await screen.findAllByTestId('price-row');
    expect(
      rows.map((row) => [
        row.querySelector('strong')?.textContent,
        within(row).getByTestId('price-row-price').textContent,
        within(row).getByTestId('price-row-message').textContent,
      ]),
    ).toEqual([
      ['60', 'CHF\u00a015.00', 'CHF\u00a02.50'],
      ['150', 'CHF\u00a030.00', 'CHF\u00a02.00'],
    ]);
    expect(rows[1].textContent).toContain('Best value');
    expect(screen.getByTestId('bundles-country').textContent).toContain('Prices for Switzerland');
    expect(screen.getByTestId('pricing-cta').getAttribute('href')).toBe('/credits');

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Buy 60 credits for CHF\u00a015.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/credits/5');
  });
});
