import type { Photo } from '@amora/contracts';
import { Alert, Badge, Button, type ButtonStyleProps, buttonStyles, Modal, Skeleton } from '@amora/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { DialogActions } from '../staff/staff-create-dialog';
import { Note, Section } from '../tenants/form-parts';
import { useLoad } from '../tenants/use-load';
import { mediaUrl } from './pool';
import { deletePhoto, listPhotos, makeMainPhoto, type PhotosAnswer, uploadPhoto } from './profiles.api';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
`;

const Picture = styled.div<{ $main?: boolean; $pending?: boolean }>`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $main }) => ($main ? theme.colors.primary.surface : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  opacity: ${({ $pending }) => ($pending ? 0.55 : 1)};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > span {
    position: absolute;
    top: 6px;
    left: 6px;
  }
`;

const TileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 700;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const FileButton = styled.label<ButtonStyleProps & { $busy: boolean }>`
  ${buttonStyles}
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  pointer-events: ${({ $busy }) => ($busy ? 'none' : 'auto')};
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.primary.surface};
    outline-offset: 2px;
  }
`;

/** A data: URL of the chosen file: the console's pages allow those as images, not blob: ones. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface Props {
  profileId: number;
  profileName: string;
  cdnPrefix: string;
  /** The main photo or the count changed: the profile's own view follows. */
  onChanged: () => void;
}

/** A fictional profile's photos: upload (previewed while it goes up), choose the main one, delete. */
export function PhotoManager({ profileId, profileName, cdnPrefix, onChanged }: Props) {
  const intl = useIntl();
  const inputId = useId();
  const photos = useLoad(`photos-${profileId}`, () => listPhotos(profileId));
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const list = photos.data?.photos ?? [];
  const full = photos.data ? list.length >= photos.data.limit : false;

  async function run(what: string, call: () => Promise<PhotosAnswer>) {
    setBusy(what);
    setError(null);
    try {
      photos.set(await call());
      onChanged();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(null);
      setPreview(null);
    }
  }

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setPreview(await readAsDataUrl(file).catch(() => null));
    await run('upload', () => uploadPhoto(profileId, file));
  }

  return (
    <Section aria-labelledby={`${inputId}-title`} data-testid="photo-manager">
      <Head>
        <h2 id={`${inputId}-title`}>
          <FormattedMessage id="profiles.photos.title" />
        </h2>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={full || busy !== null}
          onChange={(event) => void choose(event.target)}
          data-testid="photo-file"
        />
        <FileButton htmlFor={inputId} $variant="outline" $size="sm" $busy={busy !== null || full}>
          <FormattedMessage id="profiles.photos.upload" />
        </FileButton>
      </Head>
      {photos.data && (
        <Note data-testid="photo-count">
          <FormattedMessage
            id="profiles.photos.count"
            values={{ count: list.length, limit: photos.data.limit }}
          />
        </Note>
      )}
      {(error ?? photos.error) && (
        <Alert tone="danger" data-testid="photo-error">
          <FormattedMessage
            id={errorMessageId((error ?? photos.error)?.code ?? 'internal_error')}
            values={error ? errorValues(error) : {}}
          />
        </Alert>
      )}
      {photos.loading ? (
        <Skeleton $height="120px" />
      ) : (
        <Grid>
          {list.map((photo, index) => (
            <Tile key={photo.id} data-testid={`photo-${photo.id}`}>
              <Picture $main={index === 0}>
                <img
                  src={mediaUrl(cdnPrefix, photo.thumb_filename)}
                  alt={intl.formatMessage(
                    { id: 'profiles.photos.alt' },
                    { name: profileName, number: index + 1 },
                  )}
                />
                {index === 0 && (
                  <Badge tone="primary" data-testid="photo-main-badge">
                    <FormattedMessage id="profiles.photos.main" />
                  </Badge>
                )}
              </Picture>
              <TileActions>
                {index > 0 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy !== null}
                    loading={busy === `main-${photo.id}`}
                    onClick={() => run(`main-${photo.id}`, () => makeMainPhoto(profileId, photo.id))}
                    data-testid={`photo-make-main-${photo.id}`}
                  >
                    <FormattedMessage id="profiles.photos.make_main" />
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy !== null}
                  onClick={() => setDeleting(photo)}
                  data-testid={`photo-delete-${photo.id}`}
                >
                  <FormattedMessage id="profiles.photos.delete" />
                </Button>
              </TileActions>
            </Tile>
          ))}
          {preview && (
            <Tile data-testid="photo-uploading">
              <Picture $pending>
                <img src={preview} alt="" data-testid="photo-preview" />
              </Picture>
              <Note>
                <FormattedMessage id="profiles.photos.uploading" />
              </Note>
            </Tile>
          )}
        </Grid>
      )}
      {photos.data && list.length === 0 && !preview && (
        <Note data-testid="photo-none">
          <FormattedMessage id="profiles.photos.none" />
        </Note>
      )}
      {deleting && (
        <Modal
          open
          size="sm"
          onClose={() => setDeleting(null)}
          title={<FormattedMessage id="profiles.photos.delete_title" />}
          closeLabel={intl.formatMessage({ id: 'profiles.close' })}
          data-testid="photo-delete-dialog"
        >
          <Note>
            <FormattedMessage id="profiles.photos.delete_body" values={{ name: profileName }} />
          </Note>
          <DialogActions>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              <FormattedMessage id="profiles.cancel" />
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                const photo = deleting;
                setDeleting(null);
                void run(`delete-${photo.id}`, () => deletePhoto(profileId, photo.id));
              }}
              data-testid="photo-delete-confirm"
            >
              <FormattedMessage id="profiles.photos.delete" />
            </Button>
          </DialogActions>
        </Modal>
      )}
    </Section>
  );
}
