import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@amora/contracts';
import { Alert, Button, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { firstInvalid } from '../../lib/form-errors';
import { useSession } from '../session/session-provider';
import { changePassword, type PasswordChange } from './account.api';
import { FormStack } from './account-styles';
import {
  PASSWORD_ERROR_FIELDS,
  PASSWORD_FIELDS,
  type PasswordField,
  validatePasswordChange,
} from './validate-password';

const EMPTY: PasswordChange = { old_password: '', password: '', password_repeat: '' };
const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

const LABELS: Record<PasswordField, { label: MessageId; autoComplete: string }> = {
  old_password: { label: 'account.password.old', autoComplete: 'current-password' },
  password: { label: 'account.password.new', autoComplete: 'new-password' },
  password_repeat: { label: 'account.password.repeat', autoComplete: 'new-password' },
};

/** The staff member's own new password; their other sessions end, this one stays. */
export function PasswordForm() {
  const intl = useIntl();
  const { load } = useSession();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  const errors = checked ? validatePasswordChange(values) : {};
  const fieldOfServerError = serverError ? PASSWORD_ERROR_FIELDS[serverError.code] : undefined;
  const errorFor = (field: PasswordField) => {
    if (fieldOfServerError === field && serverError)
      return intl.formatMessage(
        { id: errorMessageId(serverError.code) },
        { ...LIMITS, ...errorValues(serverError) },
      );
    const id = errors[field];
    return id ? intl.formatMessage({ id }, LIMITS) : undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    setDone(false);
    const invalid = firstInvalid(PASSWORD_FIELDS, validatePasswordChange(values));
    if (invalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await changePassword(values);
      setValues(EMPTY);
      setChecked(false);
      setDone(true);
      await load();
    } catch (error) {
      setServerError(toApiError(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormStack noValidate onSubmit={submit} data-testid="account-password-form" aria-busy={submitting}>
      {PASSWORD_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          type="password"
          autoComplete={LABELS[field].autoComplete}
          label={<FormattedMessage id={LABELS[field].label} />}
          hint={
            field === 'password' ? <FormattedMessage id="account.password.hint" values={LIMITS} /> : undefined
          }
          value={values[field]}
          onChange={(event) => {
            setValues((previous) => ({ ...previous, [field]: event.target.value }));
            setServerError(null);
          }}
          error={errorFor(field)}
          data-testid={`account-${field.replace('_', '-')}`}
        />
      ))}
      {serverError && !fieldOfServerError && (
        <Alert tone="danger" data-testid="account-password-error">
          <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
        </Alert>
      )}
      {done && (
        <Alert tone="success" data-testid="account-password-done">
          <FormattedMessage id="account.password.done" />
        </Alert>
      )}
      <div>
        <Button type="submit" loading={submitting} data-testid="account-password-submit">
          <FormattedMessage id="account.password.submit" />
        </Button>
      </div>
    </FormStack>
  );
}
