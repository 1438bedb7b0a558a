import { api } from '../../lib/api';

export interface MandateDetails {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
}

/** POST /api/directdebit.php: the mandate's details for the bundle; the API sends the SMS code. */
export const requestDirectDebit = (bundleId: number, code: string | null, details: MandateDetails) =>
  api.request('directDebit', { body: { bundle_id: bundleId, ...(code ? { code } : {}), ...details } });

/** POST /api/directdebit-code.php: the SMS code; a correct one starts the payment. */
export const confirmDirectDebit = (requestId: number, smsCode: string) =>
  api.request('directDebitCode', { body: { request_id: requestId, sms_code: smsCode } });
