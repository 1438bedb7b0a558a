import type { SupportPayment } from '@amora/contracts';
import { Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { RefundPaymentDialog } from './refund-payment-dialog';

/** What went back from a payment so far: refunds and the bank's chargebacks. */
export function returnedAmount(payment: SupportPayment): number {
  return (
    payment.refunded_amount + payment.chargebacks.reduce((sum, chargeback) => sum + chargeback.amount, 0)
  );
}

/** A member's payment row's refund action: offered while something of a paid payment is left. */
export function RefundPaymentButton({
  payment,
  onRefunded,
}: {
  payment: SupportPayment;
  onRefunded: () => void;
}) {
  const [open, setOpen] = useState(false);
  const refunded = returnedAmount(payment);
  const refundable = payment.status === 'paid' && refunded < payment.amount;
  return (
    <>
      {refundable && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          data-testid={`refund-payment-${payment.id}`}
        >
          <FormattedMessage id="refund.open" />
        </Button>
      )}
      {/* kept while open, so the result shows even once nothing is left to refund */}
      <RefundPaymentDialog
        open={open}
        payment={{ id: payment.id, amount: payment.amount, currency: payment.currency, refunded }}
        onClose={() => setOpen(false)}
        onRefunded={onRefunded}
      />
    </>
  );
}
