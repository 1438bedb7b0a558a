import { emailSchema } from '@amora/contracts';
import { Alert, Button, Icon, TextField } from '@amora/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../lib/api';
import { ErrorMessage } from '../error/ErrorMessage';
import {
  FormActions,
  SectionCard,
  SectionHeader,
  SectionIcon,
  SectionText,
  SectionTitle,
  SettingsForm,
} from './settings-styles';

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
    <SectionCard id="email" aria-labelledby="settings-email-title">
      <SectionHeader>
        <SectionIcon aria-hidden="true">
          <Icon name="mail" size={22} />
        </SectionIcon>
        <div>
          <SectionTitle id="settings-email-title">
            <FormattedMessage id="account_settings.email.title" />
          </SectionTitle>
          <SectionText data-testid="settings-email-current">
            <FormattedMessage id="account_settings.email.current" values={{ email, strong }} />
          </SectionText>
        </div>
      </SectionHeader>
      {sentTo && (
        <Alert tone="success" data-testid="settings-email-sent">
          <FormattedMessage id="account_settings.email.sent" values={{ email: sentTo, strong }} />
        </Alert>
      )}
      {error !== null && (
        <Alert tone="danger" data-testid="settings-email-error">
          <ErrorMessage error={error} />
        </Alert>
      )}
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
    </SectionCard>
  );
}
