import type { SupportPayment } from '@amora/contracts';
import { Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { returnedAmount } from '../payment-refund/refund-payment-button';
import { RefundPaymentDialog } from '../payment-refund/refund-payment-dialog';
import { formatMoney } from '../prices/money';
import { TitledCard } from './complaint-card';
import { List, Muted, Row } from './complaint-styles';
import type { ComplaintDetail } from './complaints.api';

/**
 * The paid payments of the complainant and the reported member with something left to refund: each
 * refunded through its provider from here, the refund written to the complaint's trail.
 */
export function ComplaintPayments({
  detail,
  onRefunded,
}: {
  detail: ComplaintDetail;
  onRefunded: () => void;
}) {
  const intl = useIntl();
  const { payments, complainant } = detail;
  // the dialog outlives the row: a payment refunded in full leaves the list while its result shows
  const [refunding, setRefunding] = useState<SupportPayment | null>(null);
  return (
    <TitledCard title={<FormattedMessage id="complaints.payments" />} testid="complaint-payments">
      {payments.length === 0 ? (
        <Muted data-testid="complaint-payments-none">
          <FormattedMessage id="complaints.payments_none" />
        </Muted>
      ) : (
        <List>
          {payments.map((payment) => (
            <li key={payment.id} data-testid={`complaint-payment-${payment.id}`}>
              <Row style={{ justifyContent: 'space-between' }}>
                <div>
                  <strong>{formatMoney(intl.locale, payment.amount, payment.currency)}</strong>{' '}
                  <Muted>
                    #{payment.id} ·{' '}
                    <FormattedMessage
                      id={
                        payment.member_id === complainant?.id
                          ? 'complaints.payment_of_complainant'
                          : 'complaints.payment_of_reported'
                      }
                    />
                  </Muted>
                  <div>
                    <Muted>
                      <FormattedDate value={payment.paid_at ?? payment.created_at} dateStyle="medium" />
                      {returnedAmount(payment) > 0 && (
                        <>
                          {' · '}
                          <FormattedMessage
                            id="complaints.payment_refunded"
                            values={{
                              amount: formatMoney(intl.locale, returnedAmount(payment), payment.currency),
                            }}
                          />
                        </>
                      )}
                    </Muted>
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRefunding(payment)}
                  data-testid={`refund-payment-${payment.id}`}
                >
                  <FormattedMessage id="refund.open" />
                </Button>
              </Row>
            </li>
          ))}
        </List>
      )}
      {refunding && (
        <RefundPaymentDialog
          open
          payment={{ ...refunding, refunded: returnedAmount(refunding) }}
          complaintId={detail.complaint.id}
          onClose={() => setRefunding(null)}
          onRefunded={onRefunded}
        />
      )}
    </TitledCard>
  );
}
