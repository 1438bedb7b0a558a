/** Spec §4/§9: the bar appears only after a 200 ms throttle, fills over 5000 ms, hides 500 ms after finishing. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_AFTER_MS = 500;
export const PROGRESS_TICK_MS = 100;

export interface ProgressState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

export interface ProgressTimings {
  throttleMs?: number;
  durationMs?: number;
  hideAfterMs?: number;
  tickMs?: number;
}

type Timer = ReturnType<typeof setTimeout>;

/** Framework-free state machine behind the navigation progress bar; React binds it in useProgress. */
export class ProgressController {
  private state: ProgressState = { visible: false, progress: 0 };
  private loading = false;
  private throttle: Timer | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private hide: Timer | null = null;
  private readonly t: Required<ProgressTimings>;

  constructor(
    private readonly onChange: (state: ProgressState) => void,
    timings: ProgressTimings = {},
  ) {
    this.t = {
      throttleMs: timings.throttleMs ?? PROGRESS_THROTTLE_MS,
      durationMs: timings.durationMs ?? PROGRESS_DURATION_MS,
      hideAfterMs: timings.hideAfterMs ?? PROGRESS_HIDE_AFTER_MS,
      tickMs: timings.tickMs ?? PROGRESS_TICK_MS,
    };
  }

  get current(): ProgressState {
    return this.state;
  }

  start(): void {
    if (this.loading) return;
    this.loading = true;
    if (this.hide) {
      // A new load while the finished bar is still fading out: run again at once.
      this.clear('hide');
      this.show();
      return;
    }
    this.throttle = setTimeout(() => {
      this.throttle = null;
      this.show();
    }, this.t.throttleMs);
  }

  finish(): void {
    if (!this.loading) return;
    this.loading = false;
    this.clear('throttle');
    if (!this.state.visible) return; // Fast enough: the bar never showed.
    this.clear('ticker');
    this.emit({ visible: true, progress: 100 });
    this.hide = setTimeout(() => {
      this.hide = null;
      this.emit({ visible: false, progress: 0 });
    }, this.t.hideAfterMs);
  }

  dispose(): void {
    this.clear('throttle');
    this.clear('ticker');
    this.clear('hide');
    this.loading = false;
  }

  private show(): void {
    const step = (100 * this.t.tickMs) / this.t.durationMs;
    let progress = 0;
    this.emit({ visible: true, progress });
    this.ticker = setInterval(() => {
      progress = Math.min(100, progress + step);
      this.emit({ visible: true, progress: Math.round(progress * 100) / 100 });
      if (progress >= 100) this.clear('ticker');
    }, this.t.tickMs);
  }

  private emit(state: ProgressState): void {
    this.state = state;
    this.onChange(state);
  }

  private clear(which: 'throttle' | 'ticker' | 'hide'): void {
    const handle = this[which];
    if (handle === null) return;
    if (which === 'ticker') clearInterval(handle);
    else clearTimeout(handle);
    this[which] = null;
  }
}
