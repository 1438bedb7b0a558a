import { useCallback } from 'react';
import { formatDate } from '../lib/date/format-date';
import { useLocale } from './LocaleProvider';

/** formatDate in the member's language (nl when there is none, spec §1). */
export function useFormatDate() {
  const { locale } = useLocale();
  return useCallback(
    (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, locale, options),
    [locale],
  );
}
