import { signValue, verifySignedValue } from './tokens.js';

const purpose = (tenantSlug: string) => `invite:${tenantSlug}`;

/**
 * An invitation for a tenant in `invite_only` signup mode: a label (who it is for) signed with the
 * server secret for that tenant only. No table: `npm run invite -- <tenant-slug> [label]` prints one.
 */
export function createInvite(secret: string, tenantSlug: string, label: string): string {
  return signValue(secret, purpose(tenantSlug), label.replace(/[^\w-]/g, '').slice(0, 40) || 'invite');
}

export function isValidInvite(secret: string, tenantSlug: string, code: string): boolean {
  return verifySignedValue(secret, purpose(tenantSlug), code) !== null;
}
