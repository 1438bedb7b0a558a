/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount typed in major units ("9.95", "9,95", "1 234.50") as integer minor units, or null when it
 * is no amount of this currency (letters, too many decimals, negative).
 */
export function toMinorUnits(typed: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const cleaned = typed
    .trim()
    .replace(/[\s\u00a0']/g, '')
    .replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the text of a major-unit input ("995" EUR → "9.95"). */
export function toMajorText(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** Minor units shown in the currency, in the reader's locale ("€ 9,95"). */
export function formatMoney(locale: string, amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 10 ** digits);
}
