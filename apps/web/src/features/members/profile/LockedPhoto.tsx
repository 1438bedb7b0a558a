import type { Photo } from '@amora/contracts';
import { Button, Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../../../app/providers/SettingsContext';
import { mediaUrl } from '../../../lib/media/media-url';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { useSignupAllowed } from '../../signup/signup-mode';
import { useAskToJoin } from '../shared/use-ask-to-join';
import { BlurredImage, LockBadge, LockedCover, LockedText } from './gallery-styles';

export interface LockedPhotoProps {
  photo: Photo;
  label: string;
  member: boolean;
  /** How many of the profile's photos are locked for this viewer. */
  count: number;
  /** Only the photo on screen takes the focus (the others are aria-hidden). */
  focusable: boolean;
  /** Before going premium or signing up (the full-screen viewer closes). */
  onAction?: () => void;
}

/** What the lock says, by the way to the photos. */
const LOCKED_TEXT = {
  premium: 'members.locked.premium',
  join: 'members.locked.join',
  login: 'members.join.loginText',
} as const;

/**
 * A photo a free member (or visitor) may not see: the API sends only its blurred rendition, shown under
 * a lock with the way to see it (premium for members, signup for visitors, or logging in where signups
 * come only from partners).
 */
export function LockedPhoto({ photo, label, member, count, focusable, onAction }: LockedPhotoProps) {
  const settings = useSettings();
  const askToJoin = useAskToJoin();
  const signupAllowed = useSignupAllowed();
  const way = member ? 'premium' : signupAllowed ? 'join' : 'login';
  const tabIndex = focusable ? undefined : -1;
  return (
    <>
      <BlurredImage src={mediaUrl(settings.cdn_prefix, photo.filename)} alt={label} draggable={false} />
      <LockedCover data-testid="gallery-locked">
        <LockBadge>
          <Icon name="lock" size={28} />
        </LockBadge>
        <LockedText>
          <FormattedMessage id={LOCKED_TEXT[way]} />
        </LockedText>
        <p>
          <FormattedMessage id="members.locked.count" values={{ count }} />
        </p>
        {way === 'premium' ? (
          <ButtonLink
            to={pathTo('premium')}
            $variant="secondary"
            tabIndex={tabIndex}
            onClick={onAction}
            data-testid="gallery-premium"
          >
            <Icon name="sparkle" size={18} />
            <FormattedMessage id="members.locked.goPremium" />
          </ButtonLink>
        ) : way === 'login' ? (
          <ButtonLink
            to={pathTo('login')}
            $variant="secondary"
            tabIndex={tabIndex}
            onClick={onAction}
            data-testid="gallery-login"
          >
            <FormattedMessage id="nav.login" />
          </ButtonLink>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              onAction?.();
              askToJoin();
            }}
            tabIndex={tabIndex}
            data-testid="gallery-join"
          >
            <FormattedMessage id="nav.signup" />
          </Button>
        )}
      </LockedCover>
    </>
  );
}
