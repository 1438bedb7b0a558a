import type { AccountSettings, NotificationPreferences } from '@amora/contracts';
import { Alert, Button, Skeleton, Switch } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { ErrorAlert } from '../error/ErrorAlert';
import { PushBrowserStatus } from '../push/PushBrowserStatus';
import { pushState, turnOnPush } from '../push/push-state';
import { SettingsSection } from './SettingsSection';
import { SubTitle, SwitchList } from './settings-styles';
import { type SettingsChange, useAccountSettings, useTurnEmailsBackOn } from './use-account-settings';

const EMAIL_KEYS = ['email_messages', 'email_likes', 'email_news'] as const;
const PUSH_KEYS = ['push_messages', 'push_likes'] as const;

/** E-mail and push preferences and invisible mode, each saved the moment it is switched. */
export function NotificationsSection({ withPrivacy = true }: { withPrivacy?: boolean }) {
  const { settings, error: loadError, save } = useAccountSettings();
  const { push_public_key: pushPublicKey } = useSettings();
  const [error, setError] = useState<unknown>(null);

  const change = (body: SettingsChange) => {
    setError(null);
    save(body).catch(setError);
  };
  const toggle = (key: keyof NotificationPreferences) => (value: boolean) => {
    change({ notifications: { [key]: value } });
    // switching a push preference on asks the browser too, inside the click (or it may not prompt)
    const wantsPush = value && (PUSH_KEYS as readonly string[]).includes(key);
    if (wantsPush && pushState.get() === 'unknown') turnOnPush(pushPublicKey).catch(setError);
  };

  const switches = (keys: readonly (keyof NotificationPreferences)[]) =>
    keys.map((key) => (
      <Switch
        key={key}
        label={<FormattedMessage id={`notifications_settings.${key}`} />}
        checked={settings?.notifications[key] ?? true}
        onChange={toggle(key)}
        disabled={!settings}
        data-testid={`settings-${key.replace('_', '-')}`}
      />
    ));

  return (
    <SettingsSection
      id="notifications"
      icon="bell"
      titleId="notifications_settings.title"
      text={<FormattedMessage id="notifications_settings.text" />}
    >
      <ErrorAlert error={error ?? (settings ? null : loadError)} data-testid="settings-save-error" />
      {!settings ? (
        !loadError && <Skeleton $height="180px" />
      ) : (
        <>
          <SubTitle>
            <FormattedMessage id="notifications_settings.email" />
          </SubTitle>
          {settings.notifications_disabled[0] && <EmailsOff reason={settings.notifications_disabled[0]} />}
          <SwitchList>{switches(EMAIL_KEYS)}</SwitchList>
          <SubTitle>
            <FormattedMessage id="notifications_settings.push" />
          </SubTitle>
          <SwitchList>{switches(PUSH_KEYS)}</SwitchList>
          <PushBrowserStatus />
          {withPrivacy && (
            <>
              <SubTitle>
                <FormattedMessage id="account_settings.privacy.title" />
              </SubTitle>
              <SwitchList>
                <Switch
                  label={<FormattedMessage id="account_settings.invisible.label" />}
                  description={<FormattedMessage id="account_settings.invisible.text" />}
                  checked={settings.invisible}
                  onChange={(invisible) => change({ invisible })}
                  data-testid="settings-invisible"
                />
              </SwitchList>
            </>
          )}
        </>
      )}
    </SettingsSection>
  );
}

/** The switches say what the member wants; this says that no mail goes out at all for now, and why. */
function EmailsOff({ reason }: { reason: AccountSettings['notifications_disabled'][number] }) {
  const turnBackOn = useTurnEmailsBackOn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const enable = async () => {
    setBusy(true);
    setError(null);
    try {
      await turnBackOn();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };
  return (
    <>
      <Alert
        tone="warning"
        action={
          <Button
            variant="outline"
            size="sm"
            loading={busy}
            onClick={enable}
            data-testid="settings-emails-on"
          >
            <FormattedMessage id="notifications_settings.disabled_enable" />
          </Button>
        }
        data-testid="settings-emails-off"
      >
        <FormattedMessage id={`notifications_settings.disabled_${reason}`} />
      </Alert>
      <ErrorAlert error={error} />
    </>
  );
}
