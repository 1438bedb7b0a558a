import { ANALYTICS_MAX_DAYS } from '@amora/contracts';

export type PeriodPreset = '7' | '30' | '90' | 'custom';

const DAY = 86_400_000;
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days up to today (UTC, as the rollup counts), today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: isoDay(today - (days - 1) * DAY), to: isoDay(today) };
}

/** A chosen from/to, or the message that says what is wrong with it. */
export function checkPeriod(
  from: string,
  to: string,
): 'analytics.period.invalid' | 'analytics.period.too_long' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || from > to)
    return 'analytics.period.invalid';
  if ((Date.parse(to) - Date.parse(from)) / DAY >= ANALYTICS_MAX_DAYS) return 'analytics.period.too_long';
  return null;
}
