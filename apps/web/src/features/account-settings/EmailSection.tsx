import { emailSchema } from '@amora/contracts';
import { Alert, Button, TextField } from '@amora/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../lib/api';
import { ErrorAlert } from '../error/ErrorAlert';
import { SettingsSection } from './SettingsSection';
import { FormActions, SettingsForm } from './settings-styles';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** The current address, and a change that only happens once the new address confirms it by mail. */
export function EmailSection({ email }: { email: string }) {
  const intl = useIntl();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSentTo(null);
    if (!emailSchema.safeParse(newEmail).success) {
      setFieldError(intl.formatMessage({ id: 'error.invalid_email' }));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await api.request('requestEmailChange', { body: { email: newEmail.trim(), password } });
      setSentTo(newEmail.trim());
      setNewEmail('');
      setPassword('');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      id="email"
      icon="mail"
      titleId="account_settings.email.title"
      text={
        <span data-testid="settings-email-current">
          <FormattedMessage id="account_settings.email.current" values={{ email, strong }} />
        </span>
      }
    >
      {sentTo && (
        <Alert tone="success" data-testid="settings-email-sent">
          <FormattedMessage id="account_settings.email.sent" values={{ email: sentTo, strong }} />
        </Alert>
      )}
      <ErrorAlert error={error} data-testid="settings-email-error" />
      <SettingsForm noValidate onSubmit={submit}>
        <TextField
          label={<FormattedMessage id="account_settings.email.new" />}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={newEmail}
          error={fieldError}
          onChange={(event) => setNewEmail(event.target.value)}
          data-testid="settings-email-new"
        />
        <TextField
          label={<FormattedMessage id="account_settings.current_password" />}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="settings-email-password"
        />
        <FormActions>
          <Button
            type="submit"
            loading={busy}
            disabled={!newEmail || !password}
            data-testid="settings-email-submit"
          >
            <FormattedMessage id="account_settings.email.submit" />
          </Button>
        </FormActions>
      </SettingsForm>
    </SettingsSection>
  );
}
