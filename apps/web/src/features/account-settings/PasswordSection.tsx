import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@amora/contracts';
import { Alert, Button, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../lib/api';
import { ErrorAlert } from '../error/ErrorAlert';
import { SettingsSection } from './SettingsSection';
import { FormActions, SettingsForm } from './settings-styles';

const EMPTY = { old_password: '', password: '', password_repeat: '' };

/** A new password, with the old one; the member's other devices are logged out. */
export function PasswordSection() {
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [repeatError, setRepeatError] = useState<string>();
  const [lengthError, setLengthError] = useState<string>();
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(false);
    const tooShort = values.password.length < PASSWORD_MIN_LENGTH;
    const tooLong = values.password.length > PASSWORD_MAX_LENGTH;
    setLengthError(
      tooShort
        ? intl.formatMessage({ id: 'error.password_too_short' }, { min: PASSWORD_MIN_LENGTH })
        : tooLong
          ? intl.formatMessage({ id: 'error.password_too_long' }, { max: PASSWORD_MAX_LENGTH })
          : undefined,
    );
    const mismatch = values.password !== values.password_repeat;
    setRepeatError(mismatch ? intl.formatMessage({ id: 'error.passwords_not_same' }) : undefined);
    if (tooShort || tooLong || mismatch) return;
    setBusy(true);
    try {
      await api.request('changePassword', { body: values });
      setValues(EMPTY);
      setDone(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      id="password"
      icon="lock"
      titleId="account_settings.password.title"
      text={<FormattedMessage id="account_settings.password.text" />}
    >
      {done && (
        <Alert tone="success" data-testid="settings-password-done">
          <FormattedMessage id="account_settings.password.done" />
        </Alert>
      )}
      <ErrorAlert error={error} data-testid="settings-password-error" />
      <SettingsForm noValidate onSubmit={submit}>
        <TextField
          label={<FormattedMessage id="account_settings.current_password" />}
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={set('old_password')}
          data-testid="settings-password-old"
        />
        <TextField
          label={<FormattedMessage id="account_settings.password.new" />}
          hint={
            <FormattedMessage id="account_settings.password.hint" values={{ min: PASSWORD_MIN_LENGTH }} />
          }
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={lengthError}
          onChange={set('password')}
          data-testid="settings-password-new"
        />
        <TextField
          label={<FormattedMessage id="account_settings.password.repeat" />}
          type="password"
          autoComplete="new-password"
          value={values.password_repeat}
          error={repeatError}
          onChange={set('password_repeat')}
          data-testid="settings-password-repeat"
        />
        <FormActions>
          <Button
            type="submit"
            loading={busy}
            disabled={!values.old_password || !values.password}
            data-testid="settings-password-submit"
          >
            <FormattedMessage id="account_settings.password.submit" />
          </Button>
        </FormActions>
      </SettingsForm>
    </SettingsSection>
  );
}
