import { endonym, isLocale } from '@amora/contracts';
import { Select } from '@amora/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { useLocale } from '../../i18n/i18n-provider';
import { LOCALES } from '../../i18n/locale';

const Wrap = styled.div`
  position: relative;

  & > svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
    z-index: 1;
  }
  select {
    padding-left: 34px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** Switches the console's language and remembers it in the `locale` cookie (shared with the member site). */
export function LanguageSelect({ className }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Wrap className={className}>
      <AdminIcon name="globe" size={16} />
      <Select
        compact
        hideLabel
        label={intl.formatMessage({ id: 'topbar.language' })}
        value={locale}
        onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
        data-testid="admin-language"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {endonym(code)}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
