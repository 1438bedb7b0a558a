import type { ChatSummary } from '@amora/contracts';
import { Badge, focusVisible, Icon, reducedMotion } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../../lib/routes/paths';
import { FictionalMark } from '../../members/shared/FictionalMark';
import { ProfileImage } from '../../members/shared/ProfileImage';
import { Avatar, OnlineDot } from '../chat-styles';
import { listTime } from '../chat-time';
import { SWIPE_OPEN_PX, useSwipeOpen } from './use-swipe-open';

const Item = styled.li`
  position: relative;

  @media (hover: hover) {
    &:hover button[data-action='delete'],
    &:focus-within button[data-action='delete'] {
      opacity: 1;
    }
    /* the delete button takes the place of the time and the count */
    &:hover [data-row-meta],
    &:focus-within [data-row-meta] {
      opacity: 0;
    }
  }
`;

const Slide = styled.div`
  position: relative;
  overflow: hidden;
  margin: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Behind the row, shown by sliding it to the left on a phone. */
const SwipeDelete = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: ${SWIPE_OPEN_PX}px;
  border: 0;
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  ${focusVisible}
`;

const RowLink = styled(Link)<{ $offset: number; $dragging: boolean }>`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  touch-action: pan-y;
  transform: translateX(${({ $offset }) => $offset}px);
  transition: ${({ $dragging }) => ($dragging ? 'background 0.15s ease' : 'background 0.15s ease, transform 0.2s ease')};
  ${reducedMotion}

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary.muted};
  }
  ${focusVisible}
`;

const Body = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 3px;
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Name = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-weight: ${({ $unread }) => ($unread ? 800 : 700)};

  > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Unread in the unread colour, but in ink on the open conversation's tinted row (the colour is below AA there). */
const Time = styled.time<{ $unread: boolean; $active: boolean }>`
  flex: none;
  color: ${({ theme, $unread, $active }) =>
    $unread ? ($active ? theme.colors.text : theme.colors.secondary.text) : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
`;

const Meta = styled.span`
  flex: none;
  display: inline-flex;
`;

const Preview = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
`;

const Delete = styled.button`
  position: absolute;
  /* above the row's link, which sits above the swipe button */
  z-index: 2;
  top: 50%;
  right: ${({ theme }) => theme.space(4)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transform: translateY(-50%);
  opacity: 0;
  transition: opacity 0.15s ease;

  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    opacity: 1;
  }
  ${focusVisible}

  @media (hover: none) {
    display: none;
  }
`;

/** What the list shows of the last message: "You: …" for the member's own, a gift as "🎁 name". */
function PreviewText({ chat }: { chat: ChatSummary }) {
  const last = chat.last_message;
  if (!last) return <FormattedMessage id="chat.preview.none" />;
  // the API names the gift in `text` where it has one; else the word "gift"
  const shown =
    last.kind === 'gift' ? (
      <>🎁 {last.text ?? <FormattedMessage id="chat.preview.gift" />}</>
    ) : (
      (last.text ?? '').replace(/\s+/g, ' ')
    );
  if (!last.from_me) return shown;
  return <FormattedMessage id="chat.preview.mine" values={{ text: shown }} />;
}

export interface ChatRowProps {
  chat: ChatSummary;
  active: boolean;
  onDelete: (chat: ChatSummary) => void;
}

/** A conversation in the list: photo with online dot, name, last message, time and unread count. */
export function ChatRow({ chat, active, onDelete }: ChatRowProps) {
  const intl = useIntl();
  const { profile } = chat;
  const unread = chat.num_unread_messages > 0;
  const swipe = useSwipeOpen();
  return (
    <Item data-testid="chat-row" data-conversation-id={chat.conversation.id}>
      <Slide>
        {swipe.offset < 0 && (
          <SwipeDelete
            type="button"
            tabIndex={swipe.open ? 0 : -1}
            onClick={() => {
              swipe.close();
              onDelete(chat);
            }}
            aria-label={intl.formatMessage({ id: 'chat.delete.action' }, { name: profile.name })}
            data-testid="chat-swipe-delete"
          >
            <Icon name="trash" size={20} />
            <FormattedMessage id="chat.swipeDelete" />
          </SwipeDelete>
        )}
        <RowLink
          to={pathTo('chats-id', { id: String(chat.conversation.id) })}
          aria-current={active ? 'page' : undefined}
          $offset={swipe.offset}
          $dragging={swipe.dragging}
          {...swipe.handlers}
        >
          <Avatar $size={52}>
            <ProfileImage image={profile.main_image} size="thumb_filename" name={profile.name} alt="" />
            {profile.online && (
              <OnlineDot
                role="img"
                aria-label={intl.formatMessage({ id: 'members.online' })}
                data-testid="chat-online"
              />
            )}
          </Avatar>
          <Body>
            <Line>
              <Name $unread={unread}>
                <span data-testid="chat-name">{profile.name}</span>
                {profile.fictional && <FictionalMark />}
              </Name>
              <Time $unread={unread} $active={active} dateTime={chat.last_message_at} data-row-meta>
                {listTime(intl, chat.last_message_at)}
              </Time>
            </Line>
            <Line>
              <Preview $unread={unread} data-testid="chat-preview">
                <PreviewText chat={chat} />
              </Preview>
              <Meta data-row-meta>
                <Badge
                  count={chat.num_unread_messages}
                  label={intl.formatMessage({ id: 'nav.unreadBadge' }, { count: chat.num_unread_messages })}
                  data-testid="chat-unread"
                />
              </Meta>
            </Line>
          </Body>
        </RowLink>
      </Slide>
      <Delete
        type="button"
        data-action="delete"
        aria-label={intl.formatMessage({ id: 'chat.delete.action' }, { name: profile.name })}
        title={intl.formatMessage({ id: 'chat.delete.action' }, { name: profile.name })}
        onClick={() => onDelete(chat)}
        data-testid="chat-delete"
      >
        <Icon name="trash" size={17} />
      </Delete>
    </Item>
  );
}
