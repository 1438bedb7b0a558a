import { Alert, Button, TextField, VisuallyHidden } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { type SignInRequest, signIn } from './sign-in.api';
import { type SignInErrors, validateSignIn } from './validate-sign-in';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

type Field = keyof SignInRequest;

interface Props {
  onSignedIn: () => void;
}

/**
 * E-mail and password, checked as the user leaves each field and again on submit; the API's answer is
 * shown translated by its error code.
 */
export function SignInForm({ onSignedIn }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState<SignInRequest>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const errors: SignInErrors = validateSignIn(values);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ email: true, password: true });
    const firstInvalid: Field | undefined = errors.email ? 'email' : errors.password ? 'password' : undefined;
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
      onSignedIn();
    } catch (error) {
      setServerError(toApiError(error));
      setSubmitting(false);
    }
  }

  return (
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
      <VisuallyHidden role="status">{submitting && <FormattedMessage id="auth.submitting" />}</VisuallyHidden>
    </Form>
  );
}
