import type { Bundle, Discount } from '@amora/contracts';
import type { PricedBundle } from './bundle-prices.js';
import { discountedAmount } from './discounted-amount.js';

/** Whether a discount shown beside the bundles lowers this one (a minimum order may rule it out). */
function lowers(discount: Discount | null, bundle: PricedBundle): discount is Discount {
  if (!discount) return false;
  if (discount.currency && discount.currency !== bundle.currency) return false;
  return discount.minimum_order_value === null || bundle.amount >= discount.minimum_order_value;
}

/** A bundle as /credits shows it: list price, price after the discount, and what one message costs. */
export function bundleView(bundle: PricedBundle, discount: Discount | null, messageCredits: number): Bundle {
  const discounted = lowers(discount, bundle)
    ? discountedAmount(bundle.amount, discount.value_percentage)
    : bundle.amount;
  return {
    id: bundle.id,
    credits: bundle.credits,
    amount: bundle.amount,
    currency: bundle.currency,
    discounted_amount: discounted,
    message_price: Math.round((discounted * messageCredits) / bundle.credits),
    best_value: bundle.bestValue,
  };
}
