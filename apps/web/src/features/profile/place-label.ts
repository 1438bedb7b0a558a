import type { Place } from '@amora/contracts';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A country's name in the member's language (the code itself where the browser knows none). */
export function countryName(code: string, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Amsterdam, North Holland, Netherlands": the parts that are known, in the member's language. */
export function usePlaceLabel() {
  const { locale } = useIntl();
  return useCallback(
    (place: Pick<Place, 'city' | 'country'> & { region_name?: string }) =>
      [place.city, place.region_name, countryName(place.country, locale)]
        .filter(Boolean)
        .filter((part, index, all) => all.indexOf(part) === index)
        .join(', '),
    [locale],
  );
}
