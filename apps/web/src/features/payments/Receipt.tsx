import type { Payment } from '@amora/contracts';
import { Button, Icon } from '@amora/ui';
import { FormattedDate, FormattedMessage } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { MethodName } from '../credits/MethodName';
import { useFormatMoney } from '../credits/money';

/** Printing shows the receipt alone: everything else of the page is hidden. */
const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body * { visibility: hidden !important; }
    [data-print-receipt], [data-print-receipt] * { visibility: visible !important; }
    [data-print-receipt] { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; border: 0; }
    [data-print-hide] { display: none !important; }
  }
`;

const Sheet = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
`;

const Company = styled.address`
  font-style: normal;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Total = styled.div`
  display: contents;
  font-weight: 800;
`;

/** The printable receipt of a paid payment: the tenant's company, net, VAT and total (issue 11). */
export function Receipt({ payment }: { payment: Payment }) {
  const money = useFormatMoney();
  const receipt = payment.receipt;
  if (!receipt) return null;
  const { company } = receipt;
  return (
    <Sheet data-print-receipt="" data-testid="receipt" aria-labelledby="receipt-title">
      <PrintOnlyReceipt />
      <Top>
        <div>
          <Heading id="receipt-title">
            <FormattedMessage id="transactions.receipt.title" />
          </Heading>
          <p data-testid="receipt-number">
            <FormattedMessage id="transactions.receipt.number" values={{ number: receipt.number }} />
          </p>
          <p data-testid="receipt-date">
            <FormattedDate value={receipt.date} dateStyle="long" />
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => window.print()}
          data-print-hide=""
          data-testid="receipt-print"
        >
          <Icon name="download" size={16} aria-hidden />
          <FormattedMessage id="transactions.receipt.print" />
        </Button>
      </Top>
      <Company data-testid="receipt-company">
        <strong>{company.name}</strong>
        <br />
        {company.address}
        <br />
        {company.city}, {company.country}
        <br />
        <FormattedMessage id="transactions.receipt.kvk" values={{ kvk: company.kvk }} />
        <br />
        <FormattedMessage id="transactions.receipt.vatNumber" values={{ vat: company.vat_number }} />
      </Company>
      <Lines>
        <dt>
          <FormattedMessage id="transactions.receipt.item" values={{ credits: payment.credits }} />
        </dt>
        <dd data-testid="receipt-net">{money(receipt.net_amount, payment.currency)}</dd>
        <dt>
          <FormattedMessage id="transactions.receipt.vat" values={{ rate: receipt.vat_rate }} />
        </dt>
        <dd data-testid="receipt-vat">{money(receipt.vat_amount, payment.currency)}</dd>
        <Total>
          <dt>
            <FormattedMessage id="transactions.receipt.total" />
          </dt>
          <dd data-testid="receipt-total">{money(payment.amount, payment.currency)}</dd>
        </Total>
      </Lines>
      <Notes>
        {payment.discount_code && payment.discount_percentage !== null && (
          <p data-testid="receipt-discount">
            <FormattedMessage
              id="transactions.receipt.discount"
              values={{
                percent: payment.discount_percentage,
                code: payment.discount_code,
                listPrice: money(payment.list_amount, payment.currency),
              }}
            />
          </p>
        )}
        {payment.method && (
          <p data-testid="receipt-method">
            <FormattedMessage
              id="transactions.receipt.paidWith"
              values={{ method: <MethodName method={payment.method} /> }}
            />
          </p>
        )}
      </Notes>
    </Sheet>
  );
}
