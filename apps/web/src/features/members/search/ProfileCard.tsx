import type { ProfileCard as Card } from '@amora/contracts';
import { focusVisible, Icon, reducedMotion } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../../lib/routes/paths';
import { FictionalMark } from '../shared/FictionalMark';
import { ProfileImage } from '../shared/ProfileImage';

const CardLink = styled(Link)`
  position: relative;
  display: block;
  /* the name's size follows the card's width, not the window's: desktop grids have narrow cards */
  container: profile-card / inline-size;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: #fff;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  ${focusVisible}
  ${reducedMotion}

  @media (hover: hover) {
    &:hover {
      transform: translateY(-3px);
      box-shadow: ${({ theme }) => theme.shadows.md};
    }
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(3)} ${theme.space(3)}`};
  background: linear-gradient(to top, rgba(20, 8, 30, 0.85), rgba(20, 8, 30, 0.45) 55%, transparent);
`;

/**
 * Name, age and the fictional mark on one line when they fit, else the line breaks after the comma
 * ("Henderson," / "23 ✦"): the mark stays with the age.
 */
const NameRow = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 750;
  line-height: 1.25;
  /* a name longer than the card breaks anywhere rather than run past its edge */
  overflow-wrap: anywhere;
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.35);

  @container profile-card (min-width: 200px) {
    font-size: 17px;
  }
`;

const AgeAndMark = styled.span`
  white-space: nowrap;
`;

const Mark = styled(FictionalMark)`
  margin-left: ${({ theme }) => theme.space(1.5)};
  vertical-align: middle;
`;

const City = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.92;
`;

const Online = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${({ theme }) => theme.space(1.5)};
  border-radius: 50%;
  background: #2ecc71;
  box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.9);
  vertical-align: middle;
`;

/** The marks over the photo's top: the distance on the left, a badge (e.g. "New") on the right or below. */
const TopMarks = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Badge = styled.span`
  margin-left: auto;
`;

const Distance = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px ${({ theme }) => theme.space(2)} 2px ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(20, 8, 30, 0.55);
  backdrop-filter: blur(6px);
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 650;
  white-space: nowrap;
`;

export interface ProfileCardProps {
  profile: Card;
  eager?: boolean;
  /** Laid over the photo's top right; it moves below the distance when both do not fit. */
  badge?: ReactNode;
}

/** A profile in the results: photo 4:5 with name, age and city on a soft gradient. */
export function ProfileCard({ profile, eager, badge }: ProfileCardProps) {
  const intl = useIntl();
  const onlineLabel = intl.formatMessage({ id: 'members.online' });
  return (
    <CardLink
      to={pathTo('members-id', { id: String(profile.id) })}
      data-testid="profile-card"
      data-profile-id={profile.id}
    >
      <ProfileImage
        image={profile.main_image}
        size="match"
        name={profile.name}
        alt={intl.formatMessage({ id: 'members.photoOf' }, { name: profile.name })}
        eager={eager}
      />
      {(profile.distance !== null || badge) && (
        <TopMarks>
          {profile.distance !== null && (
            <Distance data-testid="card-distance">
              <Icon name="pin" size={14} />
              <FormattedMessage id="members.km" values={{ km: profile.distance }} />
            </Distance>
          )}
          {badge && <Badge>{badge}</Badge>}
        </TopMarks>
      )}
      <Shade>
        <NameRow>
          {profile.online && <Online role="img" aria-label={onlineLabel} title={onlineLabel} />}
          <span data-testid="card-name">
            {profile.name},{' '}
            <AgeAndMark>
              {profile.age}
              {profile.fictional && <Mark />}
            </AgeAndMark>
          </span>
        </NameRow>
        {profile.city && <City>{profile.city}</City>}
      </Shade>
    </CardLink>
  );
}
