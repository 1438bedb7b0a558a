import { isLocale } from '@amora/contracts';
import { Select } from '@amora/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { endonym } from '../../../i18n/locale-names';

/** The language dropdown: the tenant's languages, each in its own name. Choosing one sets the cookie. */
export function LanguageSelect({ className }: { className?: string }) {
  const { locale, languages, setLocale } = useLocale();
  const intl = useIntl();
  const options = languages.includes(locale) ? languages : [locale, ...languages];
  return (
    <Select
      className={className}
      label={intl.formatMessage({ id: 'nav.language' })}
      hideLabel
      compact
      value={locale}
      data-testid="language-select"
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next)) setLocale(next);
      }}
    >
      {options.map((language) => (
        <option key={language} value={language} lang={language} data-testid={`language-option-${language}`}>
          {endonym(language)}
        </option>
      ))}
    </Select>
  );
}
