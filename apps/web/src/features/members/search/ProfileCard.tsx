import type { ProfileCard as Card } from '@amora/contracts';
import { focusVisible, Icon, reducedMotion } from '@amora/ui';
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

const NameRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 750;
  line-height: 1.25;
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.35);

  @container profile-card (min-width: 200px) {
    font-size: 17px;
  }
`;

/** "Name, 23" as one piece: no gap, so the comma follows the name (or its ellipsis). */
const NameAndAge = styled.span`
  display: flex;
  min-width: 0;
  white-space: nowrap;
`;

/** Only the name gives way, and only when it really does not fit. */
const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The age stays whole when a long name is cut short. */
const Age = styled.span`
  flex: none;
`;

const City = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.92;
`;

const Online = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: #2ecc71;
  box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.9);
`;

const Distance = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px ${({ theme }) => theme.space(2)} 2px ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(20, 8, 30, 0.55);
  backdrop-filter: blur(6px);
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 650;
`;

/** A profile in the results: photo 4:5 with name, age and city on a soft gradient. */
export function ProfileCard({ profile, eager }: { profile: Card; eager?: boolean }) {
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
      {profile.distance !== null && (
        <Distance data-testid="card-distance">
          <Icon name="pin" size={14} />
          <FormattedMessage id="members.km" values={{ km: profile.distance }} />
        </Distance>
      )}
      <Shade>
        <NameRow>
          {profile.online && <Online role="img" aria-label={onlineLabel} title={onlineLabel} />}
          <NameAndAge data-testid="card-name">
            <Name>{profile.name}</Name>
            <Age>, {profile.age}</Age>
          </NameAndAge>
          {profile.fictional && <FictionalMark />}
        </NameRow>
        {profile.city && <City>{profile.city}</City>}
      </Shade>
    </CardLink>
  );
}
