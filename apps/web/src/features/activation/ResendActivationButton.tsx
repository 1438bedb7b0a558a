import { Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { api } from '../../lib/api';
import { ErrorMessage } from '../error/ErrorMessage';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Status = styled.p<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 550;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success.text)};
`;

const ResendButton = styled(Button)`
  ${({ theme }) => theme.media.touch} {
    min-height: 44px;
  }
`;

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; error: unknown };

/** "Resend e-mail": POST /api/activation.php, with the outcome (too_many_mails included) beside it. */
export function ResendActivationButton({
  testId,
  variant = 'outline',
  fullWidth = false,
  size = 'md',
}: {
  testId: string;
  variant?: 'outline' | 'primary' | 'light';
  fullWidth?: boolean;
  /** 'sm' beside an alert's text: still a full 44 px touch target on touch screens and phones. */
  size?: 'sm' | 'md';
}) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const resend = async () => {
    setState({ status: 'sending' });
    try {
      await api.request('resendActivation', { body: {} });
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };
  return (
    <Wrap>
      <ResendButton
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        loading={state.status === 'sending'}
        disabled={state.status === 'sent'}
        onClick={resend}
        data-testid={testId}
      >
        <FormattedMessage id="activation.resend" />
      </ResendButton>
      <div aria-live="polite">
        {state.status === 'sent' && (
          <Status data-testid={`${testId}-sent`}>
            <FormattedMessage id="activation.resent" />
          </Status>
        )}
        {state.status === 'failed' && (
          <Status $error data-testid={`${testId}-error`}>
            <ErrorMessage error={state.error} />
          </Status>
        )}
      </div>
    </Wrap>
  );
}
