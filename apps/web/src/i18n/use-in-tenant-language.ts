import { localeFromTag } from '@amora/contracts';
import { useSettings } from '../app/providers/SettingsContext';
import { useLocale } from './LocaleProvider';

/**
 * Whether the member reads the site in the tenant's domain language, the language the tenant writes its
 * own texts in (settings: index_title, description, fictional_warning). In its other languages the
 * interface's translations stand in for them: a text shown must be in the language the member chose.
 */
export function useInTenantLanguage(): boolean {
  const settings = useSettings();
  const { locale } = useLocale();
  return locale === localeFromTag(settings.domain_language);
}
