import { FREE_CONVERSATIONS } from '@amora/contracts';
import { Icon } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useUser } from '../../../app/providers/SessionContext';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { ResendActivationButton } from '../../activation/ResendActivationButton';
import { withReturn } from '../../credits/return-path';
import { IconButton } from '../chat-styles';
import type { SendNotice } from './use-conversation';

const Card = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space(3)} auto ${theme.space(2)}`};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(10)} ${theme.space(4)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Badge = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: linear-gradient(
    150deg,
    ${({ theme }) => theme.colors.primary.muted},
    ${({ theme }) => theme.colors.secondary.muted}
  );
  color: ${({ theme }) => theme.colors.primary.text};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  strong {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.45;
  }
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  width: 32px;
  height: 32px;

  ${({ theme }) => theme.media.touch} {
    top: ${({ theme }) => theme.space(1)};
    right: ${({ theme }) => theme.space(1)};
    width: 44px;
    height: 44px;
  }
`;

const strong = (chunks: ReactNode[]) => <b>{chunks}</b>;

/**
 * What to do about a refused send (spec §8): buy credits (not enough credits, premium only) or
 * confirm the e-mail address first (an unconfirmed member cannot reply).
 */
export function SendNoticeCard({ notice, onDismiss }: { notice: SendNotice; onDismiss: () => void }) {
  const intl = useIntl();
  const user = useUser();
  // after buying, the payment's page leads back to this conversation, where the message waits
  const { pathname } = useLocation();
  if (!notice) return null;
  return (
    <Card role="alert" data-testid={notice === 'activation' ? 'chat-activation' : 'chat-buy-offer'}>
      <Badge aria-hidden="true">
        <Icon
          name={notice === 'activation' ? 'mail' : notice === 'premium' ? 'sparkle' : 'coins'}
          size={22}
        />
      </Badge>
      {notice !== 'activation' ? (
        <Body>
          <strong>
            <FormattedMessage id={`chat.${notice}.title`} />
          </strong>
          <p>
            <FormattedMessage id={`chat.${notice}.text`} values={{ limit: FREE_CONVERSATIONS }} />
          </p>
          <ButtonLink
            to={withReturn(pathTo('credits'), pathname)}
            $variant="primary"
            $size="sm"
            data-testid="chat-buy-link"
          >
            <Icon name="coins" size={18} />
            <FormattedMessage id="chat.buy.cta" />
          </ButtonLink>
        </Body>
      ) : (
        <Body>
          <strong>
            <FormattedMessage id="activation.reminderTitle" />
          </strong>
          <p>
            <FormattedMessage id="activation.reminderText" values={{ email: user?.email ?? '', strong }} />
          </p>
          <ResendActivationButton testId="chat-activation-resend" variant="primary" />
        </Body>
      )}
      <Close type="button" onClick={onDismiss} aria-label={intl.formatMessage({ id: 'members.close' })}>
        <Icon name="close" size={18} />
      </Close>
    </Card>
  );
}
