import { Alert, Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { PushError } from './PushError';
import { type PushState, turnOnPush, usePushState } from './push-state';

const TONES = { unknown: 'info', subscribed: 'success', denied: 'warning', unsupported: 'info' } as const;

/**
 * Whether this browser shows the member's push notifications (spec §4 push states), for the
 * notification settings: the push switches say what the member wants, this says what the browser does,
 * with the button that turns it on here.
 */
export function PushBrowserStatus() {
  const state = usePushState();
  const { push_public_key: publicKey } = useSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (state === null) return null;

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    try {
      await turnOnPush(publicKey);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Alert
        tone={TONES[state as PushState]}
        action={
          state === 'unknown' && (
            <Button
              variant="outline"
              size="sm"
              loading={busy}
              onClick={turnOn}
              data-testid="push-status-enable"
            >
              <FormattedMessage id="push_alert.action" />
            </Button>
          )
        }
        data-testid={`push-status-${state}`}
      >
        <FormattedMessage id={`push_status.${state}`} />
      </Alert>
      <PushError error={error} data-testid="push-status-error" />
    </>
  );
}
