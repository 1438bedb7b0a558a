import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { useSettings } from '../../app/providers/SettingsContext';
import { pathTo } from '../../lib/routes/paths';
import { AuthCard, AuthFooter, AuthLead, AuthPage, AuthTitle, Section, TextLink } from '../auth/auth-styles';
import { useArrivedLoggedIn } from '../auth/use-arrived-logged-in';
import { SignupFlow } from './SignupFlow';
import { SignupNotAllowed } from './SignupNotAllowed';
import { useSignupAllowed } from './signup-mode';

/** /signup: the same flow as the modal, on a page of its own. */
export function SignupPage() {
  const settings = useSettings();
  const arrivedLoggedIn = useArrivedLoggedIn();
  const allowed = useSignupAllowed();
  if (arrivedLoggedIn) return <Navigate to={pathTo('members')} replace />;
  if (!allowed)
    return (
      <AuthPage>
        <AuthCard data-testid="signup-page">
          <SignupNotAllowed />
        </AuthCard>
      </AuthPage>
    );
  return (
    <AuthPage>
      <AuthCard data-testid="signup-page">
        <AuthTitle>
          <FormattedMessage id="signup.title" values={{ name: settings.name }} />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage id="signup.lead" />
        </AuthLead>
        <Section>
          <SignupFlow />
        </Section>
        <AuthFooter>
          <FormattedMessage id="signup.haveAccount" />{' '}
          <TextLink to={pathTo('login')} data-testid="signup-page-login">
            <FormattedMessage id="nav.login" />
          </TextLink>
        </AuthFooter>
      </AuthCard>
    </AuthPage>
  );
}
