import styled from 'styled-components';
import { TAB_BAR_HEIGHT } from '../../../app/layouts/parts/nav/BottomTabBar';

/** Below the two columns: the profile is one column, and a member has the tab bar at the bottom. */
export const PHONE = '(max-width: 767.98px)';

export const ProfileWrap = styled.article`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(12)}`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(6)} ${theme.space(16)}`};
  }
  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space(8)};
    padding-right: ${({ theme }) => theme.space(8)};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space(10)};
    align-items: start;
  }
`;

export const GalleryColumn = styled.div`
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 96px;
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};

  /* one column with the gallery on a phone, so that Like and Chat can stick from the top of the page */
  @media ${PHONE} {
    display: contents;
  }
`;

export const NameBlock = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Name = styled.h1`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  line-height: 1.15;

  ${({ theme }) => theme.media.md} {
    font-size: 34px;
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export const OnlineDot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: #2ecc71;
`;

export const Disclosure = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 550;

`;

export const DisclosureMark = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.primary.text};
`;

/**
 * Like and Chat. On a phone they stay at the bottom of the screen (above a member's tab bar) until the
 * page reaches their place under the name: below a photo as tall as the screen they were out of sight.
 * Stuck there, a band behind them keeps the page's text from showing between them.
 */
export const ActionRow = styled.div<{ $tabBar: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  /* side by side at equal widths while both labels fit ("Like zurücknehmen"), else one above the other */
  > * {
    flex: 1 1 0;
    min-width: max-content;
  }

  @media ${PHONE} {
    > * {
      padding-inline: ${({ theme }) => theme.space(4)};
    }
    position: sticky;
    bottom: calc(
      ${({ $tabBar }) => ($tabBar ? `${TAB_BAR_HEIGHT}px + ` : '')}env(safe-area-inset-bottom) +
        ${({ theme }) => theme.space(3)}
    );
    z-index: 10;
    transition:
      opacity 0.15s ease,
      visibility 0.15s;

    &[data-aside] {
      visibility: hidden;
      opacity: 0;
    }
    &[data-stuck]::before {
      content: '';
      position: absolute;
      z-index: -1;
      inset: ${({ theme }) => `-${theme.space(3)} -${theme.space(4)}`};
      background: rgba(255, 255, 255, 0.94);
      backdrop-filter: saturate(180%) blur(12px);
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

export const OwnNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary.muted};
  font-weight: 600;

  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  p svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

export const Safety = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.touch} {
    button {
      min-height: 44px;
    }
  }
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  ${({ theme }) => theme.media.touch} {
    min-height: 44px;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.text};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;
