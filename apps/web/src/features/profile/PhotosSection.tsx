import { PHOTO_LIMITS, type Photo } from '@amora/contracts';
import { Alert, Badge, Skeleton } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useUser } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { pathTo } from '../../lib/routes/paths';
import { ErrorAlert } from '../error/ErrorAlert';
import { ErrorMessage } from '../error/ErrorMessage';
import { DeletePhotoModal } from './DeletePhotoModal';
import { type PhotoControl, PhotoTile } from './PhotoTile';
import { ProfileSection } from './ProfileSection';
import { usePhotoActions } from './photo-actions';
import { FailureLink, Failures, Grid, LimitLine, Tile } from './photo-styles';
import { UploadTiles } from './UploadTiles';
import { useAfterPhotoChange, useOwnPhotos } from './use-own-profile';
import { usePhotoCreditsNote } from './use-photo-credits-note';
import { isLimitRefusal, usePhotoUploads } from './use-photo-uploads';

/** The own photos: upload with progress, reorder, choose the main one, delete; the limit in view. */
export function PhotosSection() {
  const user = useUser();
  const { photo_approval } = useSettings();
  const intl = useIntl();
  const { data, mutate, error } = useOwnPhotos();
  const actions = usePhotoActions(data, mutate);
  const afterChange = useAfterPhotoChange();
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const photos = data?.photos ?? [];
  const { focusOf, moved, madeMain, deleted, grid } = usePhotoFocus(photos, actions.busy);
  const limit = data?.limit ?? 0;
  const [creditsNote, watchCredits] = usePhotoCreditsNote();
  const uploads = usePhotoUploads(Math.max(0, limit - photos.length), limit, {
    onUploaded: (answer) => {
      if (photos.length === 0) watchCredits();
      void mutate(answer, { revalidate: false });
      void afterChange();
    },
    // another tab or device took the room this page still offered: show the photos as they are now
    onLimitReached: () => {
      void mutate();
      void afterChange();
    },
  });
  const free = Math.max(0, limit - photos.length - uploads.uploads.length);

  return (
    <ProfileSection
      id="photos"
      icon="camera"
      titleId="my_profile.photos_title"
      text={
        <>
          <FormattedMessage id="my_profile.photos_text" />
          {photo_approval && (
            <>
              {' '}
              <FormattedMessage id="my_profile.photos_review_note" />
            </>
          )}
        </>
      }
      aside={
        data && (
          <Badge
            tone={photos.length >= limit ? 'warning' : 'primary'}
            label={intl.formatMessage({ id: 'my_profile.photos_count' }, { count: photos.length, limit })}
            data-testid="profile-photos-badge"
          >
            {photos.length}/{limit}
          </Badge>
        )
      }
    >
      <ErrorAlert error={error} data-testid="profile-photos-load-error" />
      <ErrorAlert error={actions.error} data-testid="profile-photos-error" />
      {uploads.failures.length > 0 && (
        <Failures data-testid="profile-upload-failures">
          {uploads.failures.map((failure) => (
            <Alert
              key={failure.key}
              tone="danger"
              title={failure.name}
              onDismiss={() => uploads.dismissFailure(failure.key)}
              dismissLabel={intl.formatMessage({ id: 'my_profile.dismiss' })}
              action={
                !user?.paid_user &&
                isLimitRefusal(failure.error) && (
                  <FailureLink to={pathTo('premium')} data-testid="profile-upload-premium">
                    <FormattedMessage
                      id="my_profile.photos_go_premium"
                      values={{ premium: PHOTO_LIMITS.premium }}
                    />
                  </FailureLink>
                )
              }
              data-testid="profile-upload-error"
            >
              <ErrorMessage error={failure.error} />
            </Alert>
          ))}
        </Failures>
      )}
      {!data && !error ? (
        <Grid aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <Tile key={key}>
              <Skeleton $height="100%" $radius="md" />
            </Tile>
          ))}
        </Grid>
      ) : (
        <Grid ref={grid} data-testid="profile-photos">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              busy={actions.busy}
              focus={focusOf(photo)}
              onMove={(from, to) => {
                moved(photos[from], to < from ? 'left' : 'right');
                void actions.move(from, to);
              }}
              onMakeMain={(photo) => {
                madeMain(photo);
                void actions.makeMain(photo);
              }}
              onDelete={setDeleting}
            />
          ))}
          <UploadTiles
            uploads={uploads.uploads}
            free={free}
            onFiles={uploads.add}
            premiumLimit={user?.paid_user ? undefined : PHOTO_LIMITS.premium}
          />
        </Grid>
      )}
      {data && (
        <LimitLine data-testid="profile-photos-limit">
          <FormattedMessage id="my_profile.photos_count" values={{ count: photos.length, limit }} />
          {/* at the limit the last tile says it */}
          {!user?.paid_user && photos.length < limit && (
            <>
              {' · '}
              <Link to={pathTo('premium')} data-testid="profile-photos-premium">
                <FormattedMessage
                  id="my_profile.photos_go_premium"
                  values={{ premium: PHOTO_LIMITS.premium }}
                />
              </Link>
            </>
          )}
        </LimitLine>
      )}
      <DeletePhotoModal
        photo={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(photo) => {
          setDeleting(null);
          deleted(photo);
          void actions.remove(photo);
        }}
      />
      {creditsNote}
    </ProfileSection>
  );
}

type FocusTarget = { id: number; control: PhotoControl } | 'upload' | null;

/**
 * Where the focus goes after a button moved a photo or a photo was deleted (the button pressed moves
 * with its tile, or goes): the moved photo's same button, the neighbour's Delete, else the upload
 * tile. It holds while the action runs, so a failed one that puts the photos back takes it along. A
 * drag (the focus is not on a tile's button) moves no focus.
 */
function usePhotoFocus(photos: Photo[], busy: boolean) {
  const [target, setTarget] = useState<FocusTarget>(null);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!busy) setTarget(null);
  }, [busy]);
  useEffect(() => {
    if (target === 'upload') grid.current?.querySelector<HTMLElement>('input[type="file"]')?.focus();
  }, [target]);
  return {
    grid,
    focusOf: (photo: Photo) =>
      target !== null && target !== 'upload' && target.id === photo.id ? target.control : null,
    moved: (photo: Photo, control: PhotoControl) => {
      if (grid.current?.contains(document.activeElement)) setTarget({ id: photo.id, control });
    },
    madeMain: (photo: Photo) => {
      if (grid.current?.contains(document.activeElement)) setTarget({ id: photo.id, control: 'main' });
    },
    deleted: (photo: Photo) => {
      const index = photos.findIndex((item) => item.id === photo.id);
      const neighbour = photos[index + 1] ?? photos[index - 1];
      setTarget(neighbour ? { id: neighbour.id, control: 'delete' } : 'upload');
    },
  };
}
