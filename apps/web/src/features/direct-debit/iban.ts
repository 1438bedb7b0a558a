import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

export type IbanProblem = 'iban_invalid' | 'iban_country_unsupported' | null;

/** The IBAN as typed, grouped by four for reading ("NL91 ABNA …"); keeps what cannot be formatted. */
export function formatIban(raw: string): string {
  const electronic = electronicFormatIBAN(raw) ?? '';
  return electronic === '' ? '' : (friendlyFormatIBAN(electronic) ?? raw);
}

/** The check the API makes too: a valid IBAN of a SEPA country. */
export function ibanProblem(raw: string): IbanProblem {
  const electronic = electronicFormatIBAN(raw) ?? '';
  if (!isValidIBAN(electronic)) return 'iban_invalid';
  if (!isSEPACountry(electronic.slice(0, 2))) return 'iban_country_unsupported';
  return null;
}

/** Digits with an optional leading +, 8 to 15 digits (the API's rule). */
export function isMobile(raw: string): boolean {
  const compact = raw.replace(/[\s()./-]/g, '');
  return /^\+?\d{8,15}$/.test(compact);
}

/** The IBAN without spaces, upper case, as the API stores it. */
export const electronicIban = (raw: string): string => electronicFormatIBAN(raw) ?? raw;
