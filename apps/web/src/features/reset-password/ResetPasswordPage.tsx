import { emailSchema } from '@amora/contracts';
import { Button, Icon, TextField } from '@amora/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api/api-error';
import { pathTo } from '../../lib/routes/paths';
import {
  AuthCard,
  AuthFooter,
  AuthIcon,
  AuthLead,
  AuthPage,
  AuthTitle,
  Form,
  TextLink,
} from '../auth/auth-styles';
import { ErrorAlert } from '../error/ErrorAlert';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * /reset-password: the e-mail address to send a reset link to. An account awaiting deletion gets no
 * reset link: the API sends the reactivation mail again and answers `account_pending_deletion`.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pendingDeletion, setPendingDeletion] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!emailSchema.safeParse(email).success) {
      setFieldError(intl.formatMessage({ id: 'error.invalid_email' }));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await api.request('requestPasswordReset', { body: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'account_pending_deletion') setPendingDeletion(email.trim());
      else setError(caught);
    } finally {
      setBusy(false);
    }
  };

  if (pendingDeletion) {
    return (
      <AuthPage>
        <AuthCard data-testid="reset-pending-deletion">
          <AuthIcon $tone="danger" aria-hidden="true">
            <Icon name="mail" size={28} />
          </AuthIcon>
          <AuthTitle role="alert">
            <FormattedMessage id="error.account_pending_deletion" />
          </AuthTitle>
          <AuthLead>
            <FormattedMessage id="reset.pendingDeletionText" values={{ email: pendingDeletion, strong }} />
          </AuthLead>
          <AuthFooter>
            <TextLink to={pathTo('login')}>
              <FormattedMessage id="reset.backToLogin" />
            </TextLink>
          </AuthFooter>
        </AuthCard>
      </AuthPage>
    );
  }

  if (sentTo) {
    return (
      <AuthPage>
        <AuthCard data-testid="reset-sent">
          <AuthIcon $tone="success" aria-hidden="true">
            <Icon name="check" size={28} />
          </AuthIcon>
          <AuthTitle>
            <FormattedMessage id="reset.sentTitle" />
          </AuthTitle>
          <AuthLead>
            <FormattedMessage id="reset.sentText" values={{ email: sentTo, strong }} />
          </AuthLead>
          <AuthFooter>
            <TextLink to={pathTo('login')}>
              <FormattedMessage id="reset.backToLogin" />
            </TextLink>
          </AuthFooter>
        </AuthCard>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthCard data-testid="reset-page">
        <AuthIcon aria-hidden="true">
          <Icon name="lock" size={28} />
        </AuthIcon>
        <AuthTitle>
          <FormattedMessage id="reset.title" />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage id="reset.lead" />
        </AuthLead>
        <Form noValidate onSubmit={submit}>
          <ErrorAlert error={error} data-testid="reset-error" />
          <TextField
            label={<FormattedMessage id="auth.email" />}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="reset-email"
          />
          <Button type="submit" size="lg" fullWidth loading={busy} data-testid="reset-submit">
            <FormattedMessage id="reset.submit" />
          </Button>
        </Form>
        <AuthFooter>
          <TextLink to={pathTo('login')} data-testid="reset-login">
            <FormattedMessage id="reset.backToLogin" />
          </TextLink>
        </AuthFooter>
      </AuthCard>
    </AuthPage>
  );
}
