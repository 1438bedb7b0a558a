import { emailSchema } from '@amora/contracts';
import { Alert, Button, TextField } from '@amora/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '../error/ErrorAlert';
import { sendAccount } from './account-api';
import { SettingsSection } from './SettingsSection';
import { FormActions, SettingsForm } from './settings-styles';
import { type FieldForCode, useFormErrors } from './use-form-errors';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

type Field = 'email' | 'password';
const FIELD_FOR_CODE: Record<string, FieldForCode<Field>> = {
  invalid_email: 'email',
  // spec §5: the new e-mail must be valid and have no existing account
  email_taken: { field: 'email', messageId: 'account_settings.email.taken' },
  // the current password that confirms the change (PasswordSection keeps old_password_wrong)
  password_wrong: 'password',
};

/** The current address, and a change that only happens once the new address confirms it by mail. */
export function EmailSection({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors(FIELD_FOR_CODE);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const address = newEmail.trim();
    const valid = errors.check({
      email: !emailSchema.safeParse(address).success && <FormattedMessage id="error.invalid_email" />,
      password: !password && <FormattedMessage id="account_settings.password_required" />,
    });
    if (!valid) return;
    setBusy(true);
    try {
      await sendAccount('requestEmailChange', { email: address, password });
      setSentTo(address);
      setNewEmail('');
      setPassword('');
    } catch (caught) {
      errors.fail(caught);
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
      <ErrorAlert error={errors.alert} data-testid="settings-email-error" />
      <SettingsForm noValidate onSubmit={submit}>
        <TextField
          label={<FormattedMessage id="account_settings.email.new" />}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={newEmail}
          error={errors.fields.email}
          onChange={(event) => {
            setNewEmail(event.target.value);
            errors.clearField('email');
          }}
          data-testid="settings-email-new"
        />
        <TextField
          label={<FormattedMessage id="account_settings.current_password" />}
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.fields.password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clearField('password');
          }}
          data-testid="settings-email-password"
        />
        <FormActions>
          <Button type="submit" loading={busy} data-testid="settings-email-submit">
            <FormattedMessage id="account_settings.email.submit" />
          </Button>
        </FormActions>
      </SettingsForm>
    </SettingsSection>
  );
}
