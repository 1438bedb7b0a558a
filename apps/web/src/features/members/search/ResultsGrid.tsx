import type { ProfileCard as Card } from '@amora/contracts';
import { Skeleton } from '@amora/ui';
import { type Ref, useMemo } from 'react';
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

/**
 * Profile cards, two columns on phones up to five on wide screens, each with a heart to like it at
 * once. The search answer says nothing of likes: the member's sent likes (loaded for the navigation's
 * counters anyway) tell which hearts start filled.
 */
export function ResultsGrid({ profiles, gridRef }: { profiles: Card[]; gridRef?: Ref<HTMLUListElement> }) {
  const member = useUser() !== null;
  const { data: likes } = useLikes();
  const [toast, showToast] = useToast();
  const likedIds = useMemo(() => new Set(likes?.profiles.map((like) => like.id)), [likes]);
  return (
    <>
      <Grid ref={gridRef} data-testid="search-results">
        {profiles.map((profile, index) => (
          <ResultItem key={profile.id}>
            <ProfileCard profile={profile} eager={index < 6} />
            <CardLikeButton
              profile={profile}
              member={member}
              likedBefore={likedIds.has(profile.id)}
              onError={showToast}
            />
          </ResultItem>
        ))}
      </Grid>
      {toast}
    </>
  );
}

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
