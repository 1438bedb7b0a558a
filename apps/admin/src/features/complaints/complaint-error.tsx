import { Alert } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues } from '../../lib/api-client';

/** An API error that belongs to no field, in the reader's language. */
export function ComplaintError({ error, testid }: { error: ApiError | null; testid: string }) {
  if (!error) return null;
  return (
    <Alert tone="danger" data-testid={testid}>
      <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
    </Alert>
  );
}
