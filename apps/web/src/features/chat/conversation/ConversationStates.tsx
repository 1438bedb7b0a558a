import type { ProfileCard } from '@amora/contracts';
import { Button, Icon, Skeleton } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { errorCodeOf } from '../../../lib/api';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { ErrorMessage } from '../../error/ErrorMessage';
import { ProfileImage } from '../../members/shared/ProfileImage';
import { EmptyIcon, EmptyState } from '../chat-styles';

const SkeletonHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 68px;
  padding: ${({ theme }) => `0 ${theme.space(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const SkeletonBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.background};

  > :nth-child(even) {
    align-self: flex-end;
  }
`;

/** The conversation's shape while its messages load. */
export function ConversationSkeleton() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }} data-testid="conversation-loading">
      <SkeletonHeader>
        <Skeleton $width="44px" $height="44px" $radius="pill" />
        <Skeleton $width="140px" $height="16px" />
      </SkeletonHeader>
      <SkeletonBody>
        <Skeleton $width="46%" $height="40px" $radius="lg" />
        <Skeleton $width="38%" $height="40px" $radius="lg" />
        <Skeleton $width="55%" $height="56px" $radius="lg" />
        <Skeleton $width="30%" $height="40px" $radius="lg" />
      </SkeletonBody>
    </div>
  );
}

/** A conversation that cannot be shown: gone, someone else's, blocked, or the call failed. */
export function ConversationFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const code = errorCodeOf(error);
  const gone = ['conversation_not_found', 'profile_not_found', 'contact_blocked', 'not_found'].includes(code);
  return (
    <EmptyState data-testid="conversation-failed">
      <EmptyIcon aria-hidden="true">
        <Icon name="alert" size={32} />
      </EmptyIcon>
      <h2>
        <FormattedMessage id={gone ? 'chat.gone.title' : 'members.loadFailed.title'} />
      </h2>
      <p>
        <ErrorMessage error={error} />
      </p>
      {gone || !onRetry ? (
        <ButtonLink to={pathTo('chats')} $variant="primary">
          <FormattedMessage id="chat.toChats" />
        </ButtonLink>
      ) : (
        <Button onClick={onRetry}>
          <FormattedMessage id="members.retry" />
        </Button>
      )}
    </EmptyState>
  );
}

/** /chats on a wide screen: the right pane until a conversation is picked. */
export function PickConversation() {
  return (
    <EmptyState data-testid="chat-pick">
      <EmptyIcon aria-hidden="true">
        <Icon name="chat" size={32} />
      </EmptyIcon>
      <h2>
        <FormattedMessage id="chat.pick.title" />
      </h2>
      <p>
        <FormattedMessage id="chat.pick.text" />
      </p>
      <ButtonLink to={pathTo('members')} $variant="outline">
        <FormattedMessage id="chat.list.discover" />
      </ButtonLink>
    </EmptyState>
  );
}

const Intro = styled.div<{ $big: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme, $big }) => ($big ? `${theme.space(8)} auto` : `${theme.space(2)} auto ${theme.space(4)}`)};
  max-width: 360px;
  text-align: center;

  h2 {
    font-size: ${({ theme, $big }) => ($big ? theme.font.size.lg : theme.font.size.md)};
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.5;
  }
`;

const Photo = styled(Link)<{ $big: boolean }>`
  display: block;
  width: ${({ $big }) => ($big ? 128 : 72)}px;
  height: ${({ $big }) => ($big ? 160 : 72)}px;
  overflow: hidden;
  border-radius: ${({ theme, $big }) => ($big ? theme.radii.lg : '50%')};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border: 3px solid ${({ theme }) => theme.colors.surface};
  text-decoration: none;

  > span[role='img'] {
    font-size: 2em;
  }
`;

export interface ConversationStartProps {
  profile: ProfileCard;
  /** No messages yet: a bigger invitation with the opening lines. */
  empty: boolean;
  onIcebreakers: () => void;
}

/** The top of a conversation: who this is, and in an empty one an invitation to write first. */
export function ConversationStart({ profile, empty, onIcebreakers }: ConversationStartProps) {
  const intl = useIntl();
  const profilePath = pathTo('members-id', { id: String(profile.id) });
  return (
    <Intro $big={empty} data-testid={empty ? 'conversation-empty' : 'conversation-start'}>
      <Photo to={profilePath} $big={empty} aria-label={intl.formatMessage({ id: 'chat.menu.profile' })}>
        <ProfileImage
          image={profile.main_image}
          size={empty ? 'match' : 'thumb_filename'}
          name={profile.name}
          alt={intl.formatMessage({ id: 'members.photoOf' }, { name: profile.name })}
        />
      </Photo>
      <h2>
        {empty ? (
          <FormattedMessage id="chat.empty.title" values={{ name: profile.name }} />
        ) : (
          <FormattedMessage id="chat.start.title" values={{ name: profile.name }} />
        )}
      </h2>
      {empty && (
        <>
          <p>
            <FormattedMessage id="chat.empty.text" values={{ name: profile.name }} />
          </p>
          <Button variant="outline" size="sm" onClick={onIcebreakers} data-testid="open-icebreakers">
            <Icon name="bulb" size={18} />
            <FormattedMessage id="chat.icebreaker.open" />
          </Button>
        </>
      )}
    </Intro>
  );
}
