import type { PendingPhoto } from '@amora/contracts';
import { Alert, Badge, Button, Skeleton } from '@amora/ui';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { decidePhoto, listPendingPhotos } from './photo-review.api';
import { Actions, Grid, Meta, Name, PhotoCard, PhotoLink, Toolbar } from './photo-review-styles';
import { RejectPhotoDialog } from './reject-photo-dialog';

/** How often the queue and its count are asked again while the page is in view. */
export const REFRESH_MS = 20_000;

/** Asks again every REFRESH_MS while the tab is visible, and at once when it becomes visible again. */
function useLiveReload(reload: () => void) {
  useEffect(() => {
    const visible = () => document.visibilityState !== 'hidden';
    const timer = window.setInterval(() => visible() && reload(), REFRESH_MS);
    const onVisible = () => visible() && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);
}

/** Photo moderation: the new member photos waiting for approval, approved in one click or rejected. */
export function PhotoReviewPage() {
  useDocumentTitle('nav.photos');
  const intl = useIntl();
  const [tenantId, setTenantId] = useTenantChoice(true);
  const pages = useCursorPages(String(tenantId), (cursor) => listPendingPhotos(tenantId, cursor));
  const [decided, setDecided] = useState<Set<number>>(new Set());
  const [approving, setApproving] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<PendingPhoto | null>(null);
  const [actionError, setActionError] = useState<ApiError | null>(null);
  useLiveReload(pages.reload);

  const photos = pages.page?.photos.filter((photo) => !decided.has(photo.id));
  const total = pages.page ? Math.max(0, pages.page.total - decided.size) : null;

  function done(photo: PendingPhoto, error?: ApiError) {
    setRejecting(null);
    setActionError(error ?? null);
    setDecided((ids) => new Set(ids).add(photo.id));
    pages.reload();
  }

  async function approve(photo: PendingPhoto) {
    setApproving(photo.id);
    setActionError(null);
    try {
      await decidePhoto({ photo_id: photo.id, decision: 'approve' });
      done(photo);
    } catch (failure) {
      const error = toApiError(failure);
      if (error.code === 'photo_already_reviewed' || error.code === 'photo_not_found') done(photo, error);
      else setActionError(error);
    } finally {
      setApproving(null);
    }
  }

  // a fresh page from the server holds no decided photo any more
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when a new answer arrives
  useEffect(() => setDecided(new Set()), [pages.page]);

  const error = pages.error ?? actionError;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.photos" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.photos} />}
        action={
          total !== null && (
            <Badge tone={total > 0 ? 'warning' : 'neutral'} data-testid="photo-review-count">
              <FormattedMessage id="photo_review.waiting" values={{ count: total }} />
            </Badge>
          )
        }
      />
      <Toolbar>
        <TenantPicker allowAll value={tenantId} onChange={setTenantId} data-testid="photo-review-tenant" />
      </Toolbar>
      {error && (
        <Alert
          tone={error.code === 'photo_already_reviewed' ? 'info' : 'danger'}
          onDismiss={() => setActionError(null)}
          dismissLabel={intl.formatMessage({ id: 'dialog.close' })}
          data-testid="photo-review-error"
        >
          <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
        </Alert>
      )}
      {!pages.page && pages.loading ? (
        <Grid aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <PhotoCard key={key} as="li">
              <Skeleton $height="100%" />
            </PhotoCard>
          ))}
        </Grid>
      ) : photos?.length === 0 ? (
        <EmptyState
          icon="check"
          title={<FormattedMessage id="photo_review.empty.title" />}
          body={<FormattedMessage id="photo_review.empty.body" />}
        />
      ) : (
        <Grid data-testid="photo-review-grid">
          {photos?.map((photo) => (
            <PhotoCard key={photo.id} as="li" data-testid={`photo-review-${photo.id}`}>
              <PhotoLink href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumb_url}
                  alt={intl.formatMessage({ id: 'photo_review.photo_alt' }, { name: photo.profile_name })}
                  loading="lazy"
                />
              </PhotoLink>
              <Name>{photo.profile_name}</Name>
              <Meta>
                {photo.tenant_name}
                {' · '}
                <FormattedDate value={photo.uploaded_at} dateStyle="medium" timeStyle="short" />
              </Meta>
              <Actions>
                <Button
                  size="sm"
                  loading={approving === photo.id}
                  disabled={approving !== null && approving !== photo.id}
                  onClick={() => approve(photo)}
                  data-testid={`photo-approve-${photo.id}`}
                >
                  <FormattedMessage id="photo_review.approve" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={approving === photo.id}
                  onClick={() => setRejecting(photo)}
                  data-testid={`photo-reject-${photo.id}`}
                >
                  <FormattedMessage id="photo_review.reject" />
                </Button>
              </Actions>
            </PhotoCard>
          ))}
        </Grid>
      )}
      {(pages.hasPrevious || pages.hasNext) && <Pager pages={pages} testPrefix="photo-review-pager" />}
      {rejecting && <RejectPhotoDialog photo={rejecting} onClose={() => setRejecting(null)} onDone={done} />}
    </>
  );
}
