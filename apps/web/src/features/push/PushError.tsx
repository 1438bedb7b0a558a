import { Alert } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '../../lib/api';
import { ErrorAlert } from '../error/ErrorAlert';

/** Why push could not be turned on: the API's error by its code, or the browser's (offline, no push service). */
export function PushError({ error, 'data-testid': testId }: { error: unknown; 'data-testid': string }) {
  if (error === null) return null;
  if (isApiError(error)) return <ErrorAlert error={error} data-testid={testId} />;
  return (
    <Alert tone="danger" data-testid={testId}>
      <FormattedMessage id="push_alert.failed" />
    </Alert>
  );
}
