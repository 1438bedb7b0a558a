import { Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { BrandLogo } from '../../app/layouts/parts/BrandLogo';
import { useSession } from '../../app/providers/SessionContext';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { ErrorAlert } from '../error/ErrorAlert';
import { LikeModalHost } from '../likes/LikeModalHost';
import { FilledHeart } from '../likes/like-scene-styles';
import { GridSkeleton } from '../members/search/ResultsGrid';
import { useToast } from '../members/shared/Toast';
import { SignupCta } from '../signup/SignupCta';
import { SuggestionGrid } from './SuggestionGrid';
import { useSuggestions } from './use-suggestions';

/** Rows of two, three or four: the grid stops at four columns here. */
const COUNT = 12;

const Page = styled.div`
  width: 100%;
  max-width: 1080px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} 120px`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(6)} 120px`};
  }
`;

const Top = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Intro = styled.header`
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space(6)};
  text-align: center;
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.secondary.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 750;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  line-height: 1.15;

  ${({ theme }) => theme.media.sm} {
    font-size: 34px;
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

/** The actions stay in reach at the bottom of the screen while the member looks through the cards. */
const Bar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 50;
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)}
    calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom));
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 92%, transparent);
  backdrop-filter: blur(10px);
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  > * {
    flex: 1;
    max-width: 260px;
  }
`;

const FourColumns = styled(SuggestionGrid)`
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** /signup-matches (empty layout, right after signup): a few members who suit, to like before going on. */
export function SignupMatchesPage() {
  const session = useSession();
  return (
    <Page data-testid="signup-matches">
      <Top>
        <BrandLogo />
      </Top>
      <Intro>
        <Eyebrow>
          <FormattedMessage id="matching.signup.eyebrow" />
        </Eyebrow>
        <Heading>
          <FormattedMessage id="page.signupMatches.title" />
        </Heading>
        <Lead>
          <FormattedMessage id="page.signupMatches.intro" />
        </Lead>
      </Intro>
      {session.status === 'logged-in' ? (
        <Suggestions />
      ) : session.status === 'logged-out' ? (
        <Bar>
          <SignupCta size="lg" fullWidth data-testid="signup-matches-join">
            <FormattedMessage id="nav.signup" />
          </SignupCta>
        </Bar>
      ) : (
        <GridSkeleton count={COUNT} />
      )}
      {/* the empty layout has no like modals of its own: a match made here still shows */}
      <LikeModalHost />
    </Page>
  );
}

function Suggestions() {
  const suggestions = useSuggestions(COUNT);
  const [toast, showToast] = useToast();
  const [likingAll, setLikingAll] = useState(false);
  const { profiles, liked } = suggestions;
  const allLiked = profiles !== null && profiles.length > 0 && profiles.every((p) => liked.has(p.id));
  const likeAll = async () => {
    setLikingAll(true);
    const failed = await suggestions.likeAll();
    setLikingAll(false);
    if (failed > 0) showToast('matching.signup.likeAllFailed');
  };
  return (
    <>
      {profiles === null ? (
        suggestions.error ? (
          <ErrorAlert error={suggestions.error} data-testid="suggestions-error" />
        ) : (
          <GridSkeleton count={COUNT} />
        )
      ) : profiles.length === 0 ? null : (
        <FourColumns profiles={profiles} liked={liked} onToggle={suggestions.toggle} onError={showToast} />
      )}
      <Bar>
        {profiles !== null && profiles.length > 0 && (
          <Button
            variant="secondary"
            size="lg"
            loading={likingAll}
            disabled={allLiked}
            onClick={() => void likeAll()}
            data-testid="signup-matches-like-all"
          >
            <FilledHeart size={20} />
            <FormattedMessage id={allLiked ? 'matching.signup.allLiked' : 'matching.signup.likeAll'} />
          </Button>
        )}
        <ButtonLink to={pathTo('members')} $size="lg" data-testid="signup-matches-continue">
          <FormattedMessage id="matching.signup.continue" />
        </ButtonLink>
      </Bar>
      {toast}
    </>
  );
}
