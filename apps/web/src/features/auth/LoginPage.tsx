import { emailSchema } from '@amora/contracts';
import { Button, Icon, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession, useSessionActions } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { api } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { ErrorAlert } from '../error/ErrorAlert';
import { SignupCta } from '../signup/SignupCta';
import { useSignupAllowed } from '../signup/signup-mode';
import {
  AuthCard,
  AuthFooter,
  AuthIcon,
  AuthLead,
  AuthPage,
  AuthTitle,
  Form,
  InlineEnd,
  TextLink,
} from './auth-styles';
import { safeRedirect } from './safe-redirect';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /login: e-mail and password; on success to the `redirect` query (same site) or /members. */
export function LoginPage() {
  const intl = useIntl();
  const settings = useSettings();
  const session = useSession();
  const { setUser } = useSessionActions();
  const navigate = useNavigate();
  const signupAllowed = useSignupAllowed();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'logged-in' && !busy) return <Navigate to={target} replace />;

  const validate = (): FieldErrors => ({
    email: emailSchema.safeParse(email).success
      ? undefined
      : intl.formatMessage({ id: 'error.invalid_email' }),
    password: password ? undefined : intl.formatMessage({ id: 'login.passwordRequired' }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const answer = await api.request('login', { body: { email: email.trim(), password } });
      setUser(answer.user);
      navigate(target, { replace: true });
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <AuthPage>
      <AuthCard data-testid="login-page">
        <AuthIcon aria-hidden="true">
          <Icon name="heart" size={28} />
        </AuthIcon>
        <AuthTitle>
          <FormattedMessage id="login.title" />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage id="login.lead" values={{ name: settings.name }} />
        </AuthLead>
        <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'login.title' })}>
          <ErrorAlert error={error} data-testid="login-error" />
          <TextField
            label={<FormattedMessage id="auth.email" />}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={fieldErrors.email}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="login-email"
          />
          <TextField
            label={<FormattedMessage id="auth.password" />}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="login-password"
          />
          <InlineEnd>
            <TextLink to={pathTo('reset-password')} data-testid="login-forgot">
              <FormattedMessage id="login.forgot" />
            </TextLink>
          </InlineEnd>
          <Button type="submit" size="lg" fullWidth loading={busy} data-testid="login-submit">
            <FormattedMessage id="login.submit" />
          </Button>
        </Form>
        {/* where the site takes signups only from partners, a free account is not on offer here */}
        {signupAllowed && (
          <AuthFooter>
            <FormattedMessage id="login.noAccount" />{' '}
            <SignupCta variant="ghost" size="sm" data-testid="login-signup">
              <FormattedMessage id="login.signup" />
            </SignupCta>
          </AuthFooter>
        )}
      </AuthCard>
    </AuthPage>
  );
}
