/** Spec §7/§9: a failed request is retried up to 5 times with an exponential delay. */
export const MAX_RETRIES = 5;
export const BASE_DELAY_MS = 250;
export const MAX_DELAY_MS = 8000;

/** Network errors, server errors and 429 are worth another try; other 4xx answers will not change. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The wait before retry number `attempt` (0-based): base × 2^attempt, capped; Retry-After wins when longer. */
export function retryDelay(
  attempt: number,
  { baseMs = BASE_DELAY_MS, maxMs = MAX_DELAY_MS, retryAfterMs = 0 } = {},
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.min(maxMs, Math.max(exponential, retryAfterMs));
}

/** Retry-After in seconds (the form @nestjs/throttler sends); dates and junk count as none. */
export function parseRetryAfter(header: string | null): number {
  if (!header) return 0;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
