/** Injection token of the TotpCipher (keyed by the server secret). */
export const TOTP_CIPHER = Symbol('TOTP_CIPHER');
