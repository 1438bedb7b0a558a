import { Alert } from '@amora/ui';
import { ErrorMessage } from './ErrorMessage';

/** A failed call's error in the member's language, or nothing while there is none. */
export function ErrorAlert({ error, 'data-testid': testId }: { error: unknown; 'data-testid'?: string }) {
  if (error === null || error === undefined) return null;
  return (
    <Alert tone="danger" data-testid={testId}>
      <ErrorMessage error={error} />
    </Alert>
  );
}
