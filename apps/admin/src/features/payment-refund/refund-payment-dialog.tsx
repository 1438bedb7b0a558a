import { Alert, Button, Modal, TextField } from '@amora/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { formatMoney, toMajorText, toMinorUnits } from '../prices/money';
import { DialogActions, DialogForm } from '../staff/staff-create-dialog';
import { TextArea } from '../tenants/form-parts';
import { newRefundKey, type PaymentRefundAnswer, refundPayment } from './payment-refund.api';

/** A paid payment as the member page lists it; amounts in minor units of `currency`. */
export interface RefundablePayment {
  id: number;
  amount: number;
  currency: string;
  /** Refunded (and charged back) so far. */
  refunded: number;
}

export interface RefundPaymentDialogProps {
  open: boolean;
  payment: RefundablePayment;
  onClose: () => void;
  /** After the API answered (also when this refund was made before): reload the member's payments. */
  onRefunded?: (answer: PaymentRefundAnswer) => void;
  /** Refunded from this complaint: the refund shows in its trail. */
  complaintId?: number;
}

type Field = 'amount' | 'reason';
type FieldErrors = Partial<Record<Field, { id: MessageId; values?: Record<string, string> }>>;

/**
 * Refunds a payment through its provider: the amount (all that is left unless changed) and a reason for
 * the audit log. Each opening makes one action key, so a double click or a retry refunds once.
 */
export function RefundPaymentDialog({ open, ...props }: RefundPaymentDialogProps) {
  return open ? <RefundDialogBody {...props} /> : null;
}

function RefundDialogBody({
  payment,
  onClose,
  onRefunded,
  complaintId,
}: Omit<RefundPaymentDialogProps, 'open'>) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(intl.locale, amount, payment.currency);
  const remaining = Math.max(payment.amount - payment.refunded, 0);
  const remainingText = majorText(intl.locale, remaining, payment.currency);
  const [actionKey] = useState(newRefundKey);
  const sending = useRef(false);
  const [values, setValues] = useState({ amount: remainingText, reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<PaymentRefundAnswer | null>(null);
  const amount = toMinorUnits(values.amount, payment.currency);

  function check(): FieldErrors {
    const found: FieldErrors = {};
    if (amount === null || amount < 1) {
      found.amount = { id: 'refund.amount_invalid', values: { example: remainingText } };
    } else if (amount > remaining) {
      found.amount = { id: 'refund.amount_too_high', values: { amount: money(remaining) } };
    }
    if (!values.reason.trim()) found.reason = { id: 'refund.reason_required' };
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = check();
    setErrors(found);
    setError(null);
    if (found.amount || found.reason || amount === null) return;
    sending.current = true;
    setBusy(true);
    try {
      const refunded = await refundPayment({
        payment_id: payment.id,
        amount,
        reason: values.reason,
        action_key: actionKey,
        ...(complaintId && { complaint_id: complaintId }),
      });
      setAnswer(refunded);
      onRefunded?.(refunded);
    } catch (failure) {
      showError(toApiError(failure));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  function showError(apiError: ApiError) {
    const left = apiError.params.remaining;
    if (apiError.code === 'refund_exceeds_payment' && typeof left === 'number') {
      setErrors({ amount: { id: 'refund.amount_too_high', values: { amount: money(left) } } });
    } else setError(apiError);
  }

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const fieldError = (field: Field) => {
    const found = errors[field];
    return found && intl.formatMessage({ id: found.id }, found.values);
  };

  return (
    <Modal
      open
      onClose={busy ? undefined : onClose}
      title={<FormattedMessage id="refund.title" values={{ id: payment.id }} />}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="refund-payment-dialog"
    >
      {answer ? (
        <RefundResult answer={answer} money={money} onClose={onClose} />
      ) : (
        <DialogForm noValidate onSubmit={submit} data-testid="refund-payment-form">
          <Summary>
            <dt>
              <FormattedMessage id="refund.summary.paid" />
            </dt>
            <dd data-testid="refund-paid">{money(payment.amount)}</dd>
            <dt>
              <FormattedMessage id="refund.summary.refunded" />
            </dt>
            <dd data-testid="refund-refunded">{money(payment.refunded)}</dd>
            <dt>
              <FormattedMessage id="refund.summary.remaining" />
            </dt>
            <dd data-testid="refund-remaining">{money(remaining)}</dd>
          </Summary>
          {remaining === 0 ? (
            <Alert tone="info" data-testid="refund-nothing-left">
              <FormattedMessage id="refund.nothing_left" />
            </Alert>
          ) : (
            <>
              <TextField
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                label={<FormattedMessage id="refund.amount" values={{ currency: payment.currency }} />}
                hint={<FormattedMessage id="refund.amount_hint" />}
                value={values.amount}
                onChange={(event) => set('amount', event.target.value)}
                error={fieldError('amount')}
                data-testid="refund-amount"
              />
              <TextArea
                label={<FormattedMessage id="refund.reason" />}
                hint={<FormattedMessage id="refund.reason_hint" />}
                error={fieldError('reason')}
                rows={3}
                maxLength={500}
                value={values.reason}
                onChange={(event) => set('reason', event.target.value)}
                data-testid="refund-reason"
              />
            </>
          )}
          {error && (
            <Alert tone="danger" data-testid="refund-error">
              <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
            </Alert>
          )}
          <DialogActions>
            <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
              <FormattedMessage id="account.cancel" />
            </Button>
            {remaining > 0 && (
              <Button type="submit" loading={busy} data-testid="refund-submit">
                <FormattedMessage
                  id="refund.submit"
                  values={{ amount: amount !== null && amount > 0 ? money(amount) : '' }}
                />
              </Button>
            )}
          </DialogActions>
        </DialogForm>
      )}
    </Modal>
  );
}

function RefundResult({
  answer,
  money,
  onClose,
}: {
  answer: PaymentRefundAnswer;
  money: (amount: number) => string;
  onClose: () => void;
}) {
  const { refund, credits } = answer;
  return (
    <DialogForm as="div">
      <Alert tone={answer.done ? 'success' : 'warning'} data-testid="refund-result">
        <FormattedMessage
          id={answer.done ? 'refund.done' : 'refund.already'}
          values={{ amount: money(refund.amount) }}
        />{' '}
        <FormattedMessage
          id="refund.credits_taken"
          values={{ count: refund.credits_taken, balance: credits }}
        />
        {refund.debt_credits > 0 && (
          <>
            {' '}
            <FormattedMessage id="refund.debt" values={{ count: refund.debt_credits }} />
          </>
        )}
      </Alert>
      <DialogActions>
        <Button onClick={onClose} data-testid="refund-close">
          <FormattedMessage id="refund.close" />
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/** Minor units as the amount field shows them, with the reader's decimal mark ("9,99" in German). */
function majorText(locale: string, amount: number, currency: string): string {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  return toMajorText(amount, currency).replace('.', mark?.value ?? '.');
}

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;
