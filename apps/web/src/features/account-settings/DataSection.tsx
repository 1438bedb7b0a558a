import { API_ROUTES } from '@amora/contracts';
import { type ButtonStyleProps, buttonStyles, Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { SettingsSection } from './SettingsSection';

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  align-self: flex-start;

  svg {
    flex: none;
  }
`;

/** Everything the site keeps about the member, as a JSON download (GET /api/account-export.php). */
export function DataSection() {
  return (
    <SettingsSection
      id="data"
      icon="shield"
      titleId="account_settings.data.title"
      text={<FormattedMessage id="account_settings.data.text" />}
    >
      <DownloadLink
        href={API_ROUTES.accountExport.path}
        download
        $variant="outline"
        $size="md"
        data-testid="settings-export"
      >
        <Icon name="download" size={18} />
        <FormattedMessage id="account_settings.data.export" />
      </DownloadLink>
    </SettingsSection>
  );
}
