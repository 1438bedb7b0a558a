import type { ApiResponse } from '@amora/contracts';
import useSWR from 'swr';
import { useUser } from '../../app/providers/SessionContext';
import { type ApiError, api } from '../../lib/api';

/**
 * The buying pages' calls. Keys carry the member (a visitor's bundles are priced by geoip, a member's by
 * their profile country) and the typed code, so a login or another code loads fresh prices.
 */
export function useBundles(code: string | null) {
  const user = useUser();
  // the old prices stay while a code's prices load: no skeleton flash, the cards just update
  return useSWR<ApiResponse<'bundles'>, ApiError>(
    ['bundles', user?.id ?? 0, code ?? ''],
    () => api.get('bundles', code ? { code } : undefined),
    { keepPreviousData: true },
  );
}

export function usePaymentMethods(bundleId: number | null, code: string | null) {
  const user = useUser();
  return useSWR<ApiResponse<'paymentMethods'>, ApiError>(
    user && bundleId ? ['payment-methods', user.id, bundleId, code ?? ''] : null,
    () => api.get('paymentMethods', { bundle_id: bundleId ?? undefined, code: code ?? undefined }),
    { revalidateOnFocus: false },
  );
}

export function useRepeatOrder() {
  const user = useUser();
  return useSWR<ApiResponse<'repeatOrder'>, ApiError>(
    user?.paid_user ? ['repeat-order', user.id] : null,
    () => api.get('repeatOrder'),
    { revalidateOnFocus: false },
  );
}

/** The typed code's check (GET discountcode.php?code=): resolves, or throws the code_* error. */
export const checkDiscountCode = (code: string) => api.get('discountCode', { code });

/** POST /api/payments.php: the API prices the order itself, so no amount is ever sent. */
export const startPayment = (bundleId: number, method: string, code: string | null) =>
  api.request('createPayment', {
    body: { bundle_id: bundleId, method, ...(code ? { code } : {}) },
  });

export const startRepeatOrder = () => api.request('createRepeatOrder');

/** The typed code as the API reads it: trimmed, upper case; empty is none. */
export function normaliseCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return code === '' ? null : code;
}
