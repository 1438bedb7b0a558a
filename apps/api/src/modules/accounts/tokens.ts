import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token for a cookie or a mail link, and the hash that is stored instead of it. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** `<payload>.<hmac>`: a link that needs no stored row (unsubscribe, invites). */
export function signValue(secret: string, purpose: string, payload: string): string {
  const mac = createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

/** The payload of a value signed for this purpose, or null when it was not. */
export function verifySignedValue(secret: string, purpose: string, signed: string): string | null {
  const cut = signed.lastIndexOf('.');
  if (cut <= 0) return null;
  const payload = signed.slice(0, cut);
  const expected = Buffer.from(signValue(secret, purpose, payload));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : null;
}

/** The secret a tenant's mail provider sends as `Authorization: Bearer …` to /api/mail-events.php. */
export function mailWebhookSecret(secret: string, tenantId: number): string {
  return createHmac('sha256', secret).update(`mail-webhook:${tenantId}`).digest('base64url');
}
