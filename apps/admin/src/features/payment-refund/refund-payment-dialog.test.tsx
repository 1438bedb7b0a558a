import type { AdminPaymentRefundAnswer } from '@amora/contracts';
import { ThemeProvider } from '@amora/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../i18n/i18n-provider';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import {
  type RefundablePayment,
  RefundPaymentDialog,
  type RefundPaymentDialogProps,
} from './refund-payment-dialog';

const PAYMENT: RefundablePayment = { id: 42, amount: 1999, currency: 'EUR', refunded: 1000 };

const answer = (over: Partial<AdminPaymentRefundAnswer> = {}): AdminPaymentRefundAnswer => ({
  refund: {
    id: 7,
    payment_id: 42,
    provider_ref: 're_abc',
    amount: 999,
    currency: 'EUR',
    credits: 50,
    credits_taken: 30,
    debt_credits: 20,
    created_at: '2026-11-26T04:00:00.000Z',
  },
  payment: {
    id: 42,
    member_id: 5,
    amount: 1999,
    currency: 'EUR',
    refunded_amount: 1999,
    remaining_amount: 0,
  },
  credits: 0,
  done: true,
  ...over,
});

function show(props: Partial<RefundPaymentDialogProps> = {}) {
  const onClose = jest.fn();
  const onRefunded = jest.fn();
  const all: RefundPaymentDialogProps = { open: true, payment: PAYMENT, onClose, onRefunded, ...props };
  const view = render(
    <ThemeProvider>
      <I18nProvider initialLocale="en">
        <RefundPaymentDialog {...all} />
      </I18nProvider>
    </ThemeProvider>,
  );
  const rerender = (next: Partial<RefundPaymentDialogProps>) =>
    view.rerender(
      <ThemeProvider>
        <I18nProvider initialLocale="en">
          <RefundPaymentDialog {...all} {...next} />
        </I18nProvider>
      </ThemeProvider>,
    );
  return { onClose, onRefunded, rerender };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const bodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

describe('RefundPaymentDialog', () => {
  it('shows the payment, offers what is left, refunds it with the reason and shows the result', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, answer()));
    const { onRefunded } = show();
    expect(screen.getByTestId('refund-paid').textContent).toBe('€19.99');
    expect(screen.getByTestId('refund-refunded').textContent).toBe('€10.00');
    expect(screen.getByTestId('refund-remaining').textContent).toBe('€9.99');
    expect((screen.getByTestId('refund-amount') as HTMLInputElement).value).toBe('9.99');
    expect(screen.getByTestId('refund-submit').textContent).toBe('Refund €9.99');

    type('refund-reason', 'Charged twice');
    fireEvent.click(screen.getByTestId('refund-submit'));

    const result = await screen.findByTestId('refund-result');
    expect(result.textContent).toBe(
      '€9.99 refunded. 30 credits taken back; the balance is now 0 credits. 20 credits were already spent and stay owed.',
    );
    const [call] = bodies(fetchMock);
    expect(call.url).toBe('/api/admin/payment-refund.php');
    expect(call.body).toEqual({
      payment_id: 42,
      amount: 999,
      reason: 'Charged twice',
      action_key: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(onRefunded).toHaveBeenCalledWith(answer());
  });

  it('checks amount and reason before asking the API', () => {
    const fetchMock = mockFetch();
    show();
    type('refund-amount', '10.00');
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(screen.getByText('At most €9.99 can still be refunded')).toBeTruthy();
    expect(screen.getByText('Say why this payment is refunded')).toBeTruthy();
    type('refund-amount', 'ten');
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(screen.getByText('Enter an amount such as 9.99')).toBeTruthy();
    type('refund-amount', '0');
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(screen.getByText('Enter an amount such as 9.99')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps one action key per opening: a retry sends the same key, a new opening a new one', async () => {
    const fetchMock = mockFetch()
      .mockResolvedValueOnce(errorAnswer('payment_provider_unavailable'))
      .mockResolvedValueOnce(jsonResponse(200, answer({ done: false })));
    const { rerender } = show();
    type('refund-amount', '5,50');
    type('refund-reason', 'Goodwill');
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect((await screen.findByTestId('refund-error')).textContent).toBe(
      'The payment service cannot be reached, please try again in a moment',
    );
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect((await screen.findByTestId('refund-result')).textContent).toContain(
      'This refund of €9.99 was made already; nothing was refunded twice.',
    );
    const [first, retry] = bodies(fetchMock);
    expect(first.body.amount).toBe(550);
    expect(retry.body.action_key).toBe(first.body.action_key);

    rerender({ open: false });
    expect(screen.queryByTestId('refund-payment-dialog')).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, answer()));
    rerender({ open: true });
    type('refund-reason', 'Again');
    fireEvent.click(screen.getByTestId('refund-submit'));
    await screen.findByTestId('refund-result');
    expect(bodies(fetchMock)[2].body.action_key).not.toBe(first.body.action_key);
  });

  it("shows the API's refusals: too much under the amount, others above the buttons", async () => {
    mockFetch()
      .mockResolvedValueOnce(
        errorAnswer('refund_exceeds_payment', { amount: '5.00 EUR', remaining: 500, currency: 'EUR' }),
      )
      .mockResolvedValueOnce(errorAnswer('payment_not_refundable'));
    show();
    type('refund-reason', 'Charged twice');
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(await screen.findByText('At most €5.00 can still be refunded')).toBeTruthy();
    expect(screen.queryByTestId('refund-error')).toBeNull();
    type('refund-amount', '5');
    fireEvent.click(screen.getByTestId('refund-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('refund-error').textContent).toBe(
        'This payment cannot be refunded: it is not paid, or nothing of it is left to refund',
      ),
    );
  });

  it('says so when nothing is left, and offers no refund', () => {
    show({ payment: { ...PAYMENT, refunded: 1999 } });
    expect(screen.getByTestId('refund-nothing-left')).toBeTruthy();
    expect(screen.queryByTestId('refund-submit')).toBeNull();
  });
});
