import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { ApiError } from '../../common/api-error.js';

/** The IBAN as typed (spaces, lower case allowed) in electronic format, if valid and of a SEPA country. */
export function sepaIban(typed: string): string {
  const iban = electronicFormatIBAN(typed);
  if (!iban || !isValidIBAN(iban)) throw new ApiError('iban_invalid');
  if (!isSEPACountry(iban.slice(0, 2))) throw new ApiError('iban_country_unsupported');
  return iban;
}
