import { TYPING_THROTTLE_MS } from '@amora/contracts';

/** Entries beyond this are swept of the stale ones, so the map stays small. */
const SWEEP_AT = 10_000;

/**
 * Typing notices pass at most once per TYPING_THROTTLE_MS per member and conversation. Kept in this
 * process: a notice is worth nothing a moment later, so a second process letting one more through is
 * harmless, and it needs no round trip.
 */
export class TypingThrottle {
  private readonly lastSent = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly intervalMs = TYPING_THROTTLE_MS) {}

  /** True when a notice for this member and conversation may go out now (and counts it as sent). */
  pass(memberId: number, conversationId: number, now = Date.now()): boolean {
    const key = `${memberId}:${conversationId}`;
    const last = this.lastSent.get(key);
    if (last !== undefined && now - last < this.intervalMs) return false;
    if (this.lastSent.size >= SWEEP_AT && now - this.lastSweep >= this.intervalMs) this.sweep(now);
    this.lastSent.set(key, now);
    return true;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, at] of this.lastSent) if (now - at >= this.intervalMs) this.lastSent.delete(key);
  }
}
