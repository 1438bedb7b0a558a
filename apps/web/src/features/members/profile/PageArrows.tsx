import { Icon } from '@amora/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Arrow } from './gallery-styles';

interface Props {
  index: number;
  total: number;
  onStep: (delta: -1 | 1) => void;
  /** The test ids' start: `${testId}-prev`, `${testId}-next`. */
  testId: string;
  previousRef?: Ref<HTMLButtonElement>;
  nextRef?: Ref<HTMLButtonElement>;
}

/** Previous and next over a row of photos (the gallery, the full-screen viewer), each off at its end. */
export function PageArrows({ index, total, onStep, testId, previousRef, nextRef }: Props) {
  const intl = useIntl();
  if (total < 2) return null;
  return (
    <>
      <Arrow
        ref={previousRef}
        type="button"
        $side="left"
        onClick={() => onStep(-1)}
        disabled={index === 0}
        aria-label={intl.formatMessage({ id: 'members.gallery.previous' })}
        data-testid={`${testId}-prev`}
      >
        <Icon name="chevronLeft" />
      </Arrow>
      <Arrow
        ref={nextRef}
        type="button"
        $side="right"
        onClick={() => onStep(1)}
        disabled={index === total - 1}
        aria-label={intl.formatMessage({ id: 'members.gallery.next' })}
        data-testid={`${testId}-next`}
      >
        <Icon name="chevronRight" />
      </Arrow>
    </>
  );
}
