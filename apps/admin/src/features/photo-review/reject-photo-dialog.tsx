import {
  adminPhotoReviewSchema,
  type PendingPhoto,
  PHOTO_REJECT_NOTE_MAX,
  PHOTO_REJECT_REASONS,
  type PhotoRejectReason,
} from '@amora/contracts';
import { Alert, Button, Modal } from '@amora/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { schemaErrors } from '../../lib/form-errors';
import { DialogActions, DialogForm } from '../staff/staff-create-dialog';
import { TextArea } from '../tenants/form-parts';
import { decidePhoto } from './photo-review.api';

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    width: 64px;
    height: 80px;
    flex: none;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary.muted};
  }
`;

const Who = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
`;

const Reason = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary.main};
    background: ${({ theme }) => theme.colors.primary.muted};
  }

  input {
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
`;

const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

type Field = 'reason' | 'note';
const FALLBACKS: Record<Field, MessageId> = {
  reason: 'photo_review.reject.reason_required',
  note: 'photo_review.reject.note_required',
};

interface Props {
  photo: PendingPhoto;
  onClose: () => void;
  /** The photo was decided (by this dialog, or by someone else first: `error`). */
  onDone: (photo: PendingPhoto, error?: ApiError) => void;
}

/** Rejects a photo with one of the preset reasons (mailed in the member's language) and a note. */
export function RejectPhotoDialog({ photo, onClose, onDone }: Props) {
  const intl = useIntl();
  const reasonErrorId = useId();
  const [reason, setReason] = useState<PhotoRejectReason | ''>('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const body = { photo_id: photo.id, decision: 'reject' as const, reason: reason || undefined, note };
  const errors = checked ? schemaErrors<Field>(adminPhotoReviewSchema, body, FALLBACKS) : {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (Object.keys(schemaErrors<Field>(adminPhotoReviewSchema, body, FALLBACKS)).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      await decidePhoto({ ...body, reason: reason || undefined, note: note.trim() || undefined });
      onDone(photo);
    } catch (failure) {
      const error = toApiError(failure);
      if (error.code === 'photo_already_reviewed' || error.code === 'photo_not_found') onDone(photo, error);
      else setServerError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={<FormattedMessage id="photo_review.reject.title" />}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="photo-reject-dialog"
    >
      <DialogForm noValidate onSubmit={submit}>
        <Preview>
          <img src={photo.thumb_url} alt="" />
          <Who>
            <strong>{photo.profile_name}</strong>
            {photo.tenant_name}
          </Who>
        </Preview>
        <Reasons aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend>
            <FormattedMessage id="photo_review.reject.reason" />
          </legend>
          {PHOTO_REJECT_REASONS.map((value) => (
            <Reason key={value}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                data-testid={`photo-reject-reason-${value}`}
              />
              <FormattedMessage id={`photo_review.reason.${value}`} />
            </Reason>
          ))}
          {errors.reason && (
            <FieldError id={reasonErrorId} role="alert">
              <FormattedMessage id={errors.reason} />
            </FieldError>
          )}
        </Reasons>
        <TextArea
          name="note"
          rows={3}
          maxLength={PHOTO_REJECT_NOTE_MAX}
          label={
            <FormattedMessage
              id={reason === 'other' ? 'photo_review.reject.note' : 'photo_review.reject.note_optional'}
            />
          }
          hint={<FormattedMessage id="photo_review.reject.note_hint" />}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note && intl.formatMessage({ id: errors.note })}
          data-testid="photo-reject-note"
        />
        {serverError && (
          <Alert tone="danger" data-testid="photo-reject-error">
            <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
          </Alert>
        )}
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="account.cancel" />
          </Button>
          <Button type="submit" loading={busy} data-testid="photo-reject-submit">
            <FormattedMessage id="photo_review.reject.submit" />
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
