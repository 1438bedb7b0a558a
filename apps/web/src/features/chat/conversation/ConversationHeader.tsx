import type { MessagesAnswer, ProfileCard, ProfileDetail } from '@amora/contracts';
import { DropdownMenu, focusVisible, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../../lib/routes/paths';
import { flash } from '../../flash/flash-store';
import { reloadChats } from '../../live/live-data';
import { BlockDialog } from '../../members/profile/BlockControls';
import { ReportModal } from '../../members/profile/ReportModal';
import { FictionalMark } from '../../members/shared/FictionalMark';
import { ProfileImage } from '../../members/shared/ProfileImage';
import { Avatar, iconButton, ONLINE, OnlineDot } from '../chat-styles';
import { DeleteChatDialog } from '../list/DeleteChatDialog';
import { type DeletableChat, useDeleteChat } from '../list/delete-chat';
import { ONE_PANE } from '../Messenger';

const Bar = styled.header`
  position: relative;
  z-index: 2;
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 68px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(2)}`};
  padding-top: calc(${({ theme }) => theme.space(2)} + env(safe-area-inset-top));
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(12px);

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(3)} ${theme.space(5)}`};
  }
`;

const Back = styled(Link)`
  ${iconButton}
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
  ${ONE_PANE} {
    display: inline-flex;
  }
`;

const Who = styled(Link)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  ${focusVisible}
`;

const Names = styled.span`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 1px;

  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 800;
  }
  strong > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Status = styled.span<{ $live: boolean }>`
  overflow: hidden;
  color: ${({ theme, $live }) => ($live ? theme.colors.primary.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ $live }) => ($live ? 700 : 500)};
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-online='true']::before {
    content: '';
    display: inline-block;
    width: 7px;
    height: 7px;
    margin-right: 5px;
    border-radius: 50%;
    background: ${ONLINE};
    vertical-align: 1px;
  }
`;

/** The shared menu's trigger as a round icon button, 44 px to touch. */
const Menu = styled.div`
  flex: none;

  button[aria-haspopup='menu'] {
    width: 44px;
    min-height: 44px;
    justify-content: center;
    padding: 0;
    border: 0;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-haspopup='menu']:hover {
    background: ${({ theme }) => theme.colors.primary.muted};
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

/** The dialogs of the profile page take its detail; the chat has the card, which holds all they read. */
const asDetail = (profile: ProfileCard): ProfileDetail => ({
  ...profile,
  photos: [],
  locked_photos: 0,
  blocked: false,
});

function StatusLine({ profile, typing }: { profile: ProfileCard; typing: boolean }) {
  if (typing)
    return (
      <Status $live data-testid="header-typing">
        <FormattedMessage id="chat.typingShort" />
      </Status>
    );
  if (profile.online)
    return (
      <Status $live={false} data-online="true">
        <FormattedMessage id="members.online" />
      </Status>
    );
  const place = [profile.age, profile.city].filter(Boolean).join(' · ');
  return <Status $live={false}>{place}</Status>;
}

export interface ConversationHeaderProps {
  profile: ProfileCard;
  conversationId: number | null;
  typing: boolean;
  /** A block either way (the conversation's bar says so; the member's own is lifted there). */
  blocked?: MessagesAnswer['blocked'];
}

type Dialog = 'block' | 'report' | 'delete' | null;

/** The other side: back to the list (phones), photo and name to their profile, and the actions. */
export function ConversationHeader({
  conversationId,
  typing,
  blocked = null,
  ...props
}: ConversationHeaderProps) {
  // presence is not shown across a block
  const profile = blocked ? { ...props.profile, online: false } : props.profile;
  const intl = useIntl();
  const navigate = useNavigate();
  const deleteChat = useDeleteChat();
  const [dialog, setDialog] = useState<Dialog>(null);
  const profilePath = pathTo('members-id', { id: String(profile.id) });
  const chat: DeletableChat | null =
    conversationId === null ? null : { conversation: { id: conversationId }, profile };
  const items = [
    {
      key: 'profile',
      label: <FormattedMessage id="chat.menu.profile" />,
      icon: <Icon name="user" size={18} />,
      onSelect: () => navigate(profilePath),
    },
    ...(chat
      ? [
          {
            key: 'delete',
            label: <FormattedMessage id="chat.menu.delete" />,
            icon: <Icon name="trash" size={18} />,
            onSelect: () => setDialog('delete'),
          },
        ]
      : []),
    {
      key: 'report',
      label: <FormattedMessage id="members.report.action" />,
      icon: <Icon name="flag" size={18} />,
      onSelect: () => setDialog('report'),
    },
    ...(blocked === 'by_me'
      ? []
      : [
          {
            key: 'block',
            label: <FormattedMessage id="members.block.action" />,
            icon: <Icon name="block" size={18} />,
            onSelect: () => setDialog('block'),
            tone: 'danger' as const,
          },
        ]),
  ];
  return (
    <Bar data-testid="conversation-header">
      <Back to={pathTo('chats')} aria-label={intl.formatMessage({ id: 'chat.back' })} data-testid="chat-back">
        <Icon name="chevronLeft" size={24} />
      </Back>
      <Who to={profilePath} data-testid="conversation-profile-link">
        <Avatar $size={44}>
          <ProfileImage image={profile.main_image} size="thumb_filename" name={profile.name} alt="" eager />
          {profile.online && <OnlineDot $size={11} />}
        </Avatar>
        <Names>
          <strong>
            <span data-testid="conversation-name">{profile.name}</span>
            {profile.fictional && <FictionalMark />}
          </strong>
          <StatusLine profile={profile} typing={typing} />
        </Names>
      </Who>
      <Menu>
        <DropdownMenu
          label={<Icon name="more" size={22} />}
          ariaLabel={intl.formatMessage({ id: 'chat.menu.label' })}
          items={items}
          data-testid="conversation-menu"
        />
      </Menu>
      <BlockDialog
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        profile={asDetail(profile)}
        onBlocked={() => {
          void reloadChats();
          flash.show('chat.blocked');
          navigate(pathTo('chats'), { replace: true });
        }}
      />
      <ReportModal
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        profileId={profile.id}
        name={profile.name}
      />
      <DeleteChatDialog
        chat={dialog === 'delete' ? chat : null}
        onClose={() => setDialog(null)}
        onConfirm={deleteChat}
      />
    </Bar>
  );
}
