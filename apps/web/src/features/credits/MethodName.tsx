import type { PaymentMethod } from '@amora/contracts';
import { FormattedMessage } from 'react-intl';

/** Brand names stay as they are; the generic methods are said in the member's language. */
const BRANDS: Partial<Record<PaymentMethod, string>> = {
  ideal: 'iDEAL',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  klarna: 'Klarna',
};

export function MethodName({ method }: { method: PaymentMethod }) {
  const brand = BRANDS[method];
  return brand ?? <FormattedMessage id={`credits.methodName.${method}`} />;
}
