import { focusVisible } from '@amora/ui';
import styled from 'styled-components';

/** The viewer's dark stage: all of @amora/ui's Modal of size "screen". */
export const ViewerStage = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.dark.main};
  color: #fff;
`;

/** The counter and the close button over the photo's top edge, on a soft shade so both always read. */
export const ViewerBar = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)};
  background: linear-gradient(to bottom, rgba(20, 8, 30, 0.55), rgba(20, 8, 30, 0));
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

export const ViewerCounter = styled.span`
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(20, 8, 30, 0.6);
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 650;
  font-variant-numeric: tabular-nums;
`;

export const ViewerClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.16);
  color: #fff;
  cursor: pointer;
  backdrop-filter: blur(6px);

  &:hover {
    background: rgba(255, 255, 255, 0.28);
  }
  ${focusVisible}
`;

/** Where the photo lies: swipes are read here; a pinch still zooms the page. */
export const ViewerFrame = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  touch-action: pan-y pinch-zoom;
  user-select: none;
`;

/** The `full` rendition whole (contained, never cropped); it follows the finger during a swipe. */
export const ViewerImg = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  -webkit-user-drag: none;
`;

/** The locked slide: the blurred photo across the whole frame, the lock and the way to premium on it. */
export const ViewerLocked = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow: hidden;
`;
