import { FREE_CONVERSATIONS, PHOTO_LIMITS } from '@amora/contracts';
import { Icon, VisuallyHidden } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(1.5)}`};
    text-align: center;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child {
    padding-left: ${({ theme }) => theme.space(3)};
  }
  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }
  td svg {
    display: inline-block;
    vertical-align: middle;
  }
  /* The feature names give way on a narrow phone ("Unterhaltungen beginnen"): they may hyphenate,
     and break anywhere as a last resort, so the one-word values keep their width and the table fits. */
  th[scope='row'] {
    text-align: left;
    font-weight: 600;
    hyphens: auto;
    overflow-wrap: anywhere;
  }
  /* Upper case from 576 px; on a phone the plain word is ~25 px narrower ("KOSTENLOS"). */
  thead th {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .premium {
    background: ${({ theme }) => theme.colors.primary.muted};
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 700;
  }
  thead .premium {
    color: ${({ theme }) => theme.colors.primary.text};
  }

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.md};

    thead th {
      letter-spacing: 0.05em;
      text-transform: uppercase;
    }

    th,
    td,
    th:first-child {
      padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
    }
  }
`;

const Yes = () => (
  <>
    <Icon name="check" size={20} />
    <VisuallyHidden>
      <FormattedMessage id="premium.compare.yes" />
    </VisuallyHidden>
  </>
);
const No = () => (
  <>
    <span aria-hidden="true">–</span>
    <VisuallyHidden>
      <FormattedMessage id="premium.compare.no" />
    </VisuallyHidden>
  </>
);

const ROWS: ReadonlyArray<{ key: string; free: ReactNode; premium: ReactNode }> = [
  { key: 'photos', free: <FormattedMessage id="premium.compare.partly" />, premium: <Yes /> },
  { key: 'uploads', free: PHOTO_LIMITS.free, premium: PHOTO_LIMITS.premium },
  {
    key: 'conversations',
    free: FREE_CONVERSATIONS,
    premium: <FormattedMessage id="premium.compare.unlimited" />,
  },
  { key: 'repeat', free: <No />, premium: <Yes /> },
];

/** Free and premium side by side (spec §1). */
export function Comparison() {
  return (
    <Table data-testid="premium-comparison">
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>
              <FormattedMessage id="premium.compare.feature" />
            </VisuallyHidden>
          </th>
          <th scope="col">
            <FormattedMessage id="premium.compare.free" />
          </th>
          <th scope="col" className="premium">
            <FormattedMessage id="premium.compare.premium" />
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              <FormattedMessage id={`premium.compare.${row.key}`} />
            </th>
            <td>{row.free}</td>
            <td className="premium">{row.premium}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
