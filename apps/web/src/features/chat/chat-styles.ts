import { focusVisible } from '@amora/ui';
import styled, { css } from 'styled-components';

/** The green of "online now", as on the profile cards. */
export const ONLINE = '#2ecc71';

/** A round profile photo with an optional online dot. */
export const Avatar = styled.span<{ $size: number }>`
  position: relative;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;

  > img,
  > span[role='img'] {
    border-radius: 50%;
    font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  }
`;

export const OnlineDot = styled.span<{ $size?: number }>`
  position: absolute;
  right: 1px;
  bottom: 1px;
  width: ${({ $size = 12 }) => $size}px;
  height: ${({ $size = 12 }) => $size}px;
  border-radius: 50%;
  background: ${ONLINE};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

/** A round icon-only button (back, menu, gift…): 40 px with a mouse, 44 px on touch screens and phones. */
export const iconButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: background 0.15s ease, color 0.15s ease;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary.muted};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
  ${focusVisible}

  ${({ theme }) => theme.media.touch} {
    width: 44px;
    height: 44px;
  }
`;

export const IconButton = styled.button`
  ${iconButton}
`;

/** An empty pane's message: an icon in a soft circle, a title, a line of text and a way on. */
export const EmptyState = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 800;
  }
  p {
    max-width: 340px;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
  }
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${({ theme }) => theme.space(1)};
  border-radius: 50%;
  background: linear-gradient(
    150deg,
    ${({ theme }) => theme.colors.primary.muted},
    ${({ theme }) => theme.colors.secondary.muted}
  );
  color: ${({ theme }) => theme.colors.primary.text};
`;
