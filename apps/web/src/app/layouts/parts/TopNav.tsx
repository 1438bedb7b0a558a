import type { User } from '@amora/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SignupCta } from '../../../features/signup/SignupCta';
import { useSignupAllowed } from '../../../features/signup/signup-mode';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { useSession } from '../../providers/SessionContext';
import { BrandLogo } from './BrandLogo';
import { Container } from './Container';
import { LanguageSelect } from './LanguageSelect';
import { AccountMenu } from './nav/AccountMenu';
import { BottomTabBar } from './nav/BottomTabBar';
import { MemberNav } from './nav/MemberNav';
import { memberNavItems } from './nav/nav-items';
import { useMemberCounters } from './nav/use-member-counters';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  background: rgba(255, 255, 255, 0.9);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;

  ${({ theme }) => theme.media.md} {
    min-height: 72px;
  }
`;

const Actions = styled.nav`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const SignupLink = styled(SignupCta)`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

function LoggedOutActions() {
  const intl = useIntl();
  // where the site takes signups only from partners, a "Join for free" would lead to its refusal
  const signupAllowed = useSignupAllowed();
  return (
    <Actions aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <LanguageSelect />
      <ButtonLink to={pathTo('login')} $variant="outline" $size="sm" data-testid="login-button">
        <FormattedMessage id="nav.login" />
      </ButtonLink>
      {signupAllowed && (
        <SignupLink variant="primary" size="sm" data-testid="signup-button">
          <FormattedMessage id="nav.signup" />
        </SignupLink>
      )}
    </Actions>
  );
}

function LoggedInActions({ user }: { user: User }) {
  const intl = useIntl();
  const counters = useMemberCounters();
  return (
    <Actions aria-label={intl.formatMessage({ id: 'nav.main' })} data-testid="member-nav">
      <MemberNav items={memberNavItems(user, counters)} />
      <LanguageSelect />
      <AccountMenu />
    </Actions>
  );
}

/** Fixed to the bottom of phones; outside the header, whose backdrop filter would anchor it. */
function MemberTabBar({ user }: { user: User }) {
  const counters = useMemberCounters();
  return <BottomTabBar items={memberNavItems(user, counters, true)} />;
}

/** Top navigation of the default and chat layouts (spec §2 "Navigation"), and the phones' tab bar. */
export function TopNav() {
  const session = useSession();
  return (
    <>
      <Header>
        <Bar>
          <BrandLogo />
          {session.status === 'logged-out' && <LoggedOutActions />}
          {session.status === 'logged-in' && <LoggedInActions user={session.user} />}
          {session.status === 'loading' && (
            <Actions>
              <LanguageSelect />
            </Actions>
          )}
        </Bar>
      </Header>
      {session.status === 'logged-in' && <MemberTabBar user={session.user} />}
    </>
  );
}
