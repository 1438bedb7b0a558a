import { ApiError } from '../../common/api-error.js';
import type { OrderContext } from './applied-discount.js';
import type { DiscountCode } from './discount-code.entity.js';
import { formatMinorUnits } from './discount-view.js';

type Limits = Pick<DiscountCode, 'country' | 'currency' | 'minimumOrderValue' | 'paymentMethods'>;

/** Why a code does not fit an order (its country, currency, minimum or methods), or null when it does. */
export function orderMisfit(code: Limits, order: OrderContext): ApiError | null {
  if (code.country !== null && code.country !== order.country) return new ApiError('code_wrong_country');
  if (code.currency !== null && code.currency !== order.currency) return new ApiError('code_wrong_country');
  if (
    code.minimumOrderValue !== null &&
    order.amount !== undefined &&
    order.amount < code.minimumOrderValue
  ) {
    const amount = formatMinorUnits(code.minimumOrderValue, code.currency ?? order.currency);
    return new ApiError('code_minimum_order', { amount });
  }
  const methods = code.paymentMethods;
  if (methods?.length && order.method !== undefined && !methods.includes(order.method)) {
    return new ApiError('code_wrong_method');
  }
  return null;
}
