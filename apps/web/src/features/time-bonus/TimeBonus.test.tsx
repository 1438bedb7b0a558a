import { ALERT_STORAGE_KEYS, type Discount, TIME_BONUS } from '@amora/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { userFixture } from '../../test-utils/user-fixture';
import { discount } from '../credits/credits-test-fixtures';
import { english, queriesOf, resetBrowserState } from '../members/members-test-fixtures';
import { formatCountdown } from './time-bonus-store';

beforeEach(() => {
  resetBrowserState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const timeBonus = (seconds_left: number) =>
  discount({ kind: 'time_bonus', code: 'TIMEBONUS25', seconds_left, duration: 14_400 });

function setUp({
  active = timeBonus(14_352) as Discount | null,
  credits = 0,
  paid_user = false,
  loggedIn = true,
} = {}) {
  return installFetch({
    'GET /api/user.php': {
      body: { user: loggedIn ? userFixture({ language: 'en', credits, paid_user }) : null },
    },
    'GET /api/discountcode.php': { body: { discount: active } },
    'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
    'GET /api/payments.php': { body: { payments: [] } },
  });
}

const tick = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

describe('time bonus countdown', () => {
  it.each([
    [14_400, '04:00:00'],
    [14_352, '03:59:12'],
    [3_661, '01:01:01'],
    [59, '00:00:59'],
    [0, '00:00:00'],
  ])('writes %i seconds as %s', (seconds, clock) => {
    expect(formatCountdown(seconds)).toBe(clock);
  });
});

describe('time bonus banner', () => {
  it('shows the bonus at the top of the members area, ticking each second, linking to /credits', async () => {
    setUp();
    renderApp('/likes', english);
    const banner = await screen.findByTestId('time-bonus-banner');
    expect(banner.textContent).toBe('25% extra discount — ends in 03:59:12');
    expect(banner.getAttribute('href')).toBe('/credits');
    await tick(1_000);
    expect(within(banner).getByTestId('time-bonus-clock').textContent).toBe('03:59:11');
    await tick(61_000);
    expect(within(banner).getByTestId('time-bonus-clock').textContent).toBe('03:58:10');
  });

  it('disappears at zero', async () => {
    setUp({ active: timeBonus(2) });
    renderApp('/likes', english);
    expect((await screen.findByTestId('time-bonus-clock')).textContent).toBe('00:00:02');
    await tick(2_000);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('is not shown outside the members area', async () => {
    setUp();
    const { router } = renderApp('/transactions', english);
    await screen.findByTestId('transactions-empty');
    await tick(100);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    await act(() => router.navigate('/likes'));
    expect(await screen.findByTestId('time-bonus-banner')).toBeTruthy();
    await act(() => router.navigate('/transactions'));
    await tick(100);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('is never asked for by paid members nor visitors', async () => {
    const fetch = setUp({ paid_user: true, credits: 10 });
    renderApp('/likes', english);
    await screen.findByTestId('nav-likes');
    await tick(100);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(queriesOf(fetch, '/api/discountcode.php')).toHaveLength(0);
  });

  it('is not asked for by visitors (logged out)', async () => {
    const fetch = setUp({ loggedIn: false });
    renderApp('/likes', english);
    await tick(500);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(queriesOf(fetch, '/api/discountcode.php')).toHaveLength(0);
  });

  it('shows nothing for a welcome code (only the time bonus has a banner)', async () => {
    setUp({ active: discount() });
    renderApp('/likes', english);
    await screen.findByTestId('nav-likes');
    await tick(100);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('goes when the member pays (the user turns paid)', async () => {
    let paid = false;
    installFetch({
      'GET /api/user.php': () => ({
        body: { user: userFixture({ language: 'en', credits: paid ? 100 : 0, paid_user: paid }) },
      }),
      'GET /api/discountcode.php': { body: { discount: timeBonus(14_352) } },
      'GET /api/likes.php': { body: { profiles: [], liked_by: [] } },
    });
    renderApp('/likes', english);
    await screen.findByTestId('time-bonus-banner');
    paid = true;
    const { dispatchLiveEvent } = await import('../live/live-data');
    act(() =>
      dispatchLiveEvent({ type: 'payment', payment_id: 1, status: 'paid', paid_user: true } as never),
    );
    await tick(100);
    await tick(100);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });
});

describe('time bonus modal', () => {
  it('opens exactly 40 s after entering the members area for a member with zero credits, and stays closed once closed', async () => {
    setUp();
    const first = renderApp('/likes', english);
    await screen.findByTestId('time-bonus-banner');
    await tick(TIME_BONUS.modalDelayMs - 200);
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
    await tick(200);
    const modal = await screen.findByTestId('time-bonus-modal');
    expect(within(modal).getByTestId('time-bonus-modal-percentage').textContent).toBe('25% off');
    const before = Math.floor(Date.now() / 1000);
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await tick(10);
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
    expect(Number(localStorage.getItem(ALERT_STORAGE_KEYS.timeBonus))).toBeGreaterThanOrEqual(before);
    first.unmount();

    renderApp('/likes', english);
    await screen.findByTestId('time-bonus-banner');
    await tick(TIME_BONUS.modalDelayMs + 1_000);
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  });

  it('never opens for a member with credits', async () => {
    setUp({ credits: 5 });
    renderApp('/likes', english);
    await screen.findByTestId('time-bonus-banner');
    await tick(TIME_BONUS.modalDelayMs + 1_000);
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  });

  it('"To the credits" goes to /credits and closes', async () => {
    setUp();
    const { router } = renderApp('/likes', english);
    await screen.findByTestId('time-bonus-banner');
    await tick(TIME_BONUS.modalDelayMs);
    fireEvent.click(await screen.findByTestId('time-bonus-modal-credits'));
    await tick(10);
    expect(router.state.location.pathname).toBe('/credits');
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  });
});
