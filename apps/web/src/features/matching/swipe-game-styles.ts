import styled from 'styled-components';
import { TAB_BAR_HEIGHT } from '../../app/layouts/parts/nav/BottomTabBar';
import { Intro, PageTitle } from './matching-styles';

/** The round buttons' size (the like button's) and the room between the cards and them. */
const CONTROLS_PX = 76;
/** Room for the cards peeking out below the top one (SwipeCard), and a little air below them. */
const CONTROLS_GAP_PX = 40;
/** Kept free below the buttons, so that they do not touch the screen's edge or the tab bar. */
const BREATHING_PX = 12;
/** The arrow keys' tip below the buttons (KeysHint): its margin and line. */
const HINT_PX = 36;
/** The smallest card worth showing; on a screen too short even for this the page scrolls. */
const MIN_CARD_WIDTH = '200px';
/**
 * On a phone most of its width, so that the name and the age stay on a line, even where a notice above
 * the game leaves too little height: the page then scrolls to the buttons.
 */
const MIN_PHONE_CARD_WIDTH = 'min(100%, 300px)';

const PHONE = '(max-width: 767.98px)';
const WITH_HINT = '(hover: hover) and (pointer: fine) and (min-width: 576px)';

/**
 * The card's width so that the card and what is below it (the buttons; the tip where it shows) fit on
 * one screen: the room from the deck's top (--deck-top, set by useDeckTop) down to the screen's
 * bottom (the tab bar's top on phones), 4:5, never wider than the column.
 */
function cardWidth(viewport: '100vh' | '100dvh', phone: boolean, hint: boolean) {
  const below = CONTROLS_GAP_PX + CONTROLS_PX + BREATHING_PX + (hint ? HINT_PX : 0);
  const bar = phone ? ` - ${TAB_BAR_HEIGHT}px - env(safe-area-inset-bottom)` : '';
  const room = `(${viewport} - var(--deck-top, 200px) - ${below}px${bar})`;
  return `clamp(${phone ? MIN_PHONE_CARD_WIDTH : MIN_CARD_WIDTH}, calc(${room} * 0.8), 100%)`;
}

const widths = (phone: boolean, hint: boolean) => `
  width: ${cardWidth('100vh', phone, hint)};
  width: ${cardWidth('100dvh', phone, hint)};
`;

/** The card stack's box (also the skeleton's): 4:5, sized to the screen. */
export const DeckBox = styled.div`
  position: relative;
  ${widths(false, false)}
  aspect-ratio: 4 / 5;
  margin: 0 auto ${CONTROLS_GAP_PX}px;

  @media ${PHONE} {
    ${widths(true, false)}
  }
  @media ${WITH_HINT} {
    ${widths(false, true)}
  }
  @media ${WITH_HINT} and ${PHONE} {
    ${widths(true, true)}
  }
`;

/** Title and hearts on a line, the intro below them at the full width. */
export const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/**
 * The hearts move under the title rather than squeeze it, so "Swipe-spel" does not break at its
 * hyphen; a title longer than a phone's line is hyphenated in the page's language.
 */
export const HeadTitle = styled(PageTitle)`
  flex: 1 1 auto;
  font-size: 24px;
  hyphens: auto;
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const HeadIntro = styled(Intro)`
  flex: 1 1 100%;
  margin-top: 0;
`;

export const Hearts = styled.p`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 650;
  white-space: nowrap;
`;

export const HeartRow = styled.span`
  display: flex;
  gap: 2px;
`;

/** A used like is a grey heart: paler than a left one, but still to be seen on the page's background. */
export const Heart = styled.span<{ $on: boolean }>`
  display: inline-flex;
  color: ${({ theme, $on }) =>
    $on
      ? theme.colors.secondary.main
      : `color-mix(in srgb, ${theme.colors.textMuted} 40%, ${theme.colors.border})`};
  transition: color 0.2s ease;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  height: ${CONTROLS_PX}px;
`;

export const RoundButton = styled.button<{ $like?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $like }) => ($like ? `${CONTROLS_PX}px` : '64px')};
  height: ${({ $like }) => ($like ? `${CONTROLS_PX}px` : '64px')};
  border: 0;
  border-radius: 50%;
  background: ${({ theme, $like }) => ($like ? theme.colors.secondary.surface : theme.colors.surface)};
  color: ${({ theme, $like }) => ($like ? theme.colors.secondary.onSurface : theme.colors.textMuted)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;

  &:hover:not(:disabled) {
    transform: scale(1.06);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &:active:not(:disabled) {
    transform: scale(0.94);
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    outline: none;
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.colors.surface},
      0 0 0 5px ${({ theme }) => theme.colors.primary.text};
  }
`;

/** The arrow keys' tip: only with a mouse (no use on a touch screen) and where there is room for it. */
export const KeysHint = styled.p`
  display: none;
  margin-top: ${({ theme }) => theme.space(4)};
  line-height: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;

  @media ${WITH_HINT} {
    display: block;
  }
`;

export const Panel = styled.section`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
