import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@amora/contracts';
import { Alert, Button, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '../error/ErrorAlert';
import { sendAccount } from './account-api';
import { SettingsSection } from './SettingsSection';
import { FormActions, SettingsForm } from './settings-styles';
import { type FieldForCode, useFormErrors } from './use-form-errors';

type Field = 'old_password' | 'password' | 'password_repeat';
const EMPTY: Record<Field, string> = { old_password: '', password: '', password_repeat: '' };
const FIELD_FOR_CODE: Record<string, FieldForCode<Field>> = {
  old_password_wrong: 'old_password',
  password_too_short: 'password',
  password_too_long: 'password',
  password_too_common: 'password',
  passwords_not_same: 'password_repeat',
};

/** The same length rules as the API, checked before sending. */
function localChecks({ old_password, password, password_repeat }: Record<Field, string>) {
  return {
    old_password: !old_password && <FormattedMessage id="account_settings.password_required" />,
    password:
      password.length < PASSWORD_MIN_LENGTH ? (
        <FormattedMessage id="error.password_too_short" values={{ min: PASSWORD_MIN_LENGTH }} />
      ) : password.length > PASSWORD_MAX_LENGTH ? (
        <FormattedMessage id="error.password_too_long" values={{ max: PASSWORD_MAX_LENGTH }} />
      ) : null,
    password_repeat: password !== password_repeat && <FormattedMessage id="error.passwords_not_same" />,
  };
}

/** A new password, with the old one; the member's other devices are logged out. */
export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const errors = useFormErrors(FIELD_FOR_CODE);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errors.fields[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      errors.clearField(name);
    },
    type: 'password',
    'data-testid': `settings-password-${name === 'old_password' ? 'old' : name === 'password' ? 'new' : 'repeat'}`,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!errors.check(localChecks(values))) return;
    setBusy(true);
    try {
      await sendAccount('changePassword', values);
      setValues(EMPTY);
      setDone(true);
    } catch (caught) {
      errors.fail(caught);
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
      <ErrorAlert error={errors.alert} data-testid="settings-password-error" />
      <SettingsForm noValidate onSubmit={submit}>
        <TextField
          label={<FormattedMessage id="account_settings.current_password" />}
          autoComplete="current-password"
          {...field('old_password')}
        />
        <TextField
          label={<FormattedMessage id="account_settings.password.new" />}
          hint={
            <FormattedMessage id="account_settings.password.hint" values={{ min: PASSWORD_MIN_LENGTH }} />
          }
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField
          label={<FormattedMessage id="account_settings.password.repeat" />}
          autoComplete="new-password"
          {...field('password_repeat')}
        />
        <FormActions>
          <Button type="submit" loading={busy} data-testid="settings-password-submit">
            <FormattedMessage id="account_settings.password.submit" />
          </Button>
        </FormActions>
      </SettingsForm>
    </SettingsSection>
  );
}
