import { ALERT_STORAGE_KEYS } from '@amora/contracts';
import { Alert, Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';
import { useUser } from '../../app/providers/SessionContext';
import { pathTo } from '../../lib/routes/paths';
import { local } from '../../lib/storage/safe-storage';
import { ErrorAlert } from '../error/ErrorAlert';
import { useTurnEmailsBackOn } from './use-account-settings';

const Banner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const PAGES_WITH_OWN_NOTICE = ['settings', 'notifications'];

/** A dismissal (unix seconds) silences the alert for a week; after that it reminds again. */
const QUIET_SECONDS = 7 * 24 * 60 * 60;
export function dismissedRecently(stored: string | null, nowSeconds = Date.now() / 1000): boolean {
  const at = Number(stored);
  return Number.isFinite(at) && at > 0 && nowSeconds - at < QUIET_SECONDS;
}

/** spec §4: why e-mails stopped (spam report, bounce, unsubscribe), with a way to turn them back on. */
export function DisabledNotificationsAlert() {
  const user = useUser();
  const intl = useIntl();
  const turnBackOn = useTurnEmailsBackOn();
  const [hidden, setHidden] = useState(() =>
    dismissedRecently(local.getItem(ALERT_STORAGE_KEYS.disabledNotifications)),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { pathname } = useLocation();
  const reason = user?.notifications_disabled[0];
  // the notification settings say it themselves, with the same button, where the e-mails are set
  const onSettings = PAGES_WITH_OWN_NOTICE.some((name) => pathname === pathTo(name));
  if (!user || !reason || hidden || onSettings) return null;

  const dismiss = () => {
    local.setItem(ALERT_STORAGE_KEYS.disabledNotifications, String(Math.floor(Date.now() / 1000)));
    setHidden(true);
  };
  const enable = async () => {
    setBusy(true);
    setError(null);
    try {
      await turnBackOn();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Banner>
      <Alert
        tone="warning"
        title={<FormattedMessage id="notifications_settings.disabled_title" />}
        onDismiss={dismiss}
        dismissLabel={intl.formatMessage({ id: 'notifications_settings.disabled_dismiss' })}
        action={
          <Button
            variant="outline"
            size="sm"
            loading={busy}
            onClick={enable}
            data-testid="disabled-notifications-enable"
          >
            <FormattedMessage id="notifications_settings.disabled_enable" />
          </Button>
        }
        data-testid="disabled-notifications-alert"
      >
        <FormattedMessage id={`notifications_settings.disabled_${reason}`} />
      </Alert>
      <ErrorAlert error={error} data-testid="disabled-notifications-error" />
    </Banner>
  );
}
