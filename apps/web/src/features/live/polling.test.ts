import { USER_REFETCH_MS, USER_REFETCH_PUSH_MS, USER_REFETCH_START_MS } from '@amora/contracts';
import { pollingIntervalMs, startPolling } from './polling';

describe('the polling fallback (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 60 s between rounds, 300 s when push messages are on', () => {
    expect([USER_REFETCH_START_MS, USER_REFETCH_MS, USER_REFETCH_PUSH_MS]).toEqual([5_000, 60_000, 300_000]);
    expect(pollingIntervalMs(false)).toBe(60_000);
    expect(pollingIntervalMs(true)).toBe(300_000);
  });

  it('ticks first after 5 s, then every 60 s', () => {
    const tick = jest.fn();
    startPolling(tick, { intervalMs: () => pollingIntervalMs(false) });
    jest.advanceTimersByTime(4_999);
    expect(tick).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(59_999);
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(3 * 60_000);
    expect(tick).toHaveBeenCalledTimes(5);
  });

  it('slows to 300 s from the round after the browser subscribed to push, and speeds up again', () => {
    const tick = jest.fn();
    let subscribed = false;
    startPolling(tick, { intervalMs: () => pollingIntervalMs(subscribed) });
    jest.advanceTimersByTime(5_000);
    expect(tick).toHaveBeenCalledTimes(1);
    subscribed = true;
    jest.advanceTimersByTime(60_000); // the round planned before still comes
    expect(tick).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(299_999);
    expect(tick).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(3);
    subscribed = false;
    jest.advanceTimersByTime(300_000 + 60_000);
    expect(tick).toHaveBeenCalledTimes(5);
  });

  it('stops', () => {
    const tick = jest.fn();
    const stop = startPolling(tick, { intervalMs: () => 60_000 });
    jest.advanceTimersByTime(5_000);
    stop();
    jest.advanceTimersByTime(10 * 60_000);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
