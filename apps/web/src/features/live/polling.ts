import { USER_REFETCH_MS, USER_REFETCH_PUSH_MS, USER_REFETCH_START_MS } from '@amora/contracts';

/** Spec §9: every 60 s, or every 300 s once push messages tell the tab what is new. */
export function pollingIntervalMs(pushSubscribed: boolean): number {
  return pushSubscribed ? USER_REFETCH_PUSH_MS : USER_REFETCH_MS;
}

export interface PollingOptions {
  /** Before the first tick (spec §9: 5 s). */
  startMs?: number;
  /** Read again after every tick, so a new push subscription slows the next round already. */
  intervalMs: () => number;
}

/** Calls `tick` after `startMs`, then again and again after `intervalMs()`; answers the stop. */
export function startPolling(
  tick: () => void,
  { startMs = USER_REFETCH_START_MS, intervalMs }: PollingOptions,
): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      tick();
      schedule(intervalMs());
    }, ms);
  };
  schedule(startMs);
  return () => clearTimeout(timer);
}
