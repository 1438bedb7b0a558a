import { adminComplaintNoteSchema } from '@amora/contracts';
import { Button } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { type ApiError, toApiError } from '../../lib/api-client';
import { schemaErrors } from '../../lib/form-errors';
import { TextArea } from '../tenants/form-parts';
import { TitledCard } from './complaint-card';
import { ComplaintError } from './complaint-error';
import { List, Muted, Quote } from './complaint-styles';
import { addNote, type ComplaintNote } from './complaints.api';
import { fieldErrorsOf } from './field-errors';

const FALLBACKS = { text: 'complaints.note.invalid' } as const;

/** Internal notes of the support team: never shown to the member. */
export function ComplaintNotes({
  complaintId,
  notes,
  onAdded,
}: {
  complaintId: number;
  notes: ComplaintNote[];
  onAdded: (note: ComplaintNote) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<ReturnType<typeof schemaErrors<'text'>>>({});
  const [error, setError] = useState<ApiError | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { complaint_id: complaintId, text };
    const invalid = schemaErrors(adminComplaintNoteSchema, body, FALLBACKS);
    setFieldError(invalid);
    setError(null);
    if (invalid.text) return;
    setBusy(true);
    try {
      onAdded((await addNote(body)).note);
      setText('');
    } catch (failure) {
      const apiError = toApiError(failure);
      const fields = fieldErrorsOf(apiError, FALLBACKS);
      setFieldError(fields);
      if (!fields.text) setError(apiError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledCard title={<FormattedMessage id="complaints.notes" />} testid="complaint-notes">
      {notes.length === 0 ? (
        <Muted data-testid="complaint-notes-none">
          <FormattedMessage id="complaints.notes_none" />
        </Muted>
      ) : (
        <List>
          {notes.map((note) => (
            <li key={note.id} data-testid={`complaint-note-${note.id}`}>
              <Muted>
                {note.author?.name ?? intl.formatMessage({ id: 'complaints.someone' })} ·{' '}
                <FormattedDate value={note.created_at} dateStyle="medium" />{' '}
                <FormattedTime value={note.created_at} />
              </Muted>
              <Quote>{note.text}</Quote>
            </li>
          ))}
        </List>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 8 }}>
        <TextArea
          label={<FormattedMessage id="complaints.note.label" />}
          hint={<FormattedMessage id="complaints.note.hint" />}
          error={fieldError.text && <FormattedMessage id={fieldError.text} />}
          rows={3}
          maxLength={4000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="complaint-note-text"
        />
        <ComplaintError error={error} testid="complaint-note-error" />
        <div>
          <Button type="submit" size="sm" variant="outline" loading={busy} data-testid="complaint-note-add">
            <FormattedMessage id="complaints.note.add" />
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
