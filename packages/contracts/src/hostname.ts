/** A DNS host name without port: labels of letters, digits and hyphens. Used for `forced_domain` and Host. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function normaliseHost(raw: string): string | null {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '');
  return HOSTNAME.test(host) ? host : null;
}
