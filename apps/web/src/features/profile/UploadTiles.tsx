import { Icon } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pathTo } from '../../lib/routes/paths';
import { AddBubble, AddTile, Fill, ProgressOverlay, Tile, Track } from './photo-styles';
import { PHOTO_ACCEPT } from './upload-photo';
import type { Upload } from './use-photo-uploads';

interface Props {
  uploads: Upload[];
  /** How many more photos may be added. */
  free: number;
  onFiles: (files: File[]) => void;
  /** A free member's premium limit: at the free one, the tile that adds more leads to premium. */
  premiumLimit?: number;
}

/** The photos on their way (preview and progress), then the tile that adds more (or leads to premium). */
export function UploadTiles({ uploads, free, onFiles, premiumLimit }: Props) {
  const intl = useIntl();
  return (
    <>
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        return (
          <Tile key={upload.key} data-testid="profile-upload">
            {upload.preview && <img src={upload.preview} alt="" />}
            <ProgressOverlay>
              <span>
                {percent < 100 ? (
                  <FormattedMessage id="my_profile.uploading" values={{ percent }} />
                ) : (
                  <FormattedMessage id="my_profile.processing" />
                )}
              </span>
              <Track
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={intl.formatMessage({ id: 'my_profile.upload_progress' }, { name: upload.name })}
              >
                <Fill $value={upload.progress} />
              </Track>
            </ProgressOverlay>
          </Tile>
        );
      })}
      {free > 0 && (
        <li>
          <AddTile data-testid="profile-photo-add">
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              multiple={free > 1}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) onFiles(files);
              }}
              data-testid="profile-photo-input"
            />
            <AddBubble aria-hidden="true">
              <Icon name="plus" size={24} />
            </AddBubble>
            <FormattedMessage id="my_profile.photo_add" />
          </AddTile>
        </li>
      )}
      {free === 0 && uploads.length === 0 && premiumLimit !== undefined && (
        <li>
          <AddTile as={Link} to={pathTo('premium')} data-testid="profile-photo-premium-tile">
            <AddBubble aria-hidden="true">
              <Icon name="lock" size={22} />
            </AddBubble>
            <FormattedMessage id="my_profile.photos_go_premium" values={{ premium: premiumLimit }} />
          </AddTile>
        </li>
      )}
    </>
  );
}
