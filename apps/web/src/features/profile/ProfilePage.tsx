import { Button, Skeleton } from '@amora/ui';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorAlert } from '../error/ErrorAlert';
import { PhotosSection } from './PhotosSection';
import { PlaceSection } from './PlaceSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileHeader, ProfileHeaderSkeleton } from './ProfileHeader';
import { Column, LoadFailed, ProfileColumns, ProfileMain } from './profile-styles';
import { useOwnPhotos, useOwnProfile } from './use-own-profile';

/** /profile: the member's own profile — photos, place and the details the tenant shows. */
export function ProfilePage() {
  const { redirect } = useMembersOnly();
  const { profile, error, save, reload } = useOwnProfile();
  const photos = useOwnPhotos().data?.photos;
  useScrollToSection(profile !== undefined && profile !== null);
  if (redirect) return redirect;

  if (!profile) {
    return (
      <ProfileMain data-testid="profile-page" aria-busy={!error}>
        {error ? (
          <LoadFailed>
            <ErrorAlert error={error} data-testid="profile-load-error" />
            <Button variant="outline" onClick={() => void reload()} data-testid="profile-load-retry">
              <FormattedMessage id="members.retry" />
            </Button>
          </LoadFailed>
        ) : (
          <ProfileSkeleton />
        )}
      </ProfileMain>
    );
  }
  const mainImage = photos ? (photos[0] ?? null) : profile.main_image;
  return (
    <ProfileMain data-testid="profile-page">
      <ProfileHeader profile={profile} mainImage={mainImage} />
      <ProfileColumns>
        <Column>
          <PhotosSection />
          <PlaceSection profile={profile} save={save} />
        </Column>
        <Column>
          <ProfileDetailsForm profile={profile} save={save} />
        </Column>
      </ProfileColumns>
    </ProfileMain>
  );
}

/**
 * A link to a section (/profile#photos, the photo alert's "Add a photo") reaches it once the sections are
 * drawn: on arrival the page was still loading, so the router found nothing to scroll to.
 */
function useScrollToSection(drawn: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (drawn && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [drawn, hash]);
}

function ProfileSkeleton() {
  return (
    <>
      <ProfileHeaderSkeleton />
      <ProfileColumns>
        <Column>
          <Skeleton $height="320px" $radius="lg" />
          <Skeleton $height="220px" $radius="lg" />
        </Column>
        <Column>
          <Skeleton $height="560px" $radius="lg" />
        </Column>
      </ProfileColumns>
    </>
  );
}
