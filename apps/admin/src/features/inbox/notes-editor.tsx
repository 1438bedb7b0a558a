import { NOTES_MAX_LENGTH } from '@amora/contracts';
import { Button } from '@amora/ui';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type ApiError, toApiError } from '../../lib/api-client';
import { InboxError } from './claim-error';
import { type NotesSubject, saveNotes } from './inbox.api';
import { FieldLabel, TextArea } from './inbox-styles';

interface Props {
  subject: NotesSubject;
  id: number;
  initial: string;
}

/** Staff notes on the member or on the fictional profile, saved on demand. */
export function NotesEditor({ subject, id, initial }: Props) {
  const fieldId = useId();
  const [notes, setNotes] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      setSaved((await saveNotes(subject, id, notes)).notes);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <FieldLabel htmlFor={fieldId}>
        <FormattedMessage id={subject === 'member' ? 'inbox.member_notes' : 'inbox.profile_notes'} />
      </FieldLabel>
      <TextArea
        id={fieldId}
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        data-testid={`inbox-notes-${subject}`}
      />
      {error && <InboxError error={error} testid={`inbox-notes-${subject}-error`} />}
      <Button
        size="sm"
        variant="outline"
        loading={saving}
        disabled={notes === saved}
        onClick={save}
        data-testid={`inbox-notes-${subject}-save`}
      >
        <FormattedMessage id={notes === saved ? 'inbox.notes_saved' : 'inbox.notes_save'} />
      </Button>
    </div>
  );
}
