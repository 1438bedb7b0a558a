import type { ProfileDetail } from '@amora/contracts';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { SignupModalSlot } from '../../../app/layouts/parts/LayoutSlots';
import { useSettings } from '../../../app/providers/SettingsContext';
import { pathTo } from '../../../lib/routes/paths';
import { TextLink } from '../../auth/auth-styles';
import { SignupCta } from '../../signup/SignupCta';
import { useFictionalWarning } from '../shared/use-fictional-warning';

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.55;
`;

const Ctas = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  text-align: center;
`;

const Adults = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const FictionalNote = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The way in: "Join for free" (signup modal), "I already have an account" back to this profile. */
export function EntryCtas({
  profilePath,
  ctaId = 'members.entry.cta',
}: {
  profilePath: string;
  ctaId?: string;
}) {
  const settings = useSettings();
  const login = `${pathTo('login')}?${new URLSearchParams({ redirect: profilePath })}`;
  return (
    <Ctas>
      <SignupCta size="lg" fullWidth data-testid="entry-signup">
        <FormattedMessage id={ctaId} />
      </SignupCta>
      <TextLink to={login} data-testid="entry-login">
        <FormattedMessage id="signup.haveAccountLogin" />
      </TextLink>
      <Adults>
        <FormattedMessage id="home.hero.adults" values={{ name: settings.name, minAge: settings.min_age }} />
      </Adults>
    </Ctas>
  );
}

/** The tenant's disclosure under an operator-run profile shown on an entry page. */
export function EntryDisclosure({ profile }: { profile: ProfileDetail | null }) {
  const settings = useSettings();
  const fictionalWarning = useFictionalWarning();
  if (!profile?.fictional) return null;
  return (
    <FictionalNote data-testid="fictional-warning">
      {settings.fictional_icon} {fictionalWarning}
    </FictionalNote>
  );
}

/** The lander and chat layouts have no signup modal: the entry page brings it. */
export function EntryModalHost({ needed }: { needed: boolean }) {
  return needed ? <SignupModalSlot /> : null;
}

/**
 * For an entry page whose profile is not there (a stale ad, a mistyped link): the site's home page, which
 * invites a visitor just as well, with the link's query (its traffic source) kept, instead of a page
 * around an empty photo.
 */
export function ToHomePage() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: pathTo('home'), search }} replace />;
}
