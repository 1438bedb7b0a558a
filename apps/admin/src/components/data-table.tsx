import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { MessageId } from '../i18n/messages';

/** Holds a table; on wide screens it scrolls sideways rather than squeezing the columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// Phones: each row becomes a small card, each cell a "label  value" line (the label from data-label).
const stackedOnPhones = css`
  @media (max-width: 767.98px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody tr {
      display: grid;
      gap: ${({ theme }) => theme.space(1.5)};
      padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody td {
      display: grid;
      grid-template-columns: 104px minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(3)};
      padding: 0;
      border: 0;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      font-size: 12px;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    tbody td:not([data-label]) {
      grid-template-columns: minmax(0, 1fr);
      width: auto;
    }
    tbody td > button {
      justify-self: start;
    }
  }
`;

/** The console's dense table: quiet header, hairline rows, a hover for rows that open something. */
export const Table = styled.table<{ $stackOnPhones?: boolean }>`
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
    background: ${({ theme }) => theme.colors.background};
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.02em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr[data-clickable='true'] {
    cursor: pointer;
  }
  tbody tr[data-clickable='true']:hover {
    background: ${({ theme }) => theme.colors.primary.muted};
  }

  ${({ $stackOnPhones }) => $stackOnPhones && stackedOnPhones}
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A table's header row: one translated column title per message id. */
export function TableHead({ columns }: { columns: readonly MessageId[] }) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {columns.map((id) => (
          <th key={id}>{intl.formatMessage({ id })}</th>
        ))}
      </tr>
    </thead>
  );
}
