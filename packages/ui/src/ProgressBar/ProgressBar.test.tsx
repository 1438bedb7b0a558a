import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { ProgressBar } from './ProgressBar';
import {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_AFTER_MS,
  PROGRESS_THROTTLE_MS,
  ProgressController,
  type ProgressState,
} from './progress-controller';

describe('ProgressController', () => {
  let states: ProgressState[];
  let controller: ProgressController;
  const last = () => states[states.length - 1];

  beforeEach(() => {
    jest.useFakeTimers();
    states = [];
    controller = new ProgressController((s) => states.push(s));
  });
  afterEach(() => {
    controller.dispose();
    jest.useRealTimers();
  });

  it('uses the spec timings', () => {
    expect([PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS, PROGRESS_HIDE_AFTER_MS]).toEqual([200, 5000, 500]);
  });

  it('never shows for a load that finishes within the 200 ms throttle', () => {
    controller.start();
    jest.advanceTimersByTime(199);
    controller.finish();
    jest.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
  });

  it('shows after 200 ms and fills over 5000 ms', () => {
    controller.start();
    jest.advanceTimersByTime(199);
    expect(states).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, progress: 0 });
    jest.advanceTimersByTime(2500);
    expect(last().progress).toBeCloseTo(50, 5);
    jest.advanceTimersByTime(2499);
    expect(last().progress).toBeLessThan(100);
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, progress: 100 });
    const count = states.length;
    jest.advanceTimersByTime(5000);
    expect(states).toHaveLength(count);
  });

  it('completes on finish and hides 500 ms later', () => {
    controller.start();
    jest.advanceTimersByTime(1200);
    controller.finish();
    expect(last()).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(499);
    expect(last().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, progress: 0 });
  });

  it('restarts at once when a new load begins while the finished bar is fading', () => {
    controller.start();
    jest.advanceTimersByTime(300);
    controller.finish();
    jest.advanceTimersByTime(100);
    controller.start();
    expect(last()).toEqual({ visible: true, progress: 0 });
    jest.advanceTimersByTime(1000);
    expect(last().visible).toBe(true);
    expect(last().progress).toBeCloseTo(20, 5);
  });
});

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows its active prop with the throttle and hide delay', () => {
    const { rerender } = renderWithTheme(<ProgressBar active={false} />);
    const bar = screen.getByTestId('progress-bar');
    expect(bar.dataset.visible).toBe('false');
    rerender(<ProgressBar active />);
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(bar.dataset.visible).toBe('true');
    rerender(<ProgressBar active={false} />);
    act(() => jest.advanceTimersByTime(PROGRESS_HIDE_AFTER_MS));
    expect(bar.dataset.visible).toBe('false');
  });
});
