import type { Discount, PaymentMethod } from '@amora/contracts';

/** What an order looks like to a discount code: the buyer's country and currency, the list price. */
export interface OrderContext {
  country: string;
  currency: string;
  /** The bundle's list price in minor units; omitted when only the code itself is checked. */
  amount?: number;
  method?: PaymentMethod;
}

/** The code a payment gets, checked against its order. */
export interface AppliedDiscount {
  codeId: number;
  code: string;
  percentage: number;
  discount: Discount;
}
