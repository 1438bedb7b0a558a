import { Icon } from '@amora/ui';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { BrandLogo } from '../../app/layouts/parts/BrandLogo';
import { useSession } from '../../app/providers/SessionContext';
import { pathTo } from '../../lib/routes/paths';
import {
  Actions,
  AuthCard,
  AuthIcon,
  AuthLead,
  AuthPage,
  AuthTitle,
  LogoRow,
  TextLink,
} from '../auth/auth-styles';
import { useArrivedLoggedIn } from '../auth/use-arrived-logged-in';
import { SignupCta } from './SignupCta';
import { signupModal, useAfterSignupGoTo } from './signup-modal-store';

/** /members/{id}/signup: a member's entry page that opens the signup modal, then leads to that profile. */
export function MemberSignupPage() {
  const { id = '' } = useParams();
  const session = useSession();
  useAfterSignupGoTo(pathTo('members-id', { id }));
  useEffect(() => {
    if (session.status === 'logged-out') signupModal.open();
  }, [session.status]);
  const arrivedLoggedIn = useArrivedLoggedIn();
  if (arrivedLoggedIn) return <Navigate to={pathTo('members-id', { id })} replace />;
  return (
    <AuthPage>
      <AuthCard data-testid="member-signup-page">
        <LogoRow>
          <BrandLogo />
        </LogoRow>
        <AuthIcon aria-hidden="true">
          <Icon name="heart" size={28} />
        </AuthIcon>
        <AuthTitle>
          <FormattedMessage id="signup.memberTitle" />
        </AuthTitle>
        <AuthLead>
          <FormattedMessage id="signup.memberText" />
        </AuthLead>
        <Actions>
          <SignupCta size="lg" fullWidth data-testid="member-signup-open">
            <FormattedMessage id="nav.signup" />
          </SignupCta>
          <TextLink
            to={`${pathTo('login')}?${new URLSearchParams({ redirect: pathTo('members-id', { id }) })}`}
          >
            <FormattedMessage id="signup.haveAccountLogin" />
          </TextLink>
        </Actions>
      </AuthCard>
    </AuthPage>
  );
}
