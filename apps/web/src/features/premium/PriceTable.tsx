import type { Bundle, BundlesAnswer } from '@amora/contracts';
import { Icon, VisuallyHidden } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatMoney } from '../credits/money';

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    padding-left: ${({ theme }) => theme.space(4)};
  }
  td:last-child,
  th:last-child {
    padding-right: ${({ theme }) => theme.space(3)};
    width: 1%;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr[data-best='true'] {
    background: ${({ theme }) => theme.colors.secondary.muted};
  }

  ${({ theme }) => theme.media.sm} {
    th,
    td {
      padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
    }
  }
`;

const CreditsCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};

  strong {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 800;
  }
`;

const Best = styled.span`
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  white-space: nowrap;
`;

const Was = styled.s`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Choose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.surface};
  color: ${({ theme }) => theme.colors.primary.onSurface};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary.hover};
  }
`;

/** The bundles as a table: credits, price and the price of a message, in the visitor's currency. */
export function PriceTable({
  answer,
  onChoose,
}: {
  answer: BundlesAnswer;
  onChoose: (bundle: Bundle) => void;
}) {
  const intl = useIntl();
  const money = useFormatMoney();
  return (
    <Table data-testid="price-table">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="pricing.table.credits" />
          </th>
          <th scope="col">
            <FormattedMessage id="pricing.table.price" />
          </th>
          <th scope="col">
            <FormattedMessage id="pricing.table.perMessage" />
          </th>
          <th scope="col">
            <VisuallyHidden>
              <FormattedMessage id="pricing.table.choose" />
            </VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {answer.bundles.map((bundle) => {
          const price = money(bundle.discounted_amount, bundle.currency);
          return (
            <tr key={bundle.id} data-best={bundle.best_value} data-testid="price-row">
              <td>
                <CreditsCell>
                  <strong>{intl.formatNumber(bundle.credits)}</strong>
                  {bundle.best_value && (
                    <Best>
                      <FormattedMessage id="credits.bundle.bestValue" />
                    </Best>
                  )}
                </CreditsCell>
              </td>
              <td data-testid="price-row-price">
                {bundle.discounted_amount < bundle.amount && (
                  <Was>{money(bundle.amount, bundle.currency)}</Was>
                )}
                {price}
              </td>
              <td data-testid="price-row-message">{money(bundle.message_price, bundle.currency)}</td>
              <td>
                <Choose
                  type="button"
                  onClick={() => onChoose(bundle)}
                  aria-label={intl.formatMessage(
                    { id: 'credits.bundle.chooseLabel' },
                    { credits: bundle.credits, price },
                  )}
                >
                  <Icon name="arrowRight" size={18} />
                </Choose>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
