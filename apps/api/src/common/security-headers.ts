import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers.js';

/**
 * Helmet 8's defaults, as Nest 12 resolves them for `useSecurityHeaders()`, for pages, files and the
 * admin app; plain-http *.localhost must not be upgraded to https. Images also from `blob:` (a photo's
 * preview while it uploads) and any https origin (a tenant's cdn_prefix may be a CDN or an object store).
 */
export const DOCUMENT_SECURITY_HEADERS: Record<string, string> = Object.fromEntries(
  resolveSecurityHeaders({
    contentSecurityPolicy: {
      directives: { 'upgrade-insecure-requests': null, 'img-src': ["'self'", 'data:', 'blob:', 'https:'] },
    },
  }).headers,
);

/**
 * JSON answers are never rendered as documents, so only the header that stops a browser from sniffing
 * them as one (and framing does not apply): each extra header costs on every call (bench/settings).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const CSP = 'Content-Security-Policy';
const cspOf = (headers: Record<string, string>) => headers[CSP] ?? '';

/**
 * Pages of a tenant's site: framed only by the site itself and by the admin console (its theme
 * editor previews the site beside the palette). frame-ancestors replaces X-Frame-Options, which cannot
 * name another origin.
 */
export function tenantDocumentHeaders(adminHost: string): Record<string, string> {
  const { 'X-Frame-Options': _sameOrigin, ...headers } = DOCUMENT_SECURITY_HEADERS;
  const console = `http://${adminHost}:* https://${adminHost}:*`;
  return {
    ...headers,
    [CSP]: cspOf(headers).replace("frame-ancestors 'self'", `frame-ancestors 'self' ${console}`),
  };
}

/** The admin console's pages: they may frame the tenants' sites (the theme preview), nothing else changes. */
export const ADMIN_DOCUMENT_SECURITY_HEADERS: Record<string, string> = {
  ...DOCUMENT_SECURITY_HEADERS,
  [CSP]: `${cspOf(DOCUMENT_SECURITY_HEADERS)};frame-src 'self' http: https:`,
};
