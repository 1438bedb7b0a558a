import { ApiError } from '../../common/api-error.js';

/**
 * Calling codes of the SEPA countries: a national number (no + or 00) is read as a number of the IBAN's
 * country. libphonenumber's full metadata is not worth a dependency for one form field.
 */
const CALLING_CODES = new Map(
  (
    'AD 376, AT 43, BE 32, BG 359, CH 41, CY 357, CZ 420, DE 49, DK 45, EE 372, ES 34, FI 358, FR 33, ' +
    'GB 44, GI 350, GR 30, HR 385, HU 36, IE 353, IS 354, IT 39, LI 423, LT 370, LU 352, LV 371, MC 377, ' +
    'MT 356, NL 31, NO 47, PL 48, PT 351, RO 40, SE 46, SI 386, SK 421, SM 378, VA 39'
  )
    .split(', ')
    .map((pair) => pair.split(' ') as [string, string]),
);

/**
 * The digits dialled before a national number at home: 0 in most countries, 06 in Hungary, 0 or the
 * older 8 in Lithuania, none where numbers are dialled as they are written internationally.
 */
const TRUNK_PREFIXES: Record<string, string[]> = { HU: ['06'], LT: ['0', '8'] };
const NO_TRUNK_PREFIX = new Set('AD CY CZ DK EE ES GI GR IS IT LI LU LV MC MT NO PL PT SM VA'.split(' '));
const trunkPrefixes = (country: string) =>
  NO_TRUNK_PREFIX.has(country) ? [] : (TRUNK_PREFIXES[country] ?? ['0']);

/** E.164: a country code and number of 8 to 15 digits in all, never starting with 0. */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The mobile number as typed, in E.164. `+…` and `00…` are international; anything else is a national
 * number of `country` (its trunk prefix, usually 0, dropped). Spaces, dots, dashes and brackets are
 * ignored. Throws mobile_invalid otherwise.
 */
export function e164Mobile(typed: string, country: string): string {
  const compact = typed.replace(/[\s().\-/]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const number = international.startsWith('+') ? international : nationalToE164(international, country);
  if (number === null || !E164.test(number)) throw new ApiError('mobile_invalid');
  return number;
}

function nationalToE164(national: string, country: string): string | null {
  const callingCode = CALLING_CODES.get(country);
  if (!callingCode || !/^\d+$/.test(national)) return null;
  const trunk = trunkPrefixes(country).find((prefix) => national.startsWith(prefix)) ?? '';
  const subscriber = national.slice(trunk.length);
  if (subscriber.startsWith('0')) return null;
  return `+${callingCode}${subscriber}`;
}

/** What the member is shown of the number the code went to: its last two digits. */
export const mobileHint = (e164: string) => `•••• ••${e164.slice(-2)}`;
