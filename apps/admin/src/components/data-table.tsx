import styled from 'styled-components';

/** Scrolls sideways on narrow screens rather than squeezing the columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The console's dense table: quiet header, hairline rows, a hover for rows that open something. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.background};
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.02em;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr[data-clickable='true'] {
    cursor: pointer;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.primary.muted}33;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;
