import { Button, Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorAlert } from '../error/ErrorAlert';
import { EmptyState } from '../likes/EmptyState';
import { HeadRow, Subtitle } from '../likes/likes-styles';
import { GridSkeleton } from '../members/search/ResultsGrid';
import { More, SearchPage, Title } from '../members/search/search-styles';
import { useToast } from '../members/shared/Toast';
import { SuggestionGrid } from './SuggestionGrid';
import { useSuggestions } from './use-suggestions';

/** Four rows of five on wide screens, ten of two on phones. */
const PAGE_SIZE = 20;

const Done = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** /match-finder: members who suit the member, to like in one tap, more on request. */
export function MatchFinderPage() {
  const { redirect } = useMembersOnly();
  return redirect ?? <MatchFinder />;
}

function MatchFinder() {
  const suggestions = useSuggestions(PAGE_SIZE);
  const [toast, showToast] = useToast();
  const { profiles } = suggestions;
  return (
    <SearchPage data-testid="match-finder">
      <HeadRow>
        <div>
          <Title>
            <FormattedMessage id="page.matchFinder.title" />
          </Title>
          <Subtitle>
            <FormattedMessage id="page.matchFinder.intro" />
          </Subtitle>
        </div>
        <ButtonLink to={pathTo('swipe-game')} $variant="outline" $size="sm">
          <Icon name="sparkle" size={18} />
          <FormattedMessage id="matching.swipe.short" />
        </ButtonLink>
      </HeadRow>
      {profiles === null ? (
        suggestions.error ? (
          <ErrorAlert error={suggestions.error} data-testid="suggestions-error" />
        ) : (
          <GridSkeleton count={PAGE_SIZE} />
        )
      ) : profiles.length === 0 ? (
        <EmptyState
          icon="sparkle"
          title={<FormattedMessage id="matching.finder.empty.title" />}
          text={<FormattedMessage id="matching.finder.empty.text" />}
          data-testid="suggestions-empty"
        >
          <ButtonLink to={pathTo('members')}>
            <Icon name="search" size={20} />
            <FormattedMessage id="matching.keepBrowsing" />
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <SuggestionGrid
            profiles={profiles}
            liked={suggestions.liked}
            onToggle={suggestions.toggle}
            onError={showToast}
          />
          <More>
            <ErrorAlert error={suggestions.error} data-testid="suggestions-error" />
            {suggestions.exhausted ? (
              <Done data-testid="suggestions-done">
                <FormattedMessage id="matching.finder.done" />
              </Done>
            ) : (
              <Button
                variant="outline"
                loading={suggestions.loadingMore}
                onClick={() => void suggestions.more()}
                data-testid="suggestions-more"
              >
                <FormattedMessage id="matching.finder.more" />
              </Button>
            )}
          </More>
        </>
      )}
      {toast}
    </SearchPage>
  );
}
