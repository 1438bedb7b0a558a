import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers.js';

/**
 * Helmet 8's defaults, as Nest 12 resolves them for `useSecurityHeaders()`, for pages, files and the
 * admin app; plain-http *.localhost must not be upgraded to https.
 */
export const DOCUMENT_SECURITY_HEADERS: Record<string, string> = Object.fromEntries(
  resolveSecurityHeaders({ contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } } })
    .headers,
);

/**
 * JSON answers are never rendered as documents, so only the header that stops a browser from sniffing
 * them as one (and framing does not apply): each extra header costs on every call (bench/settings).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
