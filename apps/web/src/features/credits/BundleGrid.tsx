import type { Bundle, BundlesAnswer } from '@amora/contracts';
import { Skeleton } from '@amora/ui';
import styled from 'styled-components';
import { BundleCard } from './BundleCard';

/**
 * Rows of equal cards, a short last row centred (five bundles: 2+2+1 on small tablets, 3+2 on tablets,
 * one row from 992 px); one card a row on phones, where each card lays itself out in a row.
 */
export const Grid = styled.div`
  --gap: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  padding-top: ${({ theme }) => theme.space(2)};

  > * {
    flex: 1 1 100%;
    min-width: 0;
  }
  ${({ theme }) => theme.media.sm} {
    > * {
      flex: 0 1 calc((100% - var(--gap)) / 2);
    }
  }
  ${({ theme }) => theme.media.md} {
    > * {
      flex-basis: calc((100% - 2 * var(--gap)) / 3);
    }
  }
  ${({ theme }) => theme.media.lg} {
    > * {
      flex: 1 1 0;
      min-width: 160px;
      max-width: 280px;
    }
  }
`;

/** The discount's percentage when the answer's prices carry it. */
export function percentOffOf(answer: BundlesAnswer): number | null {
  const discount = answer.discount;
  if (!discount) return null;
  return Math.round(discount.value_percentage * 100) / 100;
}

/** The bundles of an answer, in its order (the API sorts them), each with its choose button. */
export function BundleGrid({
  answer,
  onChoose,
}: {
  answer: BundlesAnswer;
  onChoose: (bundle: Bundle) => void;
}) {
  const percentOff = percentOffOf(answer);
  return (
    <Grid data-testid="bundle-grid">
      {answer.bundles.map((bundle) => (
        <BundleCard key={bundle.id} bundle={bundle} percentOff={percentOff} onChoose={onChoose} />
      ))}
    </Grid>
  );
}

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export function BundleGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Grid data-testid="bundle-grid-loading" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <SkeletonCard key={index}>
          <Skeleton $width="40%" $height="36px" />
          <Skeleton $width="55%" $height="24px" />
          <Skeleton $width="70%" $height="14px" />
          <Skeleton $height="44px" $radius="md" />
        </SkeletonCard>
      ))}
    </Grid>
  );
}
