import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@amora/contracts';

/** A random code of SMS_CODE_LENGTH digits (leading zeros kept). */
export const newSmsCode = () =>
  randomInt(0, 10 ** SMS_CODE_LENGTH)
    .toString()
    .padStart(SMS_CODE_LENGTH, '0');

/**
 * `salt:HMAC-SHA256(key, salt:code)`: the code itself is never stored, and with the server's key a
 * copy of the database alone does not give it away (a million codes are quickly tried against a plain
 * hash). The salt per request keeps two equal codes from having equal hashes.
 */
export function hashSmsCode(key: string, code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHmac('sha256', key).update(`${salt}:${code}`).digest('hex')}`;
}

/** The typed code (spaces ignored) against the stored hash, in constant time. */
export function smsCodeMatches(key: string, storedHash: string, typed: string): boolean {
  const [salt = ''] = storedHash.split(':');
  const candidate = Buffer.from(hashSmsCode(key, typed.replace(/\s/g, ''), salt));
  const stored = Buffer.from(storedHash);
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
