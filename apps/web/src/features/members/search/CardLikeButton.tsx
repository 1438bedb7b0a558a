import type { ProfileCard } from '@amora/contracts';
import { focusRing, Icon, REDUCED_MOTION } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { errorCodeOf } from '../../../lib/api';
import { likeProfile, unlikeProfile } from '../../likes/like-actions';
import { useAskToJoin } from '../shared/use-ask-to-join';

const pop = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.2); }
  100% { transform: scale(1); }
`;

/** Round, on the photo's top corner; 44 px so a thumb hits it without opening the profile. */
export const Heart = styled.button<{ $on: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.secondary.surface : 'rgba(255, 255, 255, 0.92)')};
  color: ${({ theme, $on }) => ($on ? theme.colors.secondary.onSurface : theme.colors.secondary.text)};
  box-shadow: 0 3px 10px rgba(20, 8, 30, 0.28);
  cursor: pointer;
  transition:
    transform 0.2s ease,
    background-color 0.15s ease;

  svg {
    animation: ${({ $on }) => ($on ? pop : 'none')} 0.35s ease-out;
  }
  &:focus-visible {
    ${focusRing}
  }
  ${REDUCED_MOTION} {
    transition: none;
    svg {
      animation: none;
    }
  }
`;

export interface CardLikeButtonProps {
  profile: ProfileCard;
  /** False for a visitor: the heart asks them to join. */
  member: boolean;
  /** Whether the member's sent likes hold this profile. */
  likedBefore: boolean;
  /** Shows a refused like (a message id), as the profile page does. */
  onError: (messageId: string) => void;
}

/**
 * One tap likes (and a second withdraws it), as on the profile page: the heart fills at once, a match
 * opens the match modal (likeProfile), a refusal empties it again and shows why. Visitors are asked to
 * join. A sibling of the card's link, not inside it, so it never opens the profile.
 */
export function CardLikeButton({ profile, member, likedBefore, onError }: CardLikeButtonProps) {
  const intl = useIntl();
  const askToJoin = useAskToJoin();
  // The member's tap, shown until the reloaded likes agree with it.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const liked = member && (tapped ?? likedBefore);

  useEffect(() => {
    if (!busy && tapped === likedBefore) setTapped(null);
  }, [busy, tapped, likedBefore]);

  const toggle = async () => {
    if (!member) return askToJoin();
    if (busyNow.current) return; // a double tap sends one like
    busyNow.current = true;
    setBusy(true);
    const on = !liked;
    setTapped(on);
    try {
      if (on) await likeProfile(profile);
      else await unlikeProfile(profile.id);
    } catch (error) {
      setTapped(null);
      onError(`error.${errorCodeOf(error)}`);
    } finally {
      busyNow.current = false;
      setBusy(false);
    }
  };

  return (
    <Heart
      type="button"
      $on={liked}
      aria-pressed={member ? liked : undefined}
      aria-label={intl.formatMessage({ id: 'matching.likeName' }, { name: profile.name })}
      onClick={toggle}
      data-testid="card-like"
      data-liked={liked}
    >
      <Icon name="heart" size={22} filled={liked} />
    </Heart>
  );
}
