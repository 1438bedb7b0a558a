import { Button, Icon, Modal } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { DangerButton } from '../../delete-account/delete-styles';
import type { DeletableChat } from './delete-chat';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface DeleteChatDialogProps {
  chat: DeletableChat | null;
  onClose: () => void;
  onConfirm: (chat: DeletableChat) => void;
}

/** "Delete the conversation with X?" and what that means, before the delete of spec §4. */
export function DeleteChatDialog({ chat, onClose, onConfirm }: DeleteChatDialogProps) {
  const intl = useIntl();
  const name = chat?.profile.name ?? '';
  return (
    <Modal
      open={chat !== null}
      onClose={onClose}
      size="sm"
      title={intl.formatMessage({ id: 'chat.delete.title' }, { name })}
      closeLabel={intl.formatMessage({ id: 'members.close' })}
      data-testid="chat-delete-dialog"
    >
      <Text>
        <FormattedMessage id="chat.delete.text" values={{ name }} />
      </Text>
      <Buttons>
        <DangerButton
          $filled
          fullWidth
          onClick={() => {
            if (chat) onConfirm(chat);
            onClose();
          }}
          data-testid="chat-delete-confirm"
        >
          <Icon name="trash" size={18} />
          <FormattedMessage id="chat.delete.confirm" />
        </DangerButton>
        <Button variant="ghost" fullWidth onClick={onClose}>
          <FormattedMessage id="members.cancel" />
        </Button>
      </Buttons>
    </Modal>
  );
}
