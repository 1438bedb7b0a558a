import { DEFAULT_DATE_LOCALE, isLocale } from '@amora/contracts';

/** The locale dates are shown in: the member's interface locale, else nl (spec §1). */
export function dateLocale(locale: string | null | undefined): string {
  return isLocale(locale) ? locale : DEFAULT_DATE_LOCALE;
}

export function formatDate(
  value: Date | string | number,
  locale?: string | null,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale(locale), options).format(date);
}
