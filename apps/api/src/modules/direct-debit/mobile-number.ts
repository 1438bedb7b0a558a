import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ApiError } from '../../common/api-error.js';

/** Types a text message can reach (some countries do not tell mobile and fixed numbers apart). */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The mobile number as typed, in E.164 (libphonenumber's full metadata). `+…` and `00…` are
 * international; anything else is a national number of `country`, the IBAN's. A number that is not a
 * valid mobile number there throws mobile_invalid.
 */
export function e164Mobile(typed: string, country: string): string {
  const compact = typed.trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(compact, { defaultCountry: country as CountryCode });
  if (!parsed?.isValid() || !TEXTABLE.has(parsed.getType() ?? '')) throw new ApiError('mobile_invalid');
  return parsed.number;
}

/** What the member is shown of the number the code went to: its last two digits. */
export const mobileHint = (e164: string) => `•••• ••${e164.slice(-2)}`;
