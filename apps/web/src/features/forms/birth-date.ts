/** A date of birth as chosen in three selects: day, month (1-12) and year, each '' until chosen. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** How far back the year list goes. */
const OLDEST_AGE = 100;

/**
 * The years to choose from, newest first: from the newest a member of `minAge` can be born in to
 * 100 years back, and `chosen` too when it lies outside (a date saved before the tenant's rule changed).
 */
export function birthYears(minAge: number, chosen = '', today = new Date()): number[] {
  const newest = today.getFullYear() - minAge;
  const years = Array.from({ length: OLDEST_AGE - minAge + 1 }, (_, i) => newest - i);
  const extra = Number(chosen);
  if (/^\d{4}$/.test(chosen) && !years.includes(extra)) {
    years.push(extra);
    years.sort((a, b) => b - a);
  }
  return years;
}

/** The month names in `locale`, January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

const unpad = (part: string | undefined) => (part && /^\d+$/.test(part) ? String(Number(part)) : '');

/** The parts of a YYYY-MM-DD string, also of a partly chosen one as `dateOfParts` writes it ("1990--12"). */
export function partsOfDate(value: string): DateParts {
  const [year, month, day] = value.split('-');
  return { day: unpad(day), month: unpad(month), year: unpad(year) };
}

/**
 * YYYY-MM-DD of the parts; a partly chosen date keeps its gaps ("1990--12") so it reads back the same
 * and is no date, and nothing chosen is ''. A day the month lacks (31 February) stays as chosen: it is
 * refused as a date, not rolled over into the next month.
 */
export function dateOfParts({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  const pad = (part: string) => (part ? part.padStart(2, '0') : '');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** What the three selects make: not all chosen yet, all chosen but no such day, or a date (YYYY-MM-DD). */
export type BirthDate = { kind: 'incomplete' } | { kind: 'nonexistent' } | { kind: 'date'; date: string };

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The number of days of `month` (1-12) in `year`. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The date the parts make: `incomplete` while a part is unchosen, `nonexistent` when all are chosen but
 * the month lacks the day (31 February, 29 February of a common year, 31 April). Sign-up and the own
 * profile both tell the two apart with this, to ask for the date or to say it does not exist.
 */
export function readBirthDate(parts: DateParts): BirthDate {
  if (!parts.day || !parts.month || !parts.year) return { kind: 'incomplete' };
  const [day, month, year] = [parts.day, parts.month, parts.year].map(Number);
  const whole = [day, month, year].every(Number.isInteger);
  if (!whole || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { kind: 'nonexistent' };
  }
  const pad = (part: number, length: number) => String(part).padStart(length, '0');
  return { kind: 'date', date: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}

/** Whole years from a real YYYY-MM-DD date of birth to `today` (local calendar day). */
export function yearsSince(isoDate: string, today: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  const birthdayPassed =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}
