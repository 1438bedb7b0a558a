import styled from 'styled-components';
import { REDUCED_MOTION } from '../styles/motion';
import type { ProgressTimings } from './progress-controller';
import { useProgress } from './use-progress';

const Track = styled.div<{ $visible: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 2000;
  height: 3px;
  pointer-events: none;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 0.3s ease;
`;

const Fill = styled.div`
  height: 100%;
  transform-origin: left center;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primary.main},
    ${({ theme }) => theme.colors.secondary.main}
  );
  box-shadow: 0 0 8px ${({ theme }) => theme.colors.secondary.main};
  transition: transform 0.1s linear;

  ${REDUCED_MOTION} {
    transition: none;
  }
`;

export interface ProgressBarProps {
  /** True while loading; the spec's throttle, duration and hide delay apply. */
  active: boolean;
  timings?: ProgressTimings;
}

/** The thin bar at the top of the page during navigation. */
export function ProgressBar({ active, timings }: ProgressBarProps) {
  const { visible, progress } = useProgress(active, timings);
  return (
    <Track $visible={visible} aria-hidden="true" data-testid="progress-bar" data-visible={visible}>
      <Fill style={{ transform: `scaleX(${progress / 100})` }} />
    </Track>
  );
}
