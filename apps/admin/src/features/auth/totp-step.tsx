import type { StaffMeAnswer } from '@amora/contracts';
import { Alert, Button, VisuallyHidden } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { TotpCodeField } from '../../components/totp-code-field';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { validateTotpCode } from '../../lib/totp-code';
import { Form, Heading, Lead } from './sign-in-styles';

const Medallion = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
`;

interface Props {
  email: string;
  signIn: (totp: string) => Promise<StaffMeAnswer>;
  onSignedIn: (me: StaffMeAnswer) => void;
  onBack: () => void;
}

/** Step two of the sign-in: the authenticator app's code; a wrong one is cleared for the next. */
export function TotpStep({ email, signIn, onSignedIn, onBack }: Props) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const error = checked ? validateTotpCode(code).code : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]');
    if (validateTotpCode(code).code) {
      input?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      onSignedIn(await signIn(code));
    } catch (failure) {
      setServerError(toApiError(failure));
      setCode('');
      setChecked(false);
      setSubmitting(false);
      input?.focus();
    }
  }

  return (
    <>
      <Medallion aria-hidden="true">
        <AdminIcon name="phone" size={24} />
      </Medallion>
      <Heading>
        <FormattedMessage id="auth.totp.title" />
      </Heading>
      <Lead>
        <FormattedMessage id="auth.totp.lead" values={{ email: <strong>{email}</strong> }} />
      </Lead>
      <Form noValidate onSubmit={submit} data-testid="admin-totp-form" aria-busy={submitting}>
        <TotpCodeField
          autoFocus
          value={code}
          onChange={(value) => {
            setCode(value);
            setServerError(null);
          }}
          error={error && intl.formatMessage({ id: error })}
          data-testid="admin-totp"
        />
        {serverError && (
          <Alert tone="danger" data-testid="admin-error">
            <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={submitting} data-testid="admin-totp-submit">
          <FormattedMessage id="auth.totp.submit" />
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onBack} data-testid="admin-totp-back">
          <AdminIcon name="arrowLeft" size={16} />
          <FormattedMessage id="auth.totp.back" />
        </Button>
        <VisuallyHidden role="status">
          {submitting && <FormattedMessage id="auth.submitting" />}
        </VisuallyHidden>
      </Form>
    </>
  );
}
