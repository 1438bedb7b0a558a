import type { Image, OwnProfile } from '@amora/contracts';
import { Icon, Skeleton } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSettings } from '../../app/providers/SettingsContext';
import { mediaUrl } from '../../lib/media/media-url';
import { usePlaceLabel } from './place-label';
import { completeness, editableFields } from './profile-form';

const Banner = styled.header`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(120% 140% at 0% 0%, ${({ theme }) => theme.colors.secondary.surface} 0%, transparent 55%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.primary.surface}, ${({ theme }) => theme.colors.dark.main});
  color: #fff;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(6)};
    padding: ${({ theme }) => theme.space(7)};
    text-align: left;
  }
`;

const Portrait = styled.a`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 132px;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border: 3px solid rgba(255, 255, 255, 0.9);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.14);
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-decoration: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.md} {
    width: 160px;
  }
`;

const Empty = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  text-align: center;
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
  opacity: 0.92;

  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }

  ${({ theme }) => theme.media.sm} {
    justify-content: flex-start;
  }
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Meter = styled.div`
  width: 100%;
  max-width: 280px;
  margin: ${({ theme }) => theme.space(4)} auto 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;

  ${({ theme }) => theme.media.sm} {
    margin-left: 0;
  }
`;

const MeterTrack = styled.div`
  height: 8px;
  margin-top: ${({ theme }) => theme.space(1.5)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.25);
`;

const MeterFill = styled.div.attrs<{ $percent: number }>(({ $percent }) => ({
  style: { width: `${$percent}%` },
}))<{ $percent: number }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.success.main};
`;

interface Props {
  profile: OwnProfile;
  /** The main photo as it is now (the first of the photos), which may be newer than the profile's. */
  mainImage: Image | null;
}

/** The member as others see them: main photo, name, age and place. */
export function ProfileHeader({ profile, mainImage }: Props) {
  const settings = useSettings();
  const intl = useIntl();
  const label = usePlaceLabel();
  const percent = completeness(profile, mainImage !== null, editableFields(settings));
  const place = profile.place ?? (profile.city ? { ...profile, region_name: '' } : null);
  return (
    <Banner data-testid="profile-header">
      <Portrait href="#photos" aria-label={intl.formatMessage({ id: 'my_profile.header_photo_link' })}>
        {mainImage ? (
          <img
            src={mediaUrl(settings.cdn_prefix, mainImage.match)}
            alt={intl.formatMessage({ id: 'my_profile.header_photo_alt' }, { name: profile.name })}
            data-testid="profile-header-photo"
          />
        ) : (
          <Empty data-testid="profile-header-no-photo">
            <Icon name="camera" size={32} />
            <FormattedMessage id="my_profile.header_add_photo" />
          </Empty>
        )}
      </Portrait>
      <Who>
        <Name data-testid="profile-name">{profile.name}</Name>
        <Facts>
          <span data-testid="profile-age">
            <FormattedMessage id="my_profile.age" values={{ age: profile.age }} />
          </span>
          {place && (
            <span data-testid="profile-header-place">
              <Icon name="pin" size={16} />
              {label({ city: place.city, country: place.country })}
            </span>
          )}
        </Facts>
        <Meter data-testid="profile-completeness">
          <FormattedMessage id="my_profile.completeness" values={{ percent }} />
          <MeterTrack
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={intl.formatMessage({ id: 'my_profile.completeness' }, { percent })}
          >
            <MeterFill $percent={percent} />
          </MeterTrack>
        </Meter>
      </Who>
    </Banner>
  );
}

export function ProfileHeaderSkeleton() {
  return <Skeleton $height="200px" $radius="lg" />;
}
