import { useMemo } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';

/** A country's name in the member's language (Intl), falling back to its code. */
export function useCountryName(): (code: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      if (!code) return '';
      try {
        return names?.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}
