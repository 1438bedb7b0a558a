import { focusVisible, Icon, Modal } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

/** Opening lines in the member's language (one message each, so every locale has its own). */
export const ICEBREAKERS = [
  'chat.icebreaker.1',
  'chat.icebreaker.2',
  'chat.icebreaker.3',
  'chat.icebreaker.4',
  'chat.icebreaker.5',
  'chat.icebreaker.6',
  'chat.icebreaker.7',
  'chat.icebreaker.8',
] as const;

const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px 18px 18px 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.4;
  text-align: left;
  cursor: pointer;
  transition: border-color 0.15s ease, background 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.main};
    background: ${({ theme }) => theme.colors.primary.muted};
  }
  span {
    flex: 1;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary.text};
  }
  ${focusVisible}
`;

export interface IcebreakerModalProps {
  open: boolean;
  name: string;
  onClose: () => void;
  /** The chosen line, in the member's language, for the composer. */
  onPick: (text: string) => void;
}

/** "Need an opening line?": a few friendly first messages; one fills the composer (not sent yet). */
export function IcebreakerModal({ open, name, onClose, onPick }: IcebreakerModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'chat.icebreaker.title' })}
      closeLabel={intl.formatMessage({ id: 'members.close' })}
      data-testid="icebreaker-modal"
    >
      <Lead>
        <FormattedMessage id="chat.icebreaker.lead" values={{ name }} />
      </Lead>
      <Lines>
        {ICEBREAKERS.map((id) => {
          const text = intl.formatMessage({ id }, { name });
          return (
            <li key={id}>
              <Line
                type="button"
                onClick={() => {
                  onPick(text);
                  onClose();
                }}
                data-testid="icebreaker-option"
              >
                <span>{text}</span>
                <Icon name="arrowRight" size={18} />
              </Line>
            </li>
          );
        })}
      </Lines>
    </Modal>
  );
}
