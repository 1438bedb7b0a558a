import { focusVisible, REDUCED_MOTION } from '@amora/ui';
import styled from 'styled-components';

const ARROW_SIZE = '44px';
const ARROW_INSET = '12px';

export const GalleryRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  /* not even focus may scroll it: a photo focused off screen (back from the viewer) would shift the track */
  overflow: clip;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dark.main};
  touch-action: pan-y;
  user-select: none;
  ${focusVisible}
`;

export const Track = styled.div<{ $dragging: boolean }>`
  display: flex;
  height: 100%;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.3s cubic-bezier(0.2, 0.8, 0.2, 1)')};

  ${REDUCED_MOTION} {
    transition: none;
  }
`;

export const Slide = styled.figure`
  position: relative;
  flex: 0 0 100%;
  height: 100%;
  margin: 0;
  /* a blurred photo is scaled up to hide its soft edges: it must not show on the slide beside it */
  overflow: hidden;
`;

export const Counter = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(20, 8, 30, 0.6);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 650;
  font-variant-numeric: tabular-nums;
`;

export const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${ARROW_INSET};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${ARROW_SIZE};
  height: ${ARROW_SIZE};
  transform: translateY(-50%);
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  ${focusVisible}

  &:disabled {
    opacity: 0;
    pointer-events: none;
  }
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 2px;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const Thumb = styled.button<{ $current: boolean }>`
  position: relative;
  flex: none;
  width: 56px;
  height: 70px;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary.text : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary.muted};
  opacity: ${({ $current }) => ($current ? 1 : 0.75)};
  cursor: pointer;
  ${focusVisible}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const ThumbLock = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(20, 8, 30, 0.45);
  color: #fff;
`;

export const LockedCover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  /* the text stays clear of the arrow buttons on both sides */
  padding: ${({ theme }) => `${theme.space(6)} calc(${ARROW_INSET} + ${ARROW_SIZE} + ${theme.space(2)})`};
  background: linear-gradient(to bottom, rgba(43, 11, 63, 0.35), rgba(43, 11, 63, 0.7));
  color: #fff;
  text-align: center;
`;

export const LockBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  backdrop-filter: blur(6px);
  border: 1px solid rgba(255, 255, 255, 0.4);
`;

export const LockedText = styled.p`
  max-width: 280px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
  line-height: 1.3;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.4);
`;

export const BlurredImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(6px);
  transform: scale(1.08);
`;

/** A photo the member may see, as a button that opens it full screen; its focus ring lies inside. */
export const SlideOpener = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  -webkit-tap-highlight-color: transparent;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
    pointer-events: none;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    box-shadow:
      inset 0 0 0 3px ${({ theme }) => theme.colors.primary.text},
      inset 0 0 0 5px #fff;
  }
`;

export const PhotoImg = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
