import { Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import styled, { css } from 'styled-components';
import { type ApiError, toApiError } from '../../lib/api-client';
import { TitledCard } from './complaint-card';
import { ComplaintError } from './complaint-error';
import { Muted } from './complaint-styles';
import { type ComplaintDetail, type ComplaintMessage, olderMessages } from './complaints.api';

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 480px;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

// The complainant on the right (as in their own chat), the reported profile on the left.
const Bubble = styled.li<{ $mine: boolean }>`
  max-width: min(80%, 520px);
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${theme.colors.primary.muted};
          border-bottom-right-radius: 4px;
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-bottom-left-radius: 4px;
        `}

  time {
    font-size: 11px;
    color: ${({ theme }) => theme.colors.textMuted};
    justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  }
`;

/** The complainant's conversation with the reported profile, oldest at the top, older pages on demand. */
export function ComplaintMessages({ detail }: { detail: ComplaintDetail }) {
  // newest first from the API: older pages go to the end, the list is shown reversed
  const [messages, setMessages] = useState<ComplaintMessage[]>(detail.messages);
  const [cursor, setCursor] = useState(detail.messages_next_cursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const names = {
    complainant: detail.complaint.complainant?.name ?? '',
    reported: detail.reported?.name ?? '',
  };

  async function loadOlder() {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await olderMessages(detail.complaint.id, cursor);
      setMessages((current) => [...current, ...page.messages]);
      setCursor(page.next_cursor);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setLoading(false);
    }
  }

  return (
    <TitledCard
      title={<FormattedMessage id="complaints.messages" />}
      aside={
        detail.reported && (
          <Muted>
            <FormattedMessage
              id="complaints.messages_between"
              values={{ complainant: names.complainant, reported: names.reported }}
            />
          </Muted>
        )
      }
      testid="complaint-messages"
    >
      {messages.length === 0 ? (
        <Muted data-testid="complaint-messages-none">
          <FormattedMessage id="complaints.messages_none" />
        </Muted>
      ) : (
        <Thread>
          {cursor && (
            <li style={{ justifySelf: 'center' }}>
              <Button
                size="sm"
                variant="outline"
                loading={loading}
                onClick={loadOlder}
                data-testid="complaint-messages-older"
              >
                <FormattedMessage id="complaints.messages_older" />
              </Button>
            </li>
          )}
          {[...messages].reverse().map((message) => (
            <Bubble
              key={message.id}
              $mine={message.from_complainant}
              data-testid={`complaint-message-${message.id}`}
            >
              <span>
                {message.text ?? (
                  <Muted>
                    <FormattedMessage id="complaints.message_kind" values={{ kind: message.kind }} />
                  </Muted>
                )}
              </span>
              <time dateTime={message.created_at}>
                {message.from_complainant ? names.complainant : names.reported} ·{' '}
                <FormattedDate value={message.created_at} dateStyle="medium" />{' '}
                <FormattedTime value={message.created_at} />
              </time>
            </Bubble>
          ))}
        </Thread>
      )}
      <ComplaintError error={error} testid="complaint-messages-error" />
    </TitledCard>
  );
}
