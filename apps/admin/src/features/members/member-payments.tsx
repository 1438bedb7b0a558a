import type { PaymentStatus, SupportPayment } from '@amora/contracts';
import { Badge, type BadgeTone } from '@amora/ui';
import { type ReactNode, useId } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Muted, Nowrap, Table, TableScroll } from '../../components/data-table';
import type { MessageId } from '../../i18n/messages';
import { formatMoney } from '../prices/money';
import { Empty, Inline, Numeric, Section, SectionHead } from './member-styles';

const STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  open: 'neutral',
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};

/**
 * What a payment's row offers beyond its facts: the slot for the refund action (a dialog built
 * elsewhere). It gets the payment and a callback to load the member again after a refund.
 */
export type PaymentRefundSlot = (payment: SupportPayment, onRefunded: () => void) => ReactNode;

interface Props {
  payments: SupportPayment[];
  debtCredits: number;
  /** Renders the refund action of a row; no slot, no actions column. */
  refundAction?: PaymentRefundSlot;
  onChanged: () => void;
}

/** The member's recent payments, with what went back by refund or chargeback. */
export function MemberPayments({ payments, debtCredits, refundAction, onChanged }: Props) {
  const titleId = useId();
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const money = (amount: number, currency: string) => formatMoney(intl.locale, amount, currency);
  return (
    <Section aria-labelledby={titleId} data-testid="member-payments">
      <SectionHead>
        <h2 id={titleId}>
          <FormattedMessage id="members.payments.title" />
        </h2>
        {debtCredits > 0 && (
          <Badge tone="danger" data-testid="member-payments-debt">
            <FormattedMessage id="members.payments.debt" values={{ credits: debtCredits }} />
          </Badge>
        )}
      </SectionHead>
      {payments.length === 0 ? (
        <Empty>
          <FormattedMessage id="members.payments.none" />
        </Empty>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="member-payments-table">
            <thead>
              <tr>
                <th>{label('members.payments.column.at')}</th>
                <th>{label('members.payments.column.amount')}</th>
                <th>{label('members.payments.column.credits')}</th>
                <th>{label('members.payments.column.status')}</th>
                <th>{label('members.payments.column.refunded')}</th>
                <th>{label('members.payments.column.method')}</th>
                {refundAction && <th>{label('members.payments.column.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} data-testid={`member-payment-${payment.id}`}>
                  <td>
                    <Inline>
                      <Nowrap>
                        <FormattedDate value={payment.created_at} dateStyle="medium" timeStyle="short" />
                      </Nowrap>
                      <Muted>#{payment.id}</Muted>
                    </Inline>
                  </td>
                  <td data-label={label('members.payments.column.amount')}>
                    <Numeric>{money(payment.amount, payment.currency)}</Numeric>
                  </td>
                  <td data-label={label('members.payments.column.credits')}>
                    <Numeric>
                      <FormattedNumber value={payment.credits} />
                    </Numeric>
                  </td>
                  <td data-label={label('members.payments.column.status')}>
                    <span>
                      <Badge tone={STATUS_TONES[payment.status]}>
                        {label(`members.payments.status.${payment.status}`)}
                      </Badge>
                    </span>
                  </td>
                  <td data-label={label('members.payments.column.refunded')}>
                    <Refunded payment={payment} money={money} />
                  </td>
                  <td data-label={label('members.payments.column.method')}>
                    <Inline>
                      {payment.method ? label(`codes.method.${payment.method}`) : <Muted>—</Muted>}
                      <Muted>{payment.provider}</Muted>
                    </Inline>
                  </td>
                  {refundAction && (
                    <td data-label={label('members.payments.column.actions')}>
                      {refundAction(payment, onChanged)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Section>
  );
}

function Refunded({
  payment,
  money,
}: {
  payment: SupportPayment;
  money: (amount: number, currency: string) => string;
}) {
  const chargedBack = payment.chargebacks.reduce((sum, chargeback) => sum + chargeback.amount, 0);
  if (payment.refunds.length === 0 && chargedBack === 0) return <Muted>—</Muted>;
  return (
    <span data-testid={`member-payment-refunded-${payment.id}`}>
      {payment.refunds.length > 0 && (
        <FormattedMessage
          id="members.payments.refunded"
          values={{
            credits: payment.refunded_credits,
            amount: money(payment.refunded_amount, payment.currency),
          }}
        />
      )}
      {chargedBack > 0 && (
        <Muted>
          {payment.refunds.length > 0 && ' · '}
          <FormattedMessage
            id="members.payments.charged_back"
            values={{ amount: money(chargedBack, payment.currency) }}
          />
        </Muted>
      )}
    </span>
  );
}
