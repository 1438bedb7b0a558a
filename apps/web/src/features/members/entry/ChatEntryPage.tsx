import { focusVisible, Icon } from '@amora/ui';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useSettings } from '../../../app/providers/SettingsContext';
import { ApiError } from '../../../lib/api';
import { pathTo } from '../../../lib/routes/paths';
import { ConversationFailed, ConversationSkeleton } from '../../chat/conversation/ConversationStates';
import { ConversationView } from '../../chat/conversation/ConversationView';
import { useMessengerShown } from '../../chat/use-messenger';
import { useChats } from '../../live/live-data';
import { FictionalMark } from '../shared/FictionalMark';
import { ProfileImage } from '../shared/ProfileImage';
import { useAskToJoin } from '../shared/use-ask-to-join';
import { EntryCtas, EntryDisclosure, EntryModalHost, Lead, ToHomePage } from './EntryParts';
import { useMemberEntry } from './use-entry';

const Screen = styled.section`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)} ${theme.space(10)}`};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(10)};
  }
`;

const Window = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 560px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled.span`
  width: 44px;
  height: 44px;
  flex: none;
  overflow: hidden;
  border-radius: 50%;
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Conversation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.background}, ${({ theme }) => theme.colors.surface});
  text-align: center;
`;

const BigPhoto = styled.span`
  width: 144px;
  height: 180px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
`;

const Composer = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  text-align: left;
  cursor: text;
  ${focusVisible}

  span {
    flex: 1;
  }
  i {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary.surface};
    color: ${({ theme }) => theme.colors.primary.onSurface};
  }
`;

const Footer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space(6)} ${theme.space(6)}`};
`;

/**
 * /members/{id}/chat: for a member, the conversation with that profile (its /chats/{id} page when the
 * two have one); for a visitor, a conversation window whose composer is the way in.
 */
export function ChatEntryPage() {
  return useMessengerShown() ? <MemberChat /> : <VisitorChat />;
}

function MemberChat() {
  const { id = '' } = useParams();
  const { data, error } = useChats();
  const profileId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  // decided once, on the first list: a conversation this page starts must not move it elsewhere
  const existing = useRef<number | null | undefined>(undefined);
  if (existing.current === undefined && (data || error))
    existing.current = data?.chats.find((chat) => chat.profile.id === profileId)?.conversation.id ?? null;
  if (profileId === null) return <ConversationFailed error={new ApiError('profile_not_found', 404)} />;
  if (existing.current === undefined) return <ConversationSkeleton />;
  if (existing.current !== null)
    return <Navigate to={pathTo('chats-id', { id: String(existing.current) })} replace />;
  return <ConversationView key={profileId} target={{ profileId }} />;
}

function VisitorChat() {
  const entry = useMemberEntry();
  const intl = useIntl();
  const settings = useSettings();
  const askToJoin = useAskToJoin();
  const { profile } = entry;
  const name = profile?.name ?? '';
  if (entry.missing) return <ToHomePage />;
  return (
    <Screen data-testid="entry-chat">
      <Window>
        <Header>
          <Thumb>
            <ProfileImage
              image={profile?.main_image ?? null}
              size="thumb_filename"
              name={name}
              alt=""
              eager
            />
          </Thumb>
          <Who>
            <strong data-testid="entry-name">
              {profile ? `${profile.name}, ${profile.age}` : settings.name}
              {profile?.fictional && <FictionalMark />}
            </strong>
            {profile?.city && <span>{profile.city}</span>}
          </Who>
        </Header>
        <Conversation>
          <BigPhoto>
            <ProfileImage
              image={profile?.main_image ?? null}
              size="match"
              name={name}
              alt={profile ? intl.formatMessage({ id: 'members.photoOf' }, { name }) : ''}
              eager
            />
          </BigPhoto>
          <Title>
            <FormattedMessage
              id={profile ? 'members.entry.chatTitle' : 'members.join.title'}
              values={{ name }}
            />
          </Title>
          <Lead>
            <FormattedMessage id="members.entry.chatLead" values={{ site: settings.name }} />
          </Lead>
        </Conversation>
        <Composer type="button" onClick={askToJoin} data-testid="entry-composer">
          <span>
            <FormattedMessage id="members.entry.composer" values={{ name }} />
          </span>
          <i aria-hidden="true">
            <Icon name="chat" size={20} />
          </i>
        </Composer>
        <Footer>
          <EntryCtas profilePath={entry.profilePath} ctaId="members.entry.ctaChat" />
          <EntryDisclosure profile={profile} />
        </Footer>
      </Window>
      <EntryModalHost needed={entry.hostsModal} />
    </Screen>
  );
}
