import { localeFromTag } from '@amora/contracts';
import { useIntl } from 'react-intl';
import { useSettings } from '../../../app/providers/SettingsContext';
import { useLocale } from '../../../i18n/LocaleProvider';

/**
 * The disclosure of an operator-run profile in the member's language: the tenant's `fictional_warning`
 * is written in its domain language, so a member reading another of its languages gets the same
 * disclosure from the interface's translations (a legal text must be understood, not shown in a
 * language the member did not choose).
 */
export function useFictionalWarning(): string {
  const settings = useSettings();
  const { locale } = useLocale();
  const intl = useIntl();
  return locale === localeFromTag(settings.domain_language)
    ? settings.fictional_warning
    : intl.formatMessage({ id: 'fictional.warning' });
}
