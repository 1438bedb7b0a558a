import { REACTIVATION_DAYS } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { DeleteAccountModal } from '../delete-account/DeleteAccountModal';
import { DangerButton } from '../delete-account/delete-styles';
import { SettingsSection } from './SettingsSection';

const OpenButton = styled(DangerButton)`
  align-self: flex-start;
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
      <OpenButton variant="outline" onClick={() => setOpen(true)} data-testid="settings-delete">
        <Icon name="trash" size={18} />
        <FormattedMessage id="account_settings.delete.button" />
      </OpenButton>
      <DeleteAccountModal open={open} onClose={() => setOpen(false)} />
    </SettingsSection>
  );
}
