import { Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorCodeOf } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { ProfileCard } from '../members/search/ProfileCard';
import { likeProfile, unlikeProfile } from './like-actions';
import { FilledHeart } from './like-scene-styles';
import type { LikeItem, LikesTab } from './likes-by-tab';
import { CardButton, CardButtonLink, CardItem, NewBadge } from './likes-styles';

export interface LikeCardProps {
  item: LikeItem;
  tab: LikesTab;
  eager?: boolean;
  /** Shows a failed like or unlike (a message id). */
  onError: (messageId: string) => void;
}

/** A like as a photo card, "New" until the member opens the profile, with the tab's action below. */
export function LikeCard({ item, tab, eager, onError }: LikeCardProps) {
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <CardItem data-testid="like-card" data-profile-id={item.id} data-like-new={item.like_new}>
      <ProfileCard
        profile={item}
        eager={eager}
        badge={
          item.like_new && (
            <NewBadge data-testid="like-new">
              <FormattedMessage id="likes.new" />
            </NewBadge>
          )
        }
      />
      {tab === 'received' && (
        <CardButton
          variant="secondary"
          size="sm"
          fullWidth
          loading={busy}
          onClick={() => act(() => likeProfile(item))}
          data-testid="like-back"
        >
          <FilledHeart size={18} />
          <FormattedMessage id="likes.likeBack" />
        </CardButton>
      )}
      {tab === 'sent' && (
        <CardButton
          variant="outline"
          size="sm"
          fullWidth
          loading={busy}
          onClick={() => act(() => unlikeProfile(item.id))}
          data-testid="unlike"
        >
          <Icon name="close" size={18} />
          <FormattedMessage id="likes.unlike" />
        </CardButton>
      )}
      {tab === 'matches' && (
        <CardButtonLink
          to={pathTo('members-id-chat', { id: String(item.id) })}
          $size="sm"
          $fullWidth
          data-testid="match-chat"
        >
          <Icon name="chat" size={18} />
          <FormattedMessage id="likes.message" />
        </CardButtonLink>
      )}
    </CardItem>
  );
}
