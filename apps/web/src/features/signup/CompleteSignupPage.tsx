import { SIGNUP_MESSAGE_MAX_LENGTH } from '@amora/contracts';
import { Alert, Button, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { BrandLogo } from '../../app/layouts/parts/BrandLogo';
import { useSession, useSessionActions } from '../../app/providers/SessionContext';
import { api } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { ResendActivationButton } from '../activation/ResendActivationButton';
import { AuthCard, AuthIcon, AuthLead, AuthPage, AuthTitle, LogoRow, Section } from '../auth/auth-styles';
import { ErrorMessage } from '../error/ErrorMessage';
import { Counter, IntroLabel, IntroText, Textarea } from './complete-signup-styles';

/** /complete-signup: check your inbox, resend the mail, introduce yourself, start browsing. */
export function CompleteSignupPage() {
  const session = useSession();
  const { setUser } = useSessionActions();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (session.status === 'loading') return null;
  if (session.status === 'logged-out') return <Navigate to="/" replace />;
  const { user } = session;

  const start = async () => {
    const text = message.trim();
    if (text) {
      setBusy(true);
      setError(null);
      try {
        const answer = await api.request('updateUser', { body: { signup_message: text } });
        setUser(answer.user);
      } catch (caught) {
        setError(caught);
        setBusy(false);
        return;
      }
    }
    // a new member first meets members who suit them, then goes on to the search
    navigate(pathTo('signup-matches'));
  };

  return (
    <AuthPage>
      <AuthCard data-testid="complete-signup">
        <LogoRow>
          <BrandLogo />
        </LogoRow>
        <AuthIcon aria-hidden="true">
          <Icon name="chat" size={28} />
        </AuthIcon>
        <AuthTitle>
          <FormattedMessage id="signup.checkInbox" />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage
            id="signup.checkInboxText"
            values={{
              email: user.email,
              strong: (chunks) => <strong data-testid="complete-email">{chunks}</strong>,
            }}
          />
        </AuthLead>
        {user.status === 'not_confirmed' && (
          <Section>
            <ResendActivationButton testId="complete-resend" />
          </Section>
        )}
        <Section>
          <IntroLabel htmlFor="signup-message">
            <FormattedMessage id="signup.introduceTitle" />
          </IntroLabel>
          <IntroText id="signup-message-hint">
            <FormattedMessage id="signup.introduceHint" />
          </IntroText>
          <Textarea
            id="signup-message"
            rows={4}
            maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
            value={message}
            aria-describedby="signup-message-hint"
            onChange={(event) => setMessage(event.target.value)}
            data-testid="complete-message"
          />
          <Counter aria-hidden="true">
            {message.length}/{SIGNUP_MESSAGE_MAX_LENGTH}
          </Counter>
        </Section>
        {error !== null && (
          <Section>
            <Alert tone="danger">
              <ErrorMessage error={error} />
            </Alert>
          </Section>
        )}
        <Section>
          <Button size="lg" fullWidth loading={busy} onClick={start} data-testid="complete-start">
            <FormattedMessage id="signup.startBrowsing" />
            <Icon name="arrowRight" size={20} />
          </Button>
        </Section>
      </AuthCard>
    </AuthPage>
  );
}
