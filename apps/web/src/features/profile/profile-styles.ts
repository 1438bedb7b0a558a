import styled from 'styled-components';
import { TAB_BAR_HEIGHT } from '../../app/layouts/parts/nav/BottomTabBar';

// The section cards of the member's own pages: the same as the settings page's.
export {
  SectionCard,
  SectionHeader,
  SectionIcon,
  SectionText,
  SectionTitle,
} from '../account-settings/settings-styles';

export const ProfileMain = styled.div`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(16)}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(8)} ${theme.space(16)}`};
  }
`;

/** One column on phones; from 992 px photos and place on the left, the details beside them. */
export const ProfileColumns = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

export const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
`;

/** The save bar while it sticks: the button (44 px), the bar's padding and border. */
const SAVE_BAR_HEIGHT = { phone: 69, desktop: 77 };
/** Below a field: its message (up to two lines) and a little air. */
const MESSAGE_ROOM = 64;

/**
 * A field focused (the first invalid one on save, or by Tab) lands clear of the sticky save bar, with
 * room for its message below it. The page's scroll-padding (GlobalStyle) already keeps it clear of the
 * sticky header and, on phones, of the tab bar under the save bar.
 */
export const FormBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};

  & :is(input, select, textarea, button):not([type='submit']) {
    scroll-margin-bottom: ${SAVE_BAR_HEIGHT.phone + MESSAGE_ROOM}px;

    ${({ theme }) => theme.media.sm} {
      scroll-margin-bottom: ${SAVE_BAR_HEIGHT.desktop + MESSAGE_ROOM}px;
    }
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const GroupTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

/** A message on a row of its own above the save button (Actions). */
export const ActionsNote = styled.div`
  flex: 1 1 100%;
`;

/** With unsaved changes the save button stays in reach while scrolling (above the tab bar on phones). */
export const Actions = styled.div<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'static')};
  bottom: calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom));
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 ${({ theme }) => `-${theme.space(5)}`} ${({ theme }) => `-${theme.space(5)}`};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    margin: 0 ${({ theme }) => `-${theme.space(6)}`} ${({ theme }) => `-${theme.space(6)}`};
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  }

  ${({ theme }) => theme.media.md} {
    bottom: 0;
  }
`;

/** The page's load error with the way to try again under it. */
export const LoadFailed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;
