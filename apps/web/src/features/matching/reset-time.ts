import { dateLocale } from '../../lib/date/format-date';

const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When the swipe likes come back, in the member's language and clock: the day relative to today
 * ("tomorrow", "today") and the time, e.g. { day: 'tomorrow', time: '00:00' }.
 */
export function formatResetTime(resetsAt: string, locale: string, now = new Date()) {
  const at = new Date(resetsAt);
  const lang = dateLocale(locale);
  const days = Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS);
  return {
    day: new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(days, 'day'),
    time: new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(at),
  };
}
