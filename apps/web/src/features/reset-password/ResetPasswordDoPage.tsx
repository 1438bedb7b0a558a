import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@amora/contracts';
import { Button, Icon, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionActions } from '../../app/providers/SessionContext';
import { api, isApiError } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { AuthCard, AuthIcon, AuthLead, AuthPage, AuthTitle, Form, TextLink } from '../auth/auth-styles';
import { ErrorAlert } from '../error/ErrorAlert';
import { flash } from '../flash/flash-store';

interface Errors {
  password?: { id: string; values?: Record<string, number> };
  password_repeat?: { id: string };
}

function validate(password: string, repeat: string): Errors {
  const errors: Errors = {};
  if (password.length < PASSWORD_MIN_LENGTH)
    errors.password = { id: 'error.password_too_short', values: { min: PASSWORD_MIN_LENGTH } };
  else if (password.length > PASSWORD_MAX_LENGTH)
    errors.password = { id: 'error.password_too_long', values: { max: PASSWORD_MAX_LENGTH } };
  if (repeat !== password) errors.password_repeat = { id: 'error.passwords_not_same' };
  return errors;
}

/** /reset-password/do?token=…: a new password; the answer logs the member in. */
export function ResetPasswordDoPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { setUser } = useSessionActions();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<unknown>(token ? null : 'link_invalid');
  const [busy, setBusy] = useState(false);
  const linkInvalid = error === 'link_invalid' || (isApiError(error) && error.code === 'link_invalid');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(password, repeat);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.request('resetPassword', {
        body: { token, password, password_repeat: repeat },
      });
      setUser(answer.user);
      flash.show('reset.success');
      navigate(pathTo('members'), { replace: true });
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.code.startsWith('password_too_'))
        setErrors({
          password: { id: `error.${caught.code}`, values: caught.params as Record<string, number> },
        });
      else setError(caught);
    }
  };

  if (linkInvalid) {
    return (
      <AuthPage>
        <AuthCard data-testid="reset-link-invalid">
          <AuthIcon $tone="danger" aria-hidden="true">
            <Icon name="lock" size={28} />
          </AuthIcon>
          <AuthTitle>
            <FormattedMessage id="error.link_invalid" />
          </AuthTitle>
          <AuthLead>
            <FormattedMessage id="reset.linkInvalidText" />
          </AuthLead>
          <Form as="div">
            <TextLink to={pathTo('reset-password')} data-testid="reset-request-new">
              <FormattedMessage id="reset.requestNew" />
            </TextLink>
          </Form>
        </AuthCard>
      </AuthPage>
    );
  }

  const message = (m?: { id: string; values?: Record<string, number> }) =>
    m && <FormattedMessage id={m.id} values={m.values} />;

  return (
    <AuthPage>
      <AuthCard data-testid="reset-do-page">
        <AuthIcon aria-hidden="true">
          <Icon name="lock" size={28} />
        </AuthIcon>
        <AuthTitle>
          <FormattedMessage id="reset.newTitle" />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage id="reset.newLead" />
        </AuthLead>
        <Form noValidate onSubmit={submit}>
          <ErrorAlert error={error} data-testid="reset-do-error" />
          <TextField
            label={<FormattedMessage id="reset.newPassword" />}
            hint={<FormattedMessage id="signup.passwordHint" values={{ min: PASSWORD_MIN_LENGTH }} />}
            type="password"
            autoComplete="new-password"
            value={password}
            error={message(errors.password)}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="reset-password"
          />
          <TextField
            label={<FormattedMessage id="auth.passwordRepeat" />}
            type="password"
            autoComplete="new-password"
            value={repeat}
            error={message(errors.password_repeat)}
            onChange={(event) => setRepeat(event.target.value)}
            data-testid="reset-password-repeat"
          />
          <Button type="submit" size="lg" fullWidth loading={busy} data-testid="reset-do-submit">
            <FormattedMessage id="reset.save" />
          </Button>
        </Form>
      </AuthCard>
    </AuthPage>
  );
}
