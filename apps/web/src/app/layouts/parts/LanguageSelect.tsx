import { endonym, isLocale } from '@amora/contracts';
import { focusRing, Icon } from '@amora/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocale } from '../../../i18n/LocaleProvider';
import { api } from '../../../lib/api';
import { rememberChosenLanguage } from '../../providers/chosen-language';
import { useSessionActions, useUser } from '../../providers/SessionContext';

const Pill = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(2.5)};

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 650;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-within {
    ${focusRing}
  }
`;

const Code = styled.span`
  text-transform: uppercase;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Name = styled.span`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: inline;
  }
`;

const Globe = styled.span`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

const Chevron = styled.svg`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The real control: a native <select> laid over the pill, so phones, keyboards and tests use it as such. */
const NativeSelect = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
  font-size: 16px;
  appearance: none;
`;

/**
 * The language dropdown: the tenant's languages, each in its own name. On phones the pill shows the
 * language code to leave room; choosing a language sets the locale cookie (spec §7) and, for a
 * logged-in member, PUTs it to /api/user.php.
 */
export function LanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { locale, languages, setLocale } = useLocale();
  const user = useUser();
  const { setUser } = useSessionActions();
  const intl = useIntl();
  const options = languages.includes(locale) ? languages : [locale, ...languages];
  return (
    <Pill>
      <Globe>
        <Icon name="globe" size={18} />
      </Globe>
      <Code aria-hidden="true">{locale}</Code>
      <Name aria-hidden="true">{endonym(locale)}</Name>
      <Chevron width="12" height="8" viewBox="0 0 12 8" aria-hidden="true">
        <path d="M1 1.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </Chevron>
      <NativeSelect
        aria-label={intl.formatMessage({ id: 'nav.language' })}
        value={locale}
        data-testid={testId}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setLocale(next);
          // kept through a login that follows (SessionProvider)
          if (!user) rememberChosenLanguage(next);
          // A member's language also travels with the account (mails, next login on another device).
          if (user)
            api.request('updateUser', { body: { language: next } }).then(
              (answer) => setUser(answer.user),
              () => {},
            );
        }}
      >
        {options.map((language) => (
          <option key={language} value={language} lang={language} data-testid={`language-option-${language}`}>
            {endonym(language)}
          </option>
        ))}
      </NativeSelect>
    </Pill>
  );
}
