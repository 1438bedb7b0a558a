import styled, { keyframes } from 'styled-components';
import { REDUCED_MOTION } from '../styles/motion';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A placeholder shaped like the content that is loading (UI.md: skeletons, not spinners). */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: 'sm' | 'md' | 'lg' | 'pill';
}>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme, $radius = 'sm' }) => theme.radii[$radius]};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.border} 25%,
    ${({ theme }) => theme.colors.primary.muted} 50%,
    ${({ theme }) => theme.colors.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  ${REDUCED_MOTION} {
    animation: none;
    background: ${({ theme }) => theme.colors.border};
  }
`;
