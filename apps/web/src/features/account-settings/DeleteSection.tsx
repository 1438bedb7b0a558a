import { REACTIVATION_DAYS } from '@amora/contracts';
import { Button, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { DeleteAccountModal } from '../delete-account/DeleteAccountModal';
import { SettingsSection } from './SettingsSection';

const DangerButton = styled(Button)`
  align-self: flex-start;
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};

  &:hover:not(:disabled) {
    background: #fdecec;
  }
`;

/** Opens the deletion steps (offer to stay, then the password); says what deleting does first. */
export function DeleteSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete"
      icon="trash"
      tone="danger"
      titleId="account_settings.delete.title"
      text={<FormattedMessage id="account_settings.delete.text" values={{ days: REACTIVATION_DAYS }} />}
    >
      <DangerButton variant="outline" onClick={() => setOpen(true)} data-testid="settings-delete">
        <Icon name="trash" size={18} />
        <FormattedMessage id="account_settings.delete.button" />
      </DangerButton>
      <DeleteAccountModal open={open} onClose={() => setOpen(false)} />
    </SettingsSection>
  );
}
