import { adminComplaintActionSchema, type COMPLAINT_ACTIONS } from '@amora/contracts';
import { Alert, Button, Modal, TextField } from '@amora/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import { type FieldErrors, schemaErrors } from '../../lib/form-errors';
import { DialogActions, DialogForm } from '../staff/staff-create-dialog';
import { TextArea } from '../tenants/form-parts';
import { ComplaintError } from './complaint-error';
import { actOnComplaint, type ComplaintActionAnswer, newActionKey } from './complaints.api';
import { fieldErrorsOf } from './field-errors';

export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];
type Field = 'reason' | 'credits';

const FALLBACKS: Record<Field, MessageId> = {
  reason: 'complaints.action.reason_required',
  credits: 'complaints.action.credits_invalid',
};

interface Props {
  complaintId: number;
  action: ComplaintAction;
  /** Whom the action concerns: the reported member, or the complainant for a refund. */
  name: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Confirms one action with its reason (and the credits of a refund). The action key is made when the
 * dialog opens: a double click, or a retry after a lost answer, acts once.
 */
export function ComplaintActionDialog({ complaintId, action, name, onClose, onDone }: Props) {
  const intl = useIntl();
  const [actionKey] = useState(newActionKey);
  const sending = useRef(false);
  const [values, setValues] = useState({ reason: '', credits: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ComplaintActionAnswer | null>(null);

  function body() {
    const credits = values.credits.trim() === '' ? undefined : Number(values.credits);
    return {
      complaint_id: complaintId,
      action,
      action_key: actionKey,
      reason: values.reason,
      ...(action === 'refund' ? { credits } : {}),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const request = body();
    const invalid = schemaErrors(adminComplaintActionSchema, request, FALLBACKS);
    setErrors(invalid);
    setError(null);
    if (invalid.reason || invalid.credits) return;
    sending.current = true;
    setBusy(true);
    try {
      setAnswer(await actOnComplaint(request));
      onDone();
    } catch (failure) {
      const apiError = toApiError(failure);
      const fields = fieldErrorsOf(apiError, FALLBACKS);
      setErrors(fields);
      if (!fields.reason && !fields.credits) setError(apiError);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const title = <FormattedMessage id={`complaints.action.${action}.title`} values={{ name }} />;
  return (
    <Modal
      open
      onClose={busy ? undefined : onClose}
      title={title}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="complaint-action-dialog"
    >
      {answer ? (
        <ActionResult action={action} answer={answer} onClose={onClose} />
      ) : (
        <DialogForm noValidate onSubmit={submit} data-testid="complaint-action-form">
          <p>
            <FormattedMessage id={`complaints.action.${action}.explain`} values={{ name }} />
          </p>
          {action === 'refund' && (
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              max={100_000}
              label={<FormattedMessage id="complaints.action.credits" />}
              value={values.credits}
              onChange={(event) => setValues({ ...values, credits: event.target.value })}
              error={errors.credits && intl.formatMessage({ id: errors.credits })}
              data-testid="complaint-action-credits"
            />
          )}
          <TextArea
            label={<FormattedMessage id="complaints.action.reason" />}
            hint={<FormattedMessage id="complaints.action.reason_hint" />}
            error={errors.reason && <FormattedMessage id={errors.reason} />}
            rows={3}
            maxLength={500}
            value={values.reason}
            onChange={(event) => setValues({ ...values, reason: event.target.value })}
            data-testid="complaint-action-reason"
          />
          <ComplaintError error={error} testid="complaint-action-error" />
          <DialogActions>
            <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
              <FormattedMessage id="complaints.cancel" />
            </Button>
            <Button type="submit" loading={busy} data-testid="complaint-action-confirm">
              <FormattedMessage id={`complaints.action.${action}.confirm`} />
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Modal>
  );
}

function ActionResult({
  action,
  answer,
  onClose,
}: {
  action: ComplaintAction;
  answer: ComplaintActionAnswer;
  onClose: () => void;
}) {
  return (
    <DialogForm as="div">
      {answer.done ? (
        <Alert tone="success" data-testid="complaint-action-done">
          <FormattedMessage id={`complaints.action.${action}.done`} />
          {action === 'refund' && answer.credits !== undefined && (
            <>
              {' '}
              <span data-testid="complaint-action-balance">
                <FormattedMessage id="complaints.action.balance" values={{ count: answer.credits }} />
              </span>
            </>
          )}
        </Alert>
      ) : (
        <Alert tone="warning" data-testid="complaint-action-already">
          <FormattedMessage id="complaints.action.already_done" />
        </Alert>
      )}
      <DialogActions>
        <Button onClick={onClose} data-testid="complaint-action-close">
          <FormattedMessage id="complaints.action.close" />
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
