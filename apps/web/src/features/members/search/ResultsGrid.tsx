import type { ProfileCard as Card } from '@amora/contracts';
import { Skeleton } from '@amora/ui';
import { type ReactNode, type Ref, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useUser } from '../../../app/providers/SessionContext';
import { useLikes } from '../../live/live-data';
import { useToast } from '../shared/Toast';
import { CardLikeButton, Heart } from './CardLikeButton';
import { ProfileCard } from './ProfileCard';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const CardSkeleton = styled(Skeleton)`
  aspect-ratio: 4 / 5;
  height: auto;
`;

/** A heading or notice between the cards: a whole row of the grid, whatever its columns. */
const FullRow = styled.li<{ $afterCards?: boolean }>`
  grid-column: 1 / -1;
  min-width: 0;
  margin-top: ${({ theme, $afterCards }) => ($afterCards ? theme.space(4) : 0)};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 750;
`;

const SectionCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A card with its heart laid over the photo (outside the link); the heart rises with the card. */
const ResultItem = styled.li`
  position: relative;
  min-width: 0;

  @media (hover: hover) {
    a:hover + ${Heart} {
      transform: translateY(-3px);
    }
  }
`;

interface ResultsGridProps {
  profiles: Card[];
  /**
   * Similar results: the notice that heads the similar profiles, and how many profiles before it match
   * the filters as asked (they get a heading of their own).
   */
  similar?: { banner: ReactNode; exactMatches: number };
  gridRef?: Ref<HTMLUListElement>;
}

/**
 * Profile cards, two columns on phones up to five on wide screens, each with a heart to like it at
 * once. Similar results stay one grid: the exact matches' heading and the similar profiles' notice
 * each take a whole row. The search answer says nothing of likes: the member's sent likes (loaded for
 * the navigation's counters anyway) tell which hearts start filled.
 */
export function ResultsGrid({ profiles, similar, gridRef }: ResultsGridProps) {
  const member = useUser() !== null;
  const { data: likes } = useLikes();
  const [toast, showToast] = useToast();
  const likedIds = useMemo(() => new Set(likes?.profiles.map((like) => like.id)), [likes]);
  const exact = similar ? Math.min(similar.exactMatches, profiles.length) : 0;
  const cards = profiles.map((profile, index) => (
    <ResultItem key={profile.id} data-card="">
      <ProfileCard profile={profile} eager={index < 6} />
      <CardLikeButton
        profile={profile}
        member={member}
        likedBefore={likedIds.has(profile.id)}
        onError={showToast}
      />
    </ResultItem>
  ));
  return (
    <>
      <Grid ref={gridRef} data-testid="search-results">
        {exact > 0 && (
          <FullRow key="exact" data-testid="search-exact">
            <SectionHead>
              <SectionTitle>
                <FormattedMessage id="members.exact.title" />
              </SectionTitle>
              <SectionCount>
                <FormattedMessage id="members.exact.count" values={{ count: exact }} />
              </SectionCount>
            </SectionHead>
          </FullRow>
        )}
        {cards.slice(0, exact)}
        {similar && (
          <FullRow key="similar" $afterCards={exact > 0}>
            {similar.banner}
          </FullRow>
        )}
        {cards.slice(exact)}
      </Grid>
      {toast}
    </>
  );
}

/** The cards of a results grid (not its headings), in order. */
export const cardsOf = (grid: HTMLUListElement | null) =>
  grid ? [...grid.querySelectorAll<HTMLLIElement>(':scope > [data-card]')] : [];

/** Placeholders shaped like cards while a page loads. */
export function GridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <Grid aria-hidden="true" data-testid="search-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <CardSkeleton $radius="lg" />
        </li>
      ))}
    </Grid>
  );
}
