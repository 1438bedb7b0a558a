import { Button } from '@amora/ui';
import styled from 'styled-components';

export const SearchPage = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(12)}`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)} ${theme.space(16)}`};
  }
  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space(8)};
    padding-right: ${({ theme }) => theme.space(8)};
  }
`;

/**
 * The title with the phone's filter button beside it, the count below across the whole width: beside
 * the button a long count ("No exact matches · 10 similar profiles") wrapped into three short lines.
 */
export const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'title action' 'count count';
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  > :not(h1, p) {
    grid-area: action;
  }
`;

export const Title = styled.h1`
  grid-area: title;
  font-size: 24px;
  font-weight: 800;
  line-height: 1.15;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Count = styled.p`
  grid-area: count;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 1.5em;
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 264px minmax(0, 1fr);
    align-items: start;
  }
`;

export const Sidebar = styled.aside`
  position: sticky;
  top: 96px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  max-height: calc(100vh - 120px);
  overflow-y: auto;
`;

export const SidebarTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 750;
`;

/** The phone's filter button (a full 44 px touch target): neither it nor its icon gives way to the title. */
export const FilterToggle = styled(Button)`
  flex: none;

  svg {
    flex: none;
  }
`;

export const FilterCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;

export const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** After the last page: the list ends on a word, not on a blank gap above the footer. */
export const EndOfResults = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
