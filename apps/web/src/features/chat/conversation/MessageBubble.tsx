import { focusVisible, Icon, reducedMotion } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { useSettings } from '../../../app/providers/SettingsContext';
import { errorCodeOf } from '../../../lib/api';
import { mediaUrl } from '../../../lib/media/media-url';
import { ErrorMessage } from '../../error/ErrorMessage';
import { clockTime } from '../chat-time';
import type { ShownMessage } from './conversation-state';

const appear = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

const Line = styled.div<{ $mine: boolean; $groupEnd: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  margin-bottom: ${({ $groupEnd }) => ($groupEnd ? '10px' : '3px')};
  animation: ${appear} 0.18s ease-out;
  ${reducedMotion}
`;

const bubbleShape = css<{ $mine: boolean; $groupEnd: boolean }>`
  border-radius: 20px;
  ${({ $mine, $groupEnd }) =>
    $groupEnd && ($mine ? 'border-bottom-right-radius: 6px;' : 'border-bottom-left-radius: 6px;')}
`;

const Bubble = styled.div<{ $mine: boolean; $groupEnd: boolean; $pending: boolean }>`
  ${bubbleShape}
  position: relative;
  max-width: min(78%, 520px);
  padding: 9px 14px 7px;
  background: ${({ theme, $mine }) =>
    $mine
      ? `linear-gradient(135deg, ${theme.colors.primary.surface}, ${theme.colors.primary.hover})`
      : theme.colors.surface};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primary.onSurface : theme.colors.text)};
  box-shadow: ${({ $mine }) => ($mine ? 'none' : '0 1px 2px rgba(28, 19, 38, 0.08)')};
  border: ${({ theme, $mine }) => ($mine ? '0' : `1px solid ${theme.colors.border}`)};
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
  line-height: 1.45;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Meta = styled.span<{ $mine: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  float: right;
  margin: 6px 0 -2px 10px;
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primary.onSurface : theme.colors.textMuted)};
  opacity: ${({ $mine }) => ($mine ? 0.9 : 1)};
  font-size: 11px;
  line-height: 1;
  white-space: nowrap;
`;

const GiftCard = styled.figure<{ $mine: boolean; $groupEnd: boolean }>`
  ${bubbleShape}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(2.5)}`};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.secondary.muted},
    ${({ theme }) => theme.colors.primary.muted}
  );
  border: 1px solid ${({ theme }) => theme.colors.border};

  img {
    width: 132px;
    height: 132px;
    object-fit: contain;
    filter: drop-shadow(0 6px 12px rgba(28, 19, 38, 0.18));
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  figcaption > span:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.secondary.text};
  }
  ${Meta} {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
    margin: 0;
  }
`;

const Under = styled.div<{ $error?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: 4px;
  padding: 0 4px;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
`;

/** The icon beside the first line of the reason, however many lines the reason takes. */
const FailedReason = styled(Under)`
  flex-wrap: nowrap;
  align-items: flex-start;

  svg {
    flex: none;
    margin-top: 1px;
  }
  > span {
    min-width: 0;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  max-width: 85%;
  text-align: right;

  > div + div {
    margin-top: 0;
  }
`;

/** The buttons' own padding spaces them and lines their words up with the reason's right edge. */
const Actions = styled(Under)`
  gap: 0;
  margin-top: -6px;
  margin-right: -${({ theme }) => theme.space(2)};
`;

/** Small words, but a 44 px target to touch. */
const UnderButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary.text};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusVisible}
`;

/** Refusals the card above the composer explains (with its way out): the line under the bubble does not repeat them. */
const EXPLAINED_BY_CARD = new Set(['not_enough_credits', 'premium_only', 'account_not_confirmed']);

function Status({ message }: { message: ShownMessage }) {
  const intl = useIntl();
  const time = clockTime(intl, message.created_at);
  if (!message.from_me) return <time dateTime={message.created_at}>{time}</time>;
  const icon = message.pending ? 'clock' : message.seen ? 'seen' : 'check';
  return (
    <>
      <time dateTime={message.created_at}>{time}</time>
      {message.pending?.state !== 'failed' && <Icon name={icon} size={message.pending ? 12 : 14} />}
    </>
  );
}

export interface MessageBubbleProps {
  message: ShownMessage;
  groupEnd: boolean;
  seenMark: boolean;
  onRetry: (message: ShownMessage) => void;
  onDiscard: (message: ShownMessage) => void;
}

/** One message: words in a bubble (the member's own on the right), a gift as its picture. */
export function MessageBubble({ message, groupEnd, seenMark, onRetry, onDiscard }: MessageBubbleProps) {
  const settings = useSettings();
  const mine = message.from_me;
  const pending = message.pending;
  return (
    <Line
      $mine={mine}
      $groupEnd={groupEnd || !!pending}
      data-testid="message"
      data-mine={mine}
      data-message-id={message.id || undefined}
      data-state={pending?.state ?? 'sent'}
    >
      {message.gift ? (
        <GiftCard $mine={mine} $groupEnd={groupEnd} data-testid="message-gift">
          <img src={mediaUrl(settings.cdn_prefix, message.gift.image)} alt="" width={132} height={132} />
          <figcaption>
            <span>
              <Icon name="gift" size={16} />
              {message.gift.name}
            </span>
            <Meta $mine={false}>
              <Status message={message} />
            </Meta>
          </figcaption>
          {message.text && <p>{message.text}</p>}
        </GiftCard>
      ) : (
        <Bubble $mine={mine} $groupEnd={groupEnd} $pending={!!pending}>
          <span data-testid="message-text">{message.text}</span>
          <Meta $mine={mine}>
            <Status message={message} />
          </Meta>
        </Bubble>
      )}
      {pending?.state === 'failed' && (
        <Failed role="alert" data-testid="message-failed">
          <FailedReason $error data-testid="message-failed-reason">
            <Icon name="alert" size={14} />
            <span>
              {pending.offline ? (
                <FormattedMessage id="chat.notSentOffline" />
              ) : (
                <>
                  <FormattedMessage id="chat.notSent" />
                  {/* no error: a send the page closed on, kept from an earlier visit */}
                  {pending.error != null && !EXPLAINED_BY_CARD.has(errorCodeOf(pending.error)) && (
                    <>
                      {' '}
                      <ErrorMessage error={pending.error} />
                    </>
                  )}
                </>
              )}
            </span>
          </FailedReason>
          <Actions>
            <UnderButton type="button" onClick={() => onRetry(message)} data-testid="message-retry">
              <FormattedMessage id="chat.retry" />
            </UnderButton>
            <UnderButton type="button" onClick={() => onDiscard(message)} data-testid="message-discard">
              <FormattedMessage id="chat.discard" />
            </UnderButton>
          </Actions>
        </Failed>
      )}
      {seenMark && (
        <Under data-testid="message-seen">
          <FormattedMessage id="chat.seen" />
        </Under>
      )}
    </Line>
  );
}
