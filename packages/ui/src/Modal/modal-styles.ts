import styled, { keyframes } from 'styled-components';
import { focusVisible } from '../styles/focus-ring';
import { REDUCED_MOTION } from '../styles/motion';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const WIDTHS = { sm: '400px', md: '520px', lg: '720px', full: '100%', screen: '100%' } as const;

/** Size `screen`: the dialog is the whole screen, its content draws its own surface (a photo viewer). */
const screen = `
  height: 100dvh;
  max-height: 100dvh;
  padding: 0;
  border-radius: 0;
  box-shadow: none;
`;

export const Backdrop = styled.div<{ $screen?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
  background: rgba(20, 10, 30, 0.6);
  backdrop-filter: blur(4px);
  animation: ${fadeIn} 0.2s ease-out;
  overflow-y: auto;

  ${({ theme }) => theme.media.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.space(6)};
  }
  ${REDUCED_MOTION} {
    animation: none;
  }
  /* doubled: stronger than the width rules above (stylis puts @media blocks after the plain ones) */
  ${({ $screen }) => ($screen ? '&& { padding: 0; }' : '')}
`;

export const Dialog = styled.div<{ $size: keyof typeof WIDTHS }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 0.25s cubic-bezier(0.2, 0.8, 0.2, 1);

  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }
  ${REDUCED_MOTION} {
    animation: none;
  }
  ${({ $size }) => ($size === 'screen' ? `&& {${screen}}` : '')}
`;

/**
 * The title and the close button stay at the top of a long dialog while its content scrolls (a phone's
 * filter sheet lost its way out): sticky over the dialog's padding, on the dialog's own background.
 */
export const Header = styled.div`
  position: sticky;
  top: -${({ theme }) => theme.space(6)};
  z-index: 2;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin: -${({ theme }) => theme.space(6)} -${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(6)} ${theme.space(2)}`};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    top: -${({ theme }) => theme.space(8)};
    margin: -${({ theme }) => theme.space(8)} -${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(8)} ${theme.space(2)}`};
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
`;

/** 44 px to touch; the negative margins keep the cross where a smaller button had it. */
export const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: -10px -10px -6px auto;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary.muted};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusVisible}
`;

/**
 * The actions, the main one last: side by side from 576 px; on a phone stacked at full width with the
 * main one on top, where a long label (German "Weiter bearbeiten") no longer breaks the row unevenly.
 */
export const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;
