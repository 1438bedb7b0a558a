import { useIntl } from 'react-intl';
import { useSettings } from '../../../app/providers/SettingsContext';
import { useInTenantLanguage } from '../../../i18n/use-in-tenant-language';

/**
 * The disclosure of an operator-run profile in the member's language: the tenant's `fictional_warning`,
 * or in the site's other languages the same disclosure from the interface's translations (a legal text
 * must be understood).
 */
export function useFictionalWarning(): string {
  const settings = useSettings();
  const intl = useIntl();
  return useInTenantLanguage() ? settings.fictional_warning : intl.formatMessage({ id: 'fictional.warning' });
}
