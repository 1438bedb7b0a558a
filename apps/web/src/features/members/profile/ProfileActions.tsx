import type { ProfileDetail } from '@amora/contracts';
import { Button, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorCodeOf } from '../../../lib/api';
import { pathTo } from '../../../lib/routes/paths';
import { likeProfile, unlikeProfile } from '../../likes/like-actions';
import { useLikes } from '../../live/live-data';
import { useAskToJoin } from '../shared/use-ask-to-join';
import { ActionRow, Safety } from './profile-styles';

export interface ProfileActionsProps {
  profile: ProfileDetail;
  member: boolean;
  /** A refused like shows its error (a message id) as a short note. */
  onError: (messageId: string) => void;
}

/** Like (or unlike) and chat; visitors are asked to join. A like that makes a match opens its modal. */
export function ProfileActions({ profile, member, onError }: ProfileActionsProps) {
  const askToJoin = useAskToJoin();
  const navigate = useNavigate();
  const { data: likes } = useLikes();
  const [busy, setBusy] = useState(false);
  const liked = likes?.profiles.some((like) => like.id === profile.id) ?? false;

  const toggleLike = async () => {
    if (!member) return askToJoin();
    setBusy(true);
    try {
      if (liked) await unlikeProfile(profile.id);
      else await likeProfile(profile);
    } catch (error) {
      onError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const chat = () => (member ? navigate(pathTo('members-id-chat', { id: String(profile.id) })) : askToJoin());

  return (
    <ActionRow>
      <Button
        size="lg"
        variant="secondary"
        onClick={toggleLike}
        disabled={busy}
        aria-pressed={member ? liked : undefined}
        data-testid="profile-like"
      >
        <Icon name="heart" size={20} />
        <FormattedMessage id={liked ? 'likes.unlike' : 'members.like'} />
      </Button>
      <Button size="lg" onClick={chat} data-testid="profile-chat">
        <Icon name="chat" size={20} />
        <FormattedMessage id="members.chat" />
      </Button>
    </ActionRow>
  );
}

export interface SafetyActionsProps {
  member: boolean;
  onBlock: () => void;
  onReport: () => void;
}

/** Block and report; visitors are asked to join first. */
export function SafetyActions({ member, onBlock, onReport }: SafetyActionsProps) {
  const askToJoin = useAskToJoin();
  return (
    <Safety>
      <Button variant="ghost" size="sm" onClick={member ? onBlock : askToJoin} data-testid="profile-block">
        <Icon name="block" size={18} />
        <FormattedMessage id="members.block.action" />
      </Button>
      <Button variant="ghost" size="sm" onClick={member ? onReport : askToJoin} data-testid="profile-report">
        <Icon name="flag" size={18} />
        <FormattedMessage id="members.report.action" />
      </Button>
    </Safety>
  );
}
