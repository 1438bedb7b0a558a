import type { ChatSummary } from '@amora/contracts';
import { Alert, Button, Icon, ProgressBar, Skeleton } from '@amora/ui';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { ErrorAlert } from '../../error/ErrorAlert';
import { ErrorMessage } from '../../error/ErrorMessage';
import { reloadChats, useChats } from '../../live/live-data';
import { EmptyIcon, EmptyState } from '../chat-styles';
import { ChatRow } from './ChatRow';
import { DeleteChatDialog } from './DeleteChatDialog';
import { useDeleteChat, useDeleteFailure } from './delete-chat';

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(5)} ${theme.space(3)}`};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 800;
    letter-spacing: -0.01em;
  }
`;

/** The field takes the box's whole height (the border is a shadow): a 44 px touch target, not a line of text. */
const SearchBox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 44px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};

  &:focus-within {
    box-shadow:
      inset 0 0 0 1px ${({ theme }) => theme.colors.primary.main},
      0 0 0 3px ${({ theme }) => theme.colors.primary.muted};
  }
  input {
    flex: 1;
    align-self: stretch;
    min-width: 0;
    padding: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  /* the browsers' grey placeholder is below AA on this background */
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-bottom: ${({ theme }) => theme.space(3)};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notice = styled.div`
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(3)}`};
`;

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};

  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const NoMatch = styled.p`
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function ListSkeleton() {
  return (
    <div data-testid="chat-list-loading">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <SkeletonRow key={row}>
          <Skeleton $width="52px" $height="52px" $radius="pill" />
          <div>
            <Skeleton $width={`${40 + ((row * 17) % 30)}%`} $height="14px" />
            <Skeleton $width={`${60 + ((row * 11) % 30)}%`} $height="12px" />
          </div>
        </SkeletonRow>
      ))}
    </div>
  );
}

function NoChats() {
  return (
    <EmptyState data-testid="chat-list-empty">
      <EmptyIcon aria-hidden="true">
        <Icon name="chat" size={32} />
      </EmptyIcon>
      <h2>
        <FormattedMessage id="chat.list.emptyTitle" />
      </h2>
      <p>
        <FormattedMessage id="chat.list.emptyText" />
      </p>
      <ButtonLink to={pathTo('members')} $variant="primary" $size="md">
        <FormattedMessage id="chat.list.discover" />
      </ButtonLink>
    </EmptyState>
  );
}

/** The open conversation (by conversation id, or by profile id on /members/{id}/chat) to highlight. */
function useOpenChat(): (chat: ChatSummary) => boolean {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const name = (last?.handle as { name?: string } | undefined)?.name;
  const id = Number(last?.params.id);
  if (name === 'chats-id') return (chat) => chat.conversation.id === id;
  if (name === 'members-id-chat') return (chat) => chat.profile.id === id;
  return () => false;
}

/** The member's conversations, latest first, with a name filter; deleting one asks first. */
export function ChatList() {
  const intl = useIntl();
  const { data, error, isLoading } = useChats();
  const [filter, setFilter] = useState('');
  const [toDelete, setToDelete] = useState<ChatSummary | null>(null);
  const deleteChat = useDeleteChat();
  const [failure, dismissFailure] = useDeleteFailure();
  const isOpen = useOpenChat();
  const chats = data?.chats ?? [];
  const shown = useMemo(() => {
    const wanted = filter.trim().toLocaleLowerCase();
    return wanted ? chats.filter((chat) => chat.profile.name.toLocaleLowerCase().includes(wanted)) : chats;
  }, [chats, filter]);

  return (
    <>
      {/* spec §7: the progress indicator on the first load only, not on every reload */}
      <ProgressBar active={isLoading} />
      <Head>
        <h1>
          <FormattedMessage id="chat.list.title" />
        </h1>
        {chats.length > 0 && (
          <SearchBox>
            <Icon name="search" size={18} />
            <input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={intl.formatMessage({ id: 'chat.list.search' })}
              aria-label={intl.formatMessage({ id: 'chat.list.search' })}
              data-testid="chat-search"
            />
          </SearchBox>
        )}
      </Head>
      {failure && (
        <Notice>
          <Alert
            tone="danger"
            title={<FormattedMessage id="chat.delete.failed" />}
            onDismiss={dismissFailure}
            dismissLabel={intl.formatMessage({ id: 'members.close' })}
            data-testid="chat-delete-error"
          >
            <ErrorMessage error={failure.error} />
          </Alert>
        </Notice>
      )}
      <Scroll>
        {!data && isLoading && <ListSkeleton />}
        {!data && error && (
          <Notice>
            <ErrorAlert error={error} data-testid="chat-list-error" />
            <Button variant="ghost" size="sm" onClick={() => void reloadChats()}>
              <FormattedMessage id="members.retry" />
            </Button>
          </Notice>
        )}
        {data && chats.length === 0 && <NoChats />}
        {chats.length > 0 && shown.length === 0 && (
          <NoMatch>
            <FormattedMessage id="chat.list.noMatch" values={{ name: filter.trim() }} />
          </NoMatch>
        )}
        <Rows aria-label={intl.formatMessage({ id: 'chat.list.title' })} data-testid="chat-list">
          {shown.map((chat) => (
            <ChatRow key={chat.conversation.id} chat={chat} active={isOpen(chat)} onDelete={setToDelete} />
          ))}
        </Rows>
      </Scroll>
      <DeleteChatDialog chat={toDelete} onClose={() => setToDelete(null)} onConfirm={deleteChat} />
    </>
  );
}
