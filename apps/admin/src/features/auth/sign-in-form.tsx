import type { StaffMeAnswer } from '@amora/contracts';
import { Alert, Button, TextField, VisuallyHidden } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { firstInvalid } from '../../lib/form-errors';
import { signIn } from '../session/session.api';
import { Form, Heading, Lead } from './sign-in-styles';
import { TotpStep } from './totp-step';
import { type Credentials, validateCredentials } from './validate-sign-in';

type Field = keyof Credentials;
const FIELDS: Field[] = ['email', 'password'];

interface Props {
  onSignedIn: (me: StaffMeAnswer) => void;
}

/**
 * Step one: e-mail and password, checked with the contract's schema as the user leaves each field and
 * again on submit. When the API asks for the second factor (401 `totp_required`), step two asks for the
 * authenticator code and sends the credentials again with it.
 */
export function SignInForm({ onSignedIn }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);

  const errors = validateCredentials(values);
  const shownError = (field: Field) => {
    const id = touched[field] ? errors[field] : undefined;
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setServerError(null);
  };
  const blur = (field: Field) => () => {
    // An empty field the user merely tabbed through is not an error yet.
    if (values[field]) setTouched((previous) => ({ ...previous, [field]: true }));
  };
  const credentials = () => ({ email: values.email.trim(), password: values.password });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ email: true, password: true });
    const invalid = firstInvalid(FIELDS, errors);
    if (invalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      onSignedIn(await signIn(credentials()));
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'totp_required') setCodeAsked(true);
      else setServerError(apiError);
      setSubmitting(false);
    }
  }

  if (codeAsked) {
    return (
      <TotpStep
        email={credentials().email}
        signIn={(totp) => signIn({ ...credentials(), totp })}
        onSignedIn={onSignedIn}
        onBack={() => {
          setCodeAsked(false);
          setValues((previous) => ({ ...previous, password: '' }));
        }}
      />
    );
  }

  return (
    <>
      <Heading>
        <FormattedMessage id="auth.title" />
      </Heading>
      <Lead>
        <FormattedMessage id="auth.subtitle" />
      </Lead>
      <Form noValidate onSubmit={submit} data-testid="admin-signin-form" aria-busy={submitting}>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          label={<FormattedMessage id="auth.email" />}
          value={values.email}
          onChange={change('email')}
          onBlur={blur('email')}
          error={shownError('email')}
          data-testid="admin-email"
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={<FormattedMessage id="auth.password" />}
          value={values.password}
          onChange={change('password')}
          onBlur={blur('password')}
          error={shownError('password')}
          data-testid="admin-password"
        />
        {serverError && (
          <Alert tone="danger" data-testid="admin-error">
            <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={submitting} data-testid="admin-signin-submit">
          <FormattedMessage id="auth.submit" />
        </Button>
        <VisuallyHidden role="status">
          {submitting && <FormattedMessage id="auth.submitting" />}
        </VisuallyHidden>
      </Form>
    </>
  );
}
