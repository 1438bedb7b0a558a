import type { AdminCode } from '@amora/contracts';
import { Button, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { toApiError } from '../../lib/api-client';
import { updateCode } from './codes.api';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  > :first-child {
    flex: 1 1 200px;
  }
  > button {
    margin-top: 26px;
  }
`;

/** The end of the day typed, in UTC, as the create form sets it. */
const endOfDay = (day: string) => `${day}T23:59:59.000Z`;

/** Moves a code's expiry, or takes it away; a day in the past is refused before the API is asked. */
export function CodeExpiryForm({ code, onSaved }: { code: AdminCode; onSaved: (code: AdminCode) => void }) {
  const intl = useIntl();
  const [day, setDay] = useState(code.expires ? code.expires.slice(0, 10) : '');
  const [error, setError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(expires: string | null) {
    if (expires && Date.parse(expires) <= Date.now()) {
      setError('error.code_expiry_past');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved((await updateCode({ id: code.id, expires })).code);
    } catch (failure) {
      setError(errorMessageId(toApiError(failure).code));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(day ? endOfDay(day) : null);
  }

  return (
    <Form noValidate onSubmit={submit} data-testid="code-expiry-form">
      <TextField
        type="date"
        label={<FormattedMessage id="codes.field.expires" />}
        value={day}
        onChange={(event) => {
          setDay(event.target.value);
          setError(null);
        }}
        error={error ? intl.formatMessage({ id: error }) : undefined}
        data-testid="code-expiry"
      />
      <Button type="submit" variant="outline" loading={busy} data-testid="code-expiry-save">
        <FormattedMessage id="codes.expiry.save" />
      </Button>
    </Form>
  );
}
