import type { PaymentMethod } from '@amora/contracts';
import { FormattedMessage } from 'react-intl';

/** Brand names stay as they are; the generic methods are said in the member's language. */
const BRANDS: Partial<Record<PaymentMethod, string>> = {
  ideal: 'iDEAL',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  klarna: 'Klarna',
};

/** Whether the method is named by its brand (written as the brand writes it, "iDEAL"). */
export const isBrand = (method: PaymentMethod) => method in BRANDS;

export function MethodName({ method }: { method: PaymentMethod }) {
  const brand = BRANDS[method];
  return brand ?? <FormattedMessage id={`credits.methodName.${method}`} />;
}
