import { focusVisible } from '@amora/ui';
import styled from 'styled-components';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Tile = styled.li<{ $dragging?: boolean; $over?: boolean }>`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary.muted};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  opacity: ${({ $dragging }) => ($dragging ? 0.45 : 1)};
  outline: ${({ theme, $over }) => ($over ? `3px solid ${theme.colors.primary.text}` : 'none')};
  outline-offset: 2px;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The badges over a tile's top left corner, one below the other (a phone's tile is narrow). */
export const TileBadges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  pointer-events: none;
`;

export const MainBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 10px 4px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** On a photo only its owner sees yet: it waits for the tenant's approval. */
export const PendingBadge = styled(MainBadge)`
  background: rgba(20, 10, 30, 0.78);
  color: #fff;
`;

/** The tile's controls on a soft gradient, as the name sits on a card's photo. */
export const TileBar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  justify-content: space-between;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(1.5)} ${theme.space(1.5)}`};
  background: linear-gradient(to top, rgba(20, 10, 30, 0.72), rgba(20, 10, 30, 0));
`;

export const TileButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.16);
  color: #fff;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.3);
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
  ${focusVisible}
`;

export const AddTile = styled.label<{ $disabled?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  aspect-ratio: 4 / 5;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme }) => theme.colors.primary.text};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.primary.text};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export const AddBubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.surface};
  color: ${({ theme }) => theme.colors.primary.onSurface};
`;

export const ProgressOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  background: rgba(20, 10, 30, 0.45);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
`;

export const Track = styled.div`
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.35);
`;

export const Fill = styled.div.attrs<{ $value: number }>(({ $value }) => ({
  style: { width: `${Math.round($value * 100)}%` },
}))<{ $value: number }>`
  height: 100%;
  border-radius: inherit;
  background: #fff;
  transition: width 0.2s ease;
`;

export const LimitLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 700;
  }
`;

export const Failures = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const ConfirmBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  img {
    width: 120px;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export const ConfirmActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
