import { endonym, isLocale, type Locale } from '@amora/contracts';
import { Select } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useSessionActions } from '../../app/providers/SessionContext';
import { useLocale } from '../../i18n/LocaleProvider';
import { ErrorAlert } from '../error/ErrorAlert';
import { SettingsSection } from './SettingsSection';
import { useAccountSettings } from './use-account-settings';

const Field = styled.div`
  max-width: 360px;
`;

/** The site's and the mails' language: switches the page at once, and goes back if saving fails. */
export function LanguageSection() {
  const { locale, languages, setLocale } = useLocale();
  const { save } = useAccountSettings();
  const { refresh } = useSessionActions();
  const [error, setError] = useState<unknown>(null);
  const options = languages.includes(locale) ? languages : [locale, ...languages];

  const change = async (next: Locale) => {
    const previous = locale;
    setError(null);
    setLocale(next);
    try {
      await save({ language: next });
      await refresh();
    } catch (caught) {
      setLocale(previous);
      setError(caught);
    }
  };

  return (
    <SettingsSection
      id="language"
      icon="globe"
      titleId="account_settings.language.title"
      text={<FormattedMessage id="account_settings.language.text" />}
    >
      <ErrorAlert error={error} data-testid="settings-language-error" />
      <Field>
        <Select
          label={<FormattedMessage id="account_settings.language.label" />}
          // the card's title already says it, above the field
          hideLabel
          value={locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) void change(event.target.value);
          }}
          data-testid="settings-language"
        >
          {options.map((language) => (
            <option key={language} value={language} lang={language}>
              {endonym(language)}
            </option>
          ))}
        </Select>
      </Field>
    </SettingsSection>
  );
}
