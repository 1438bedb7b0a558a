import { css } from 'styled-components';

/** A two-tone ring that stays visible on light, dark and brand surfaces. */
export const focusRing = css`
  outline: none;
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.colors.surface},
    0 0 0 4px ${({ theme }) => theme.colors.primary.text};
`;

export const focusVisible = css`
  &:focus-visible {
    ${focusRing}
  }
`;
