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

interface ResetOutcomeProps {
  testId: string;
  tone: 'success' | 'danger';
  icon: 'check' | 'mail';
  /** Read out at once by screen readers (the request was refused). */
  alert?: boolean;
  /** The title, then the text. */
  children: [ReactNode, ReactNode];
}

/** What became of the request: a card with an icon, a title, a line and the way back to login. */
function ResetOutcome({ testId, tone, icon, alert, children: [title, text] }: ResetOutcomeProps) {
  return (
    <AuthPage>
      <AuthCard data-testid={testId}>
        <AuthIcon $tone={tone} aria-hidden="true">
          <Icon name={icon} size={28} />
        </AuthIcon>
        <AuthTitle role={alert ? 'alert' : undefined}>{title}</AuthTitle>
        <AuthLead>{text}</AuthLead>
        <AuthFooter>
          <TextLink to={pathTo('login')}>
            <FormattedMessage id="reset.backToLogin" />
          </TextLink>
        </AuthFooter>
      </AuthCard>
    </AuthPage>
  );
}

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
      <ResetOutcome testId="reset-pending-deletion" tone="danger" icon="mail" alert>
        <FormattedMessage id="error.account_pending_deletion" />
        <FormattedMessage id="reset.pendingDeletionText" values={{ email: pendingDeletion, strong }} />
      </ResetOutcome>
    );
  }

  if (sentTo) {
    return (
      <ResetOutcome testId="reset-sent" tone="success" icon="check">
        <FormattedMessage id="reset.sentTitle" />
        <FormattedMessage id="reset.sentText" values={{ email: sentTo, strong }} />
      </ResetOutcome>
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
