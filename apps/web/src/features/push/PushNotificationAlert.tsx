import { ALERT_STORAGE_KEYS } from '@amora/contracts';
import { Alert, Button, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';
import { useUser } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { useRouteName } from '../../app/router/route-handle';
import { local } from '../../lib/storage/safe-storage';
import { flash } from '../flash/flash-store';
import { showsPhotoAlert } from '../profile/profile-photo-alert-rules';
import { PushError } from './PushError';
import { showsPushAlert } from './push-alert-rules';
import { turnOnPush, usePushState } from './push-state';

const Banner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** Spec §4: offers push notifications in the members area; a dismissal is kept as a unix timestamp. */
export function PushNotificationAlert() {
  const user = useUser();
  const state = usePushState();
  const routeName = useRouteName();
  const { push_public_key: publicKey } = useSettings();
  const intl = useIntl();
  const [dismissedAt, setDismissedAt] = useState(() => local.getItem(ALERT_STORAGE_KEYS.push));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // one request at a time: while the photo alert asks for a photo, this one waits for a later page
  const photoAlertShown = showsPhotoAlert(user, routeName, local.getItem(ALERT_STORAGE_KEYS.enrich));
  if (!user || photoAlertShown || !showsPushAlert(state, routeName, dismissedAt)) return null;

  const dismiss = () => {
    const now = String(Math.floor(Date.now() / 1000));
    local.setItem(ALERT_STORAGE_KEYS.push, now);
    setDismissedAt(now);
  };
  const turnOn = async () => {
    setBusy(true);
    setError(null);
    try {
      if ((await turnOnPush(publicKey)) === 'subscribed') flash.show('push_alert.done');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Banner>
      <Alert
        tone="info"
        title={
          <Title>
            <Icon name="bell" size={16} />
            <FormattedMessage id="push_alert.title" />
          </Title>
        }
        onDismiss={dismiss}
        dismissLabel={intl.formatMessage({ id: 'push_alert.dismiss' })}
        action={
          <Action>
            <Button size="sm" loading={busy} onClick={turnOn} data-testid="push-alert-enable">
              <FormattedMessage id="push_alert.action" />
            </Button>
          </Action>
        }
        data-testid="push-alert"
      >
        <FormattedMessage id="push_alert.text" />
      </Alert>
      <PushError error={error} data-testid="push-alert-error" />
    </Banner>
  );
}
