import { type ButtonStyleProps, buttonStyles } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../../app/providers/SessionContext';
import { SignupCta } from '../signup/SignupCta';

export const Hero = styled.section`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(14)} ${theme.space(5)} ${theme.space(20)}`};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(20)};
  }
`;

export const LogoRow = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

export const HeroIcon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Note = styled.p`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Where a visitor goes on from a page that is not ready: create an account, or back home. */
export function PageActions({ showSignup: wanted = true }: { showSignup?: boolean }) {
  // Members already have an account: only visitors are invited to create one.
  const session = useSession();
  const showSignup = wanted && session.status === 'logged-out';
  return (
    <Actions>
      {showSignup && (
        <SignupCta size="lg">
          <FormattedMessage id="home.cta.createAccount" />
        </SignupCta>
      )}
      <ButtonLink to="/" $size="lg" $variant={showSignup ? 'outline' : 'primary'}>
        <FormattedMessage id="page.backHome" />
      </ButtonLink>
    </Actions>
  );
}
