import type { ProfileCard as Card } from '@amora/contracts';
import { Skeleton } from '@amora/ui';
import styled from 'styled-components';
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

/** Profile cards, two columns on phones up to five on wide screens. */
export function ResultsGrid({ profiles }: { profiles: Card[] }) {
  return (
    <Grid data-testid="search-results">
      {profiles.map((profile, index) => (
        <li key={profile.id}>
          <ProfileCard profile={profile} eager={index < 6} />
        </li>
      ))}
    </Grid>
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
