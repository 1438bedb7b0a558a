import { Alert } from '@amora/ui';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues } from '../../lib/api-client';

/** Who holds the claim, from the params of `conversation_claimed` ({ by: { name }, until }). */
function claimHolder(error: ApiError): { name: string; until: string } | null {
  const { by, until } = error.params as { by?: { name?: unknown }; until?: unknown };
  if (typeof by?.name !== 'string' || typeof until !== 'string') return null;
  return { name: by.name, until };
}

/** An inbox call that failed: a claim held by someone else names them and until when. */
export function InboxError({ error, testid }: { error: ApiError; testid: string }) {
  const holder = error.code === 'conversation_claimed' ? claimHolder(error) : null;
  return (
    <Alert tone="danger" data-testid={testid}>
      {holder ? (
        <FormattedMessage
          id="inbox.claimed_by"
          values={{ name: holder.name, until: <FormattedTime value={holder.until} /> }}
        />
      ) : error.code === 'conversation_not_claimed' ? (
        <FormattedMessage id="inbox.claim_lapsed" />
      ) : (
        <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
      )}
    </Alert>
  );
}
