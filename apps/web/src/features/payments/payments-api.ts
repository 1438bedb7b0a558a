import { type ApiResponse, FINAL_PAYMENT_STATUSES, type Payment } from '@amora/contracts';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useSessionActions, useUser } from '../../app/providers/SessionContext';
import { type ApiError, api } from '../../lib/api';
import { onLiveEvent } from '../live/live-data';

/** How often an open or pending payment is asked for again (spec §4). */
export const PAYMENT_POLL_MS = 3_000;

export const isFinal = (payment: Payment) => FINAL_PAYMENT_STATUSES.includes(payment.status);

/** One's payments, newest first. */
export function usePayments() {
  const user = useUser();
  return useSWR<ApiResponse<'payments'>, ApiError>(user ? ['payments', user.id] : null, () =>
    api.get('payments'),
  );
}

/**
 * One payment: asked again every 3 s and on its live `payment` event until it is final; when it turns
 * paid, the session user is loaded again (balance, premium).
 */
export function usePayment(id: number) {
  const user = useUser();
  const { refresh } = useSessionActions();
  const swr = useSWR<ApiResponse<'payments'>, ApiError>(
    user ? ['payment', user.id, id] : null,
    () => api.get('payments', { id }),
    {
      refreshInterval: (data) => {
        const payment = data?.payments[0];
        return payment && isFinal(payment) ? 0 : PAYMENT_POLL_MS;
      },
      revalidateOnFocus: false,
    },
  );
  const { mutate } = swr;
  useEffect(
    () =>
      onLiveEvent('payment', (event) => {
        if (event.payment_id === id) void mutate();
      }),
    [id, mutate],
  );
  const payment = swr.data?.payments[0] ?? null;
  const refreshed = useRef(false);
  useEffect(() => {
    if (payment?.status !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void refresh();
  }, [payment?.status, refresh]);
  return { ...swr, payment };
}
