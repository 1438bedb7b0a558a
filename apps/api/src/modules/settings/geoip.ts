import type { IncomingHttpHeaders } from 'node:http';

/** Country headers set by a CDN or load balancer in front of us; read only behind a trusted proxy. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'cloudfront-viewer-country'] as const;

export function countryFromHeaders(headers: IncomingHttpHeaders, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') {
      return value.toUpperCase();
    }
  }
  return null;
}
