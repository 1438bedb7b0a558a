import { adminComplaintReplySchema } from '@amora/contracts';
import { Alert, Button } from '@amora/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type ApiError, toApiError } from '../../lib/api-client';
import { type FieldErrors, schemaErrors } from '../../lib/form-errors';
import { TextArea } from '../tenants/form-parts';
import { TitledCard } from './complaint-card';
import { ComplaintError } from './complaint-error';
import { Muted } from './complaint-styles';
import { type ComplaintDetail, newActionKey, replyToComplainant } from './complaints.api';
import { fieldErrorsOf } from './field-errors';

const FALLBACKS = { text: 'complaints.reply.invalid' } as const;

/** A mail to the complainant in their language; one key per reply, so a double click mails once. */
export function ComplaintReply({ detail, onSent }: { detail: ComplaintDetail; onSent: () => void }) {
  const complainant = detail.complainant;
  const [text, setText] = useState('');
  const [actionKey, setActionKey] = useState(newActionKey);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'text'>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [sent, setSent] = useState<boolean | null>(null);
  const reachable = Boolean(complainant?.email && complainant.status !== 'deleted');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const body = { complaint_id: detail.complaint.id, action_key: actionKey, text };
    const invalid = schemaErrors(adminComplaintReplySchema, body, FALLBACKS);
    setErrors(invalid);
    setError(null);
    setSent(null);
    if (invalid.text) return;
    sending.current = true;
    setBusy(true);
    try {
      const answer = await replyToComplainant(body);
      setSent(answer.done);
      setText('');
      setActionKey(newActionKey());
      onSent();
    } catch (failure) {
      const apiError = toApiError(failure);
      const fields = fieldErrorsOf(apiError, FALLBACKS);
      setErrors(fields);
      if (!fields.text) setError(apiError);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <TitledCard title={<FormattedMessage id="complaints.reply" />} testid="complaint-reply">
      {!reachable ? (
        <Muted data-testid="complaint-reply-unreachable">
          <FormattedMessage id="complaints.reply.unreachable" />
        </Muted>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 8 }}>
          <TextArea
            label={
              <FormattedMessage id="complaints.reply.label" values={{ email: complainant?.email ?? '' }} />
            }
            hint={<FormattedMessage id="complaints.reply.hint" />}
            error={errors.text && <FormattedMessage id={errors.text} />}
            rows={5}
            maxLength={5000}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSent(null);
            }}
            data-testid="complaint-reply-text"
          />
          {sent !== null && (
            <Alert tone={sent ? 'success' : 'warning'} data-testid="complaint-reply-sent">
              <FormattedMessage id={sent ? 'complaints.reply.sent' : 'complaints.reply.already_sent'} />
            </Alert>
          )}
          <ComplaintError error={error} testid="complaint-reply-error" />
          <div>
            <Button type="submit" loading={busy} data-testid="complaint-reply-send">
              <FormattedMessage id="complaints.reply.send" />
            </Button>
          </div>
        </form>
      )}
    </TitledCard>
  );
}
