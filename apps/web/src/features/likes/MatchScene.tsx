import type { User } from '@amora/contracts';
import { REDUCED_MOTION } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { pathTo } from '../../lib/routes/paths';
import { FictionalMark } from '../members/shared/FictionalMark';
import { useFictionalWarning } from '../members/shared/use-fictional-warning';
import type { ModalProfile } from './like-modal-store';
import { Actions, DarkDisclosure, FilledHeart, Kicker, Lead, StageLink } from './like-scene-styles';
import { Portrait } from './Portrait';

const slideIn = (from: string, tilt: string) => keyframes`
  from { opacity: 0; transform: translateX(${from}) rotate(0deg); }
  to { opacity: 1; transform: rotate(${tilt}); }
`;

const beat = keyframes`
  0%, 100% { transform: translate(-50%, 0) scale(1); }
  15% { transform: translate(-50%, 0) scale(1.18); }
  30% { transform: translate(-50%, 0) scale(1); }
  45% { transform: translate(-50%, 0) scale(1.1); }
`;

const Pair = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space(6)};
`;

const Frame = styled.div<{ $side: 'left' | 'right' }>`
  width: min(44vw, 188px);
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border: 4px solid #fff;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary.muted};
  box-shadow: 0 18px 40px rgba(0, 0, 0, 0.35);
  ${({ $side }) => {
    const tilt = $side === 'left' ? '-7deg' : '7deg';
    return css`
      margin: 0 ${$side === 'left' ? '-14px' : '0'} 0 ${$side === 'right' ? '-14px' : '0'};
      transform: rotate(${tilt});
      animation: ${slideIn($side === 'left' ? '-40px' : '40px', tilt)} 0.55s cubic-bezier(0.2, 0.8, 0.2, 1) both;
      z-index: ${$side === 'left' ? 1 : 2};
    `;
  }}

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

const HeartBadge = styled.span`
  position: absolute;
  left: 50%;
  bottom: 0;
  z-index: 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border: 4px solid #fff;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.3);
  transform: translate(-50%, 0);
  animation: ${beat} 1.6s ease-in-out 0.5s 2;

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

const NameLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export interface MatchSceneProps {
  me: User;
  profile: ModalProfile;
  /** h2 in the modal, h1 on the match page. */
  headingLevel?: 'h1' | 'h2';
  /** Called when "Send a message" is chosen (the modal closes). */
  onMessage?: () => void;
  /** "Keep browsing": a button that closes the modal, or a link on the page. */
  keepBrowsing: ReactNode;
}

/** Both photos, "You and {name} like each other", and the ways on: chat, or keep browsing. */
export function MatchScene({ me, profile, headingLevel = 'h2', onMessage, keepBrowsing }: MatchSceneProps) {
  const fictionalWarning = useFictionalWarning();
  const myName = me.profile?.name ?? '';
  return (
    <>
      <Kicker as={headingLevel} data-testid="match-title">
        <FormattedMessage id="likes.match.title" />
      </Kicker>
      <Pair>
        <Frame $side="left">
          <Portrait name={myName} file={me.profile?.main_image?.filename ?? null} />
        </Frame>
        <Frame $side="right">
          <Portrait name={profile.name} file={profile.main_image?.match ?? null} />
        </Frame>
        <HeartBadge aria-hidden="true">
          <FilledHeart size={28} />
        </HeartBadge>
      </Pair>
      <Lead data-testid="match-lead">
        <FormattedMessage
          id="likes.match.lead"
          values={{
            name: (
              <NameLine>
                {profile.name}
                {profile.fictional && <FictionalMark />}
              </NameLine>
            ),
          }}
        />
      </Lead>
      {profile.fictional && (
        <DarkDisclosure data-testid="fictional-warning">{fictionalWarning}</DarkDisclosure>
      )}
      <Actions>
        <StageLink
          to={pathTo('members-id-chat', { id: String(profile.id) })}
          onClick={onMessage}
          $variant="secondary"
          $size="lg"
          $fullWidth
          data-testid="match-message"
        >
          <FormattedMessage id="likes.match.message" />
        </StageLink>
        {keepBrowsing}
      </Actions>
    </>
  );
}
