import { API_ROUTES } from '@amora/contracts';
import { Button, type ButtonStyleProps, buttonStyles, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { DeleteAccountModal } from '../delete-account/DeleteAccountModal';
import { SettingsSection } from './SettingsSection';
import { Divider, SectionText } from './settings-styles';

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  align-self: flex-start;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Download all one's data as JSON; delete the account (with a retention offer first). */
export function DataSection() {
  const [deleting, setDeleting] = useState(false);
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
        $variant="secondary"
        $size="md"
        data-testid="settings-export"
      >
        <Icon name="download" size={18} />
        <FormattedMessage id="account_settings.data.export" />
      </DownloadLink>
      <Divider />
      <Row>
        <SectionText>
          <FormattedMessage id="account_settings.delete.text" />
        </SectionText>
        <Button variant="outline" onClick={() => setDeleting(true)} data-testid="settings-delete">
          <Icon name="trash" size={18} />
          <FormattedMessage id="account_settings.delete.button" />
        </Button>
      </Row>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
    </SettingsSection>
  );
}
