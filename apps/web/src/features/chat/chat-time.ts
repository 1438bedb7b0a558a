import type { IntlShape } from 'react-intl';

const DAY_MS = 86_400_000;

/** The local calendar day of a moment, as a key ("2025-03-07"). */
export function dayKey(value: string | Date): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Whole local calendar days between two moments (0 = same day, 1 = yesterday). */
function daysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

export function clockTime(intl: IntlShape, value: string): string {
  return intl.formatTime(value, { hour: '2-digit', minute: '2-digit' });
}

/**
 * The day separator of a conversation: Today, Yesterday, a weekday this week, else the date. A label
 * standing alone, so capitalised as Today beside it (most of the languages write weekdays in lower case).
 */
export function dayLabel(intl: IntlShape, value: string, now = new Date()): string {
  const date = new Date(value);
  const days = daysBetween(date, now);
  if (days <= 0) return intl.formatMessage({ id: 'chat.today' });
  if (days === 1) return intl.formatMessage({ id: 'chat.yesterday' });
  const sameYear = date.getFullYear() === now.getFullYear();
  const label =
    days < 7
      ? intl.formatDate(date, { weekday: 'long' })
      : intl.formatDate(date, {
          weekday: 'short',
          day: 'numeric',
          month: 'long',
          ...(sameYear ? {} : { year: 'numeric' }),
        });
  return label.charAt(0).toLocaleUpperCase(intl.locale) + label.slice(1);
}

/** The time beside a conversation in the list: the clock today, then Yesterday, a weekday, a date. */
export function listTime(intl: IntlShape, value: string, now = new Date()): string {
  const date = new Date(value);
  const days = daysBetween(date, now);
  if (days <= 0) return clockTime(intl, value);
  if (days === 1) return intl.formatMessage({ id: 'chat.yesterday' });
  if (days < 7) return intl.formatDate(date, { weekday: 'short' });
  return intl.formatDate(date, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: '2-digit' }),
  });
}
