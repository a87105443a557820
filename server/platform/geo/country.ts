import geoip from 'geoip-country';

const COUNTRY = /^[A-Z]{2}$/;
/** Codes CDNs send when they do not know the country (XX, T1 = Tor). */
const UNKNOWN = new Set(['XX', 'T1', 'ZZ']);

export interface CountryLookup {
  (headerValue: string | undefined, ip: string | undefined): string | null;
}

function isPrivate(ip: string): boolean {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:|::ffff:127\.)/i.test(ip);
}

/**
 * The visitor's country: the CDN's header when present (it saw the real client),
 * else the offline GeoIP database; loopback and private addresses give none.
 */
export function lookupCountry(headerValue: string | undefined, ip: string | undefined): string | null {
  const fromHeader = headerValue?.trim().toUpperCase();
  if (fromHeader && COUNTRY.test(fromHeader) && !UNKNOWN.has(fromHeader)) return fromHeader;
  if (!ip || isPrivate(ip)) return null;
  const hit = geoip.lookup(ip.replace(/^::ffff:/, ''));
  return hit?.country && COUNTRY.test(hit.country) ? hit.country : null;
}
