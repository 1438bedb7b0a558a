import type { HttpMethod } from '@amora/contracts';

/** Spec §7/§9: a failed request is retried up to 5 times with an exponential delay. */
export const MAX_RETRIES = 5;
export const BASE_DELAY_MS = 250;
export const MAX_DELAY_MS = 8000;

/**
 * RFC 9110 §9.2.2: sending these twice has the effect of sending once, so a lost answer may be
 * asked for again. POST (login, signup, reset mails, purchases) is never sent a second time.
 */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set<HttpMethod | 'HEAD'>([
  'GET',
  'HEAD',
  'PUT',
  'DELETE',
]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/** The wait before retry number `attempt` (0-based): base × 2^attempt, capped at `maxMs`. */
export function retryDelay(attempt: number, { baseMs = BASE_DELAY_MS, maxMs = MAX_DELAY_MS } = {}): number {
  return Math.min(maxMs, baseMs * 2 ** attempt);
}

/**
 * Retry-After (RFC 9110 §10.2.3) as milliseconds to wait: delta-seconds or an HTTP date. Null when
 * the header is missing or unreadable, so "no advice" is never mistaken for "come back now".
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // every HTTP-date form (IMF-fixdate, RFC 850, asctime) opens with the day's name; Date.parse alone
  // would read "-1" or "1.5" as a year
  const date = /^[A-Za-z]{3}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Why a request failed: no answer at all, or an answer with a status and the contract's code. */
export type Failure =
  | { kind: 'network' }
  | { kind: 'answer'; status: number; code: string; retryAfterMs: number | null };

export interface RetryLimits {
  retries?: number;
  baseMs?: number;
  maxMs?: number;
}

/**
 * The wait before sending again after the failed try number `attempt` (0-based), or null to show the
 * error now. Only idempotent requests are repeated, and only when another try can succeed: no answer,
 * a server error, or a 429 `rate_limited` that says with Retry-After when to come back. Business
 * errors (a locked account, too many reset or activation mails, a wrong password…) are final; so is
 * an answer that asks for a longer wait than `maxMs`.
 */
export function retryWait(
  method: string,
  failure: Failure,
  attempt: number,
  { retries = MAX_RETRIES, baseMs = BASE_DELAY_MS, maxMs = MAX_DELAY_MS }: RetryLimits = {},
): number | null {
  if (attempt >= retries || !isIdempotent(method)) return null;
  const exponential = retryDelay(attempt, { baseMs, maxMs });
  if (failure.kind === 'network') return exponential;

  const { status, code, retryAfterMs } = failure;
  const rateLimited = status === 429 && code === 'rate_limited';
  if (status < 500 && !rateLimited) return null;
  if (retryAfterMs === null) return rateLimited ? null : exponential;
  if (retryAfterMs > maxMs) return null;
  return Math.max(exponential, retryAfterMs);
}
