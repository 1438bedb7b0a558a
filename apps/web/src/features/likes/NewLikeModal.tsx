import { focusVisible, Icon, REDUCED_MOTION } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { FictionalMark } from '../members/shared/FictionalMark';
import { useFictionalWarning } from '../members/shared/use-fictional-warning';
import { FullScreenDialog } from './FullScreenDialog';
import type { ModalProfile } from './like-modal-store';
import {
  Actions,
  DarkDisclosure,
  FilledHeart,
  Kicker,
  Lead,
  StageButton,
  StageGhostButton,
} from './like-scene-styles';
import { Portrait } from './Portrait';

const rise = keyframes`
  from { opacity: 0; transform: translateY(24px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const PhotoButton = styled.button`
  position: relative;
  display: block;
  width: min(72vw, 300px);
  aspect-ratio: 4 / 5;
  padding: 0;
  overflow: hidden;
  border: 4px solid #fff;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: #fff;
  text-align: left;
  cursor: pointer;
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.4);
  animation: ${rise} 0.45s cubic-bezier(0.2, 0.8, 0.2, 1) both;
  ${focusVisible}

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

const Shade = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)} ${theme.space(4)}`};
  background: linear-gradient(to top, rgba(20, 8, 30, 0.88), rgba(20, 8, 30, 0.4) 60%, transparent);
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
`;

const City = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.9;
`;

const HeartTag = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.3);
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  color: rgba(255, 255, 255, 0.7);
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface NewLikeModalProps {
  profile: ModalProfile;
  /** A click anywhere (spec §4), Escape too. */
  onClose: () => void;
  /** spec §4 `image-pressed`. */
  onImagePressed: (profileId: number) => void;
  /** spec §4 `button-pressed`: the main button, "Like back". */
  onButtonPressed: (profileId: number) => void;
  /** Starts a conversation with the profile. */
  onStartConversation: (profileId: number) => void;
}

/** "New like!": who likes the member, with like back and a message as the ways on. */
export function NewLikeModal({
  profile,
  onClose,
  onImagePressed,
  onButtonPressed,
  onStartConversation,
}: NewLikeModalProps) {
  const intl = useIntl();
  const fictionalWarning = useFictionalWarning();
  return (
    <FullScreenDialog
      label={intl.formatMessage({ id: 'likes.newLike.title' })}
      onClose={onClose}
      closeOnClick
      data-testid="new-like-modal"
    >
      <Kicker>
        <FormattedMessage id="likes.newLike.title" />
      </Kicker>
      <PhotoButton
        type="button"
        onClick={() => onImagePressed(profile.id)}
        aria-label={intl.formatMessage({ id: 'likes.newLike.viewProfile' }, { name: profile.name })}
        data-testid="new-like-image"
      >
        <Portrait name={profile.name} file={profile.main_image?.match ?? null} />
        <HeartTag aria-hidden="true">
          <FilledHeart size={22} />
        </HeartTag>
        <Shade>
          <Name>
            {profile.name}, {profile.age}
            {profile.fictional && <FictionalMark />}
          </Name>
          {profile.city && <City>{profile.city}</City>}
        </Shade>
      </PhotoButton>
      <Lead data-testid="new-like-lead">
        <FormattedMessage id="likes.newLike.lead" values={{ name: profile.name }} />
      </Lead>
      {profile.fictional && (
        <DarkDisclosure data-testid="fictional-warning">{fictionalWarning}</DarkDisclosure>
      )}
      <Actions>
        <StageButton
          type="button"
          $variant="secondary"
          $size="lg"
          $fullWidth
          onClick={() => onButtonPressed(profile.id)}
          data-testid="new-like-button"
        >
          <FilledHeart size={20} />
          <FormattedMessage id="likes.newLike.likeBack" />
        </StageButton>
        <StageGhostButton
          type="button"
          $size="lg"
          $fullWidth
          onClick={() => onStartConversation(profile.id)}
          data-testid="new-like-message"
        >
          <Icon name="chat" size={20} />
          <FormattedMessage id="likes.newLike.message" />
        </StageGhostButton>
      </Actions>
      <Hint>
        <FormattedMessage id="likes.newLike.hint" />
      </Hint>
    </FullScreenDialog>
  );
}
