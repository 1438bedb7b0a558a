import { css } from 'styled-components';

export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

/** Turns transitions and animations of a component off for members who asked for less motion. */
export const reducedMotion = css`
  ${REDUCED_MOTION} {
    transition: none;
    animation: none;
  }
`;
