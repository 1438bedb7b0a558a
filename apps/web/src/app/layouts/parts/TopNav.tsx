import { type ButtonStyleProps, buttonStyles } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../../lib/routes/paths';
import { useSession } from '../../providers/SessionContext';
import { BrandLogo } from './BrandLogo';
import { Container } from './Container';
import { LanguageSelect } from './LanguageSelect';

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

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const SignupLink = styled(ButtonLink)`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

function LoggedOutActions() {
  const intl = useIntl();
  return (
    <Actions aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <LanguageSelect />
      <ButtonLink to={pathTo('login')} $variant="outline" $size="sm" data-testid="login-button">
        <FormattedMessage id="nav.login" />
      </ButtonLink>
      <SignupLink to={pathTo('signup')} $variant="primary" $size="sm">
        <FormattedMessage id="nav.signup" />
      </SignupLink>
    </Actions>
  );
}

/** Top navigation of the default and chat layouts (spec §2 "Navigation"). */
export function TopNav() {
  const session = useSession();
  return (
    <Header>
      <Bar>
        <BrandLogo />
        {/* Issue #3 adds the members' navigation (search, messages, likes, credits, account) here. */}
        {session.status === 'logged-out' && <LoggedOutActions />}
      </Bar>
    </Header>
  );
}
