import type { ProfileDetail } from '@amora/contracts';
import { Button, Icon, VisuallyHidden } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorCodeOf } from '../../../lib/api';
import { pathTo } from '../../../lib/routes/paths';
import { likeProfile, unlikeProfile } from '../../likes/like-actions';
import { useLikes } from '../../live/live-data';
import { useAskToJoin } from '../shared/use-ask-to-join';
import { ActionRow, PHONE, Safety } from './profile-styles';
import { useCoversGallery, useStuckToBottom } from './use-stuck-to-bottom';

export interface ProfileActionsProps {
  profile: ProfileDetail;
  member: boolean;
  /** A refused like shows its error (a message id) as a short note. */
  onError: (messageId: string) => void;
  /** Unblocked just now: the Unblock button went with the notice, so the Like button takes the focus. */
  justUnblocked?: boolean;
}

/**
 * Like (or unlike) and chat; visitors are asked to join. A like that makes a match opens its modal. The
 * Like button keeps the focus while busy (a loading Button stays focusable), and what it did is said
 * politely, as its label changes.
 */
export function ProfileActions({ profile, member, onError, justUnblocked = false }: ProfileActionsProps) {
  const askToJoin = useAskToJoin();
  const navigate = useNavigate();
  const { data: likes } = useLikes();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'members.liked' | 'members.unliked' | null>(null);
  const likeButton = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const stuck = useStuckToBottom(row, PHONE);
  // stuck over the gallery's arrows, it steps aside until the page moves them up
  const aside = useCoversGallery(row, stuck);
  const liked = likes?.profiles.some((like) => like.id === profile.id) ?? false;

  useEffect(() => {
    if (justUnblocked) likeButton.current?.focus();
  }, [justUnblocked]);

  const toggleLike = async () => {
    if (!member) return askToJoin();
    if (busy) return;
    setBusy(true);
    setDone(null);
    try {
      if (liked) await unlikeProfile(profile.id);
      else await likeProfile(profile);
      setDone(liked ? 'members.unliked' : 'members.liked');
    } catch (error) {
      onError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const chat = () => (member ? navigate(pathTo('members-id-chat', { id: String(profile.id) })) : askToJoin());

  return (
    <ActionRow
      ref={row}
      $tabBar={member}
      data-stuck={stuck || undefined}
      data-aside={aside || undefined}
      data-testid="profile-actions"
    >
      <Button
        ref={likeButton}
        size="lg"
        variant={liked ? 'outline' : 'secondary'}
        onClick={toggleLike}
        loading={busy}
        data-testid="profile-like"
      >
        {/* liked: a filled heart on a quiet button, as on the cards, not a second call to act */}
        <Icon name="heart" size={20} filled={liked} />
        <FormattedMessage id={liked ? 'likes.unlike' : 'members.like'} />
      </Button>
      <Button size="lg" onClick={chat} data-testid="profile-chat">
        <Icon name="chat" size={20} />
        <FormattedMessage id="members.chat" />
      </Button>
      <VisuallyHidden role="status" data-testid="profile-like-status">
        {done && <FormattedMessage id={done} values={{ name: profile.name }} />}
      </VisuallyHidden>
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
