import type { ProfileCard } from '@amora/contracts';
import { focusVisible, Icon, REDUCED_MOTION } from '@amora/ui';
import { type CSSProperties, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../lib/routes/paths';
import { FictionalMark } from '../members/shared/FictionalMark';
import { ProfileImage } from '../members/shared/ProfileImage';
import { useFictionalWarning } from '../members/shared/use-fictional-warning';
import { DECIDE_DISTANCE, useCardDrag } from './use-card-drag';
import { LEAVE_MS, type Leaving } from './use-swipe-game';

const Card = styled.article<{ $top: boolean }>`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  user-select: none;
  cursor: ${({ $top }) => ($top ? 'grab' : 'default')};
  will-change: transform;

  &:active {
    cursor: ${({ $top }) => ($top ? 'grabbing' : 'default')};
  }
  ${REDUCED_MOTION} {
    transition: none !important;
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(5)} ${theme.space(5)}`};
  background: linear-gradient(to top, rgba(20, 8, 30, 0.9), rgba(20, 8, 30, 0.45) 55%, transparent);
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 26px;
  font-weight: 800;
  line-height: 1.15;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);

  /* "Name, 36" on one line: a long name ends in an ellipsis rather than leave the age alone below */
  > span:first-child {
    display: flex;
    min-width: 0;
    white-space: nowrap;
  }
  > span:first-child > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.md};
  opacity: 0.92;
`;

const Warning = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
  opacity: 0.85;
`;

const InfoLink = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.2);
  backdrop-filter: blur(6px);
  color: #fff;
  ${focusVisible}

  &:hover {
    background: rgba(255, 255, 255, 0.32);
  }
`;

/** LIKE / NOPE as the card is dragged: strong colours on a light plate, legible on any photo. */
const Stamp = styled.span<{ $kind: 'like' | 'pass' }>`
  position: absolute;
  top: ${({ theme }) => theme.space(8)};
  ${({ $kind }) => ($kind === 'like' ? 'left: 24px; transform: rotate(-14deg);' : 'right: 24px; transform: rotate(14deg);')}
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 4px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.88);
  color: ${({ theme, $kind }) => ($kind === 'like' ? theme.colors.secondary.text : theme.colors.danger)};
  font-size: 30px;
  font-weight: 900;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.2);
  pointer-events: none;
`;

const clamp = (value: number) => Math.max(0, Math.min(1, value));

function cardStyle(
  depth: number,
  dx: number,
  dy: number,
  active: boolean,
  leaving: Leaving | null,
): CSSProperties {
  if (leaving) {
    const side = leaving.like ? 1 : -1;
    return {
      transform: `translate(${side * 150}%, ${dy}px) rotate(${side * 28}deg)`,
      transition: `transform ${LEAVE_MS}ms ease-in, opacity ${LEAVE_MS}ms ease-in`,
      opacity: 0.6,
      zIndex: 10,
    };
  }
  if (active) return { transform: `translate(${dx}px, ${dy * 0.3}px) rotate(${dx / 18}deg)`, zIndex: 10 };
  return {
    transform: `translateY(${depth * 24}px) scale(${1 - depth * 0.05})`,
    filter: depth > 0 ? 'brightness(0.92)' : undefined,
    transition: 'transform 0.28s cubic-bezier(0.2, 0.8, 0.2, 1)',
    zIndex: 10 - depth,
  };
}

export interface SwipeCardProps {
  profile: ProfileCard;
  /** 0 for the card on top, 1 and 2 for the ones peeking out below. */
  depth: number;
  leaving: Leaving | null;
  onDecide: (like: boolean) => void;
}

/** A profile of the swipe game: dragged right to like, left to pass; only the top card moves. */
export function SwipeCard({ profile, depth, leaving, onDecide }: SwipeCardProps) {
  const intl = useIntl();
  const fictionalWarning = useFictionalWarning();
  const top = depth === 0;
  const { drag, reset, handlers } = useCardDrag(onDecide);
  // a refused decision brings the card back to the stack
  useEffect(() => {
    if (!leaving) reset();
  }, [leaving, reset]);

  const likeShown = leaving ? Number(leaving.like) : clamp(drag.dx / DECIDE_DISTANCE);
  const passShown = leaving ? Number(!leaving.like) : clamp(-drag.dx / DECIDE_DISTANCE);
  return (
    <Card
      $top={top}
      style={cardStyle(depth, drag.dx, drag.dy, drag.active, leaving)}
      aria-hidden={top ? undefined : true}
      data-testid={top ? 'swipe-card' : undefined}
      data-profile-id={profile.id}
      {...(top && !leaving ? handlers : {})}
    >
      <ProfileImage
        image={profile.main_image}
        size="filename"
        name={profile.name}
        alt={intl.formatMessage({ id: 'members.photoOf' }, { name: profile.name })}
        eager
      />
      <Stamp $kind="like" style={{ opacity: likeShown }} aria-hidden="true">
        <FormattedMessage id="matching.swipe.stampLike" />
      </Stamp>
      <Stamp $kind="pass" style={{ opacity: passShown }} aria-hidden="true">
        <FormattedMessage id="matching.swipe.stampPass" />
      </Stamp>
      <Shade>
        <Who>
          <Name>
            <span>
              <span>{profile.name}</span>
              <span>, {profile.age}</span>
            </span>
            {profile.fictional && <FictionalMark />}
          </Name>
          {profile.city && (
            <Place>
              <Icon name="pin" size={18} />
              {profile.city}
              {profile.distance !== null && (
                <>
                  {' '}
                  · <FormattedMessage id="members.km" values={{ km: profile.distance }} />
                </>
              )}
            </Place>
          )}
          {profile.fictional && <Warning data-testid="fictional-warning">{fictionalWarning}</Warning>}
        </Who>
        {top && (
          <InfoLink
            to={pathTo('members-id', { id: String(profile.id) })}
            aria-label={intl.formatMessage({ id: 'likes.newLike.viewProfile' }, { name: profile.name })}
            data-testid="swipe-view-profile"
          >
            <Icon name="chevronRight" size={22} />
          </InfoLink>
        )}
      </Shade>
    </Card>
  );
}
