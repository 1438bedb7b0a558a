import { TIME_BONUS } from '@amora/contracts';
import { ApiError } from '../../common/api-error.js';
import { formatMinorUnits, timeBonusWindow, welcomeWindow } from './discount-view.js';
import { orderMisfit } from './order-fit.js';

const signup = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(signup.getTime() + seconds * 1000);

describe('the time bonus window (spec §4, §9)', () => {
  it('opens at signup with the whole 14,400 s left', () => {
    expect(timeBonusWindow(signup, at(0))).toEqual({
      expires: at(14_400),
      secondsLeft: TIME_BONUS.durationSeconds,
    });
  });

  it('is still open one second and one millisecond before the end', () => {
    expect(timeBonusWindow(signup, at(14_399))?.secondsLeft).toBe(1);
    expect(timeBonusWindow(signup, at(14_399.999))?.secondsLeft).toBe(1);
  });

  it('is closed from signup + 14,400 s on', () => {
    expect(timeBonusWindow(signup, at(14_400))).toBeNull();
    expect(timeBonusWindow(signup, at(20_000))).toBeNull();
  });

  it('lasts 72 hours for the welcome code', () => {
    expect(welcomeWindow(signup, at(72 * 3600 - 1))?.secondsLeft).toBe(1);
    expect(welcomeWindow(signup, at(72 * 3600))).toBeNull();
  });
});

describe('a code against an order', () => {
  const open = { country: null, currency: null, minimumOrderValue: null, paymentMethods: null };
  const order = { country: 'NL', currency: 'EUR', amount: 1000, method: 'ideal' as const };
  const codeOf = (misfit: ApiError | null) => misfit && { code: misfit.code, params: misfit.params };

  it('fits when it has no limits, or limits the order meets', () => {
    expect(orderMisfit(open, order)).toBeNull();
    const limited = {
      country: 'NL',
      currency: 'EUR',
      minimumOrderValue: 1000,
      paymentMethods: ['ideal' as const],
    };
    expect(orderMisfit(limited, order)).toBeNull();
  });

  it('names the limit the order breaks', () => {
    expect(codeOf(orderMisfit({ ...open, country: 'BE' }, order))).toEqual({ code: 'code_wrong_country' });
    expect(codeOf(orderMisfit({ ...open, currency: 'CHF' }, order))).toEqual({ code: 'code_wrong_country' });
    expect(codeOf(orderMisfit({ ...open, minimumOrderValue: 1250 }, order))).toEqual({
      code: 'code_minimum_order',
      params: { amount: '12.50 EUR' },
    });
    expect(codeOf(orderMisfit({ ...open, paymentMethods: ['paypal'] }, order))).toEqual({
      code: 'code_wrong_method',
    });
  });

  it('leaves the minimum and the method alone when the order does not say them', () => {
    const limits = { ...open, minimumOrderValue: 5000, paymentMethods: ['paypal' as const] };
    expect(orderMisfit(limits, { country: 'NL', currency: 'EUR' })).toBeNull();
  });

  it('formats amounts in the currency’s own digits', () => {
    expect(formatMinorUnits(1250, 'EUR')).toBe('12.50 EUR');
    expect(formatMinorUnits(9900, 'SEK')).toBe('99.00 SEK');
  });
});
