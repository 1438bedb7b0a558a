import {
  type AdminPaymentRefund,
  type AdminPaymentRefundAnswer,
  adminPaymentRefundAnswerSchema,
} from '@amora/contracts';
import { api } from '../../lib/api-client';

export type { AdminPaymentRefundAnswer as PaymentRefundAnswer };

export function refundPayment(body: AdminPaymentRefund): Promise<AdminPaymentRefundAnswer> {
  return api.post('/api/admin/payment-refund.php', body, adminPaymentRefundAnswerSchema);
}

/**
 * A uuid v4 for one intended refund: the API refunds once per key, so a double click or a retry after a
 * lost answer does not refund twice. getRandomValues also works where randomUUID needs a secure context.
 */
export function newRefundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
