import { focusVisible } from '@amora/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const TOUCH_TARGET = 44;
/** The tile's foot keeps this much room at its sides on phones. */
const PHONE_FOOT_INSET = 2;
const PHONE_TILE_MIN_WIDTH = 3 * TOUCH_TARGET + 2 * PHONE_FOOT_INSET;
/** Three 36 px buttons, two 4 px gaps and the foot's 6 px sides. */
const DESKTOP_TILE_MIN_WIDTH = 3 * 36 + 2 * 4 + 2 * 6;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* phones: two columns while a tile still holds three 44 px buttons side by side, else one */
  @media (max-width: 575.98px) {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${PHONE_TILE_MIN_WIDTH}px), 1fr));
  }
  /* wider: as many columns as keep a tile wide enough for its three 36 px buttons */
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(${DESKTOP_TILE_MIN_WIDTH}px, 1fr));
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

/** The main photo's badge over the tile's top left corner. */
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
  max-width: 100%;
  padding: 4px 10px 4px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  line-height: 1.3;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  svg {
    flex: none;
  }
`;

/** On a photo only its owner sees yet: it waits for the tenant's approval (may take two lines). */
export const PendingBadge = styled(MainBadge)`
  align-self: flex-start;
  background: rgba(20, 10, 30, 0.78);
  color: #fff;
`;

/** The tile's foot on a soft gradient, as the name sits on a card's photo: the pending badge, then the bar. */
export const TileFoot = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(1.5)} ${theme.space(1.5)}`};
  background: linear-gradient(to top, rgba(20, 10, 30, 0.72), rgba(20, 10, 30, 0));
  pointer-events: none;

  @media (max-width: 575.98px) {
    padding: ${({ theme }) => `${theme.space(8)} ${PHONE_FOOT_INSET}px ${PHONE_FOOT_INSET}px`};
  }

  > * {
    pointer-events: auto;
  }
`;

/**
 * Move left, delete, move right: spread over the tile's width, never closer than 4 px (three 36 px
 * buttons fit the desktop's narrowest tile, 128 px); on phones the 44 px touch targets may meet, their
 * visible circles stay apart.
 */
export const TileBar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};

  @media (max-width: 575.98px) {
    gap: 0;
  }
`;

export const TileButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  color: #fff;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  /* aria-disabled: busy, an action runs (the button pressed keeps the focus a disabled one would drop) */
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background-color: rgba(255, 255, 255, 0.32);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.35;
    cursor: default;
  }
  ${focusVisible}
  /* faded, the focus ring would fall under 3:1: the busy button with the focus fades its icon only */
  &[aria-disabled='true']:not(:disabled):focus-visible {
    opacity: 1;

    svg {
      opacity: 0.35;
    }
  }

  /* a full touch target on touch screens; where three side by side do not fit a tablet's tile they
     give a little, down to the desktop's 36 px */
  ${({ theme }) => theme.media.touch} {
    flex-shrink: 1;
    width: ${TOUCH_TARGET}px;
    min-width: 36px;
    height: ${TOUCH_TARGET}px;
  }
  /* phones: the whole 44 px always (the grid keeps tiles wide enough), the circle drawn smaller */
  @media (max-width: 575.98px) {
    flex-shrink: 0;
    min-width: ${TOUCH_TARGET}px;
    padding: 3px;
    background-clip: content-box;
  }
`;

/** "Make this the main photo", in the top right corner: dark glass, as it lies on the bare photo. */
export const CornerButton = styled(TileButton)`
  position: absolute;
  top: ${({ theme }) => theme.space(1.5)};
  right: ${({ theme }) => theme.space(1.5)};
  background: rgba(20, 10, 30, 0.5);
  background-clip: border-box;
  backdrop-filter: blur(4px);

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: rgba(20, 10, 30, 0.7);
  }
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
  text-decoration: none;
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
  /* the photo on its way stays clear at the top; darkest under the text, where white stays above AA
     even on a bright photo */
  background: linear-gradient(
    to top,
    rgba(20, 10, 30, 0.82),
    rgba(20, 10, 30, 0.55) 40%,
    rgba(20, 10, 30, 0.08) 75%
  );
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

/** Under a refusal for the limit: the way to more photos. */
export const FailureLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary.text};
  font-weight: 700;
  ${focusVisible}
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
