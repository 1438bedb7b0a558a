import styled, { keyframes } from 'styled-components';
import { REDUCED_MOTION } from '../styles/motion';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SIZES = { sm: 16, md: 24, lg: 40 } as const;
export type SpinnerSize = keyof typeof SIZES;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;

  ${REDUCED_MOTION} {
    animation-duration: 2s;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers; leave out when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  if (!label) return <Ring $size={SIZES[size]} className={className} aria-hidden="true" />;
  return <Ring $size={SIZES[size]} className={className} role="status" aria-label={label} />;
}
