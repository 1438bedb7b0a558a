import type { User } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FullScreenDialog } from './FullScreenDialog';
import type { ModalProfile } from './like-modal-store';
import { CloseCorner, StageGhostButton } from './like-scene-styles';
import { MatchScene } from './MatchScene';

export interface MatchModalProps {
  me: User;
  profile: ModalProfile;
  onClose: () => void;
}

/** The full-screen "It's a match" modal (spec §2): both photos, chat or keep browsing. */
export function MatchModal({ me, profile, onClose }: MatchModalProps) {
  const intl = useIntl();
  return (
    <FullScreenDialog
      label={intl.formatMessage({ id: 'likes.match.title' })}
      onClose={onClose}
      data-testid="match-modal"
    >
      <MatchScene
        me={me}
        profile={profile}
        onMessage={onClose}
        keepBrowsing={
          <StageGhostButton
            type="button"
            $size="lg"
            $fullWidth
            onClick={onClose}
            data-testid="match-keep-browsing"
          >
            <FormattedMessage id="likes.match.keepBrowsing" />
          </StageGhostButton>
        }
      />
      <CloseCorner
        type="button"
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'likes.modal.close' })}
        data-testid="match-modal-close"
      >
        <Icon name="close" size={22} />
      </CloseCorner>
    </FullScreenDialog>
  );
}
