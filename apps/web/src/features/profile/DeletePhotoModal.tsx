import type { Photo } from '@amora/contracts';
import { Button, Modal } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { mediaUrl } from '../../lib/media/media-url';
import { DangerButton } from '../delete-account/delete-styles';
import { ConfirmActions, ConfirmBody } from './photo-styles';

interface Props {
  photo: Photo | null;
  onCancel: () => void;
  onConfirm: (photo: Photo) => void;
}

/** Deleting a photo cannot be undone: the member sees which one and confirms. */
export function DeletePhotoModal({ photo, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const { cdn_prefix } = useSettings();
  return (
    <Modal
      open={photo !== null}
      onClose={onCancel}
      size="sm"
      title={intl.formatMessage({ id: 'my_profile.delete_title' })}
      closeLabel={intl.formatMessage({ id: 'my_profile.cancel' })}
      data-testid="profile-delete-modal"
    >
      {photo && (
        <ConfirmBody>
          <img src={mediaUrl(cdn_prefix, photo.thumb_filename)} alt="" />
          <p>
            <FormattedMessage id="my_profile.delete_text" />
          </p>
          <ConfirmActions>
            <Button variant="ghost" onClick={onCancel} data-testid="profile-delete-cancel">
              <FormattedMessage id="my_profile.cancel" />
            </Button>
            <DangerButton $filled onClick={() => onConfirm(photo)} data-testid="profile-delete-confirm">
              <FormattedMessage id="my_profile.delete_confirm" />
            </DangerButton>
          </ConfirmActions>
        </ConfirmBody>
      )}
    </Modal>
  );
}
