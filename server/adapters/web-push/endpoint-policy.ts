import net from 'node:net';

/** Browsers' push endpoints are short; a longer one is no endpoint (and would bloat the table). */
export const MAX_ENDPOINT_LENGTH = 2048;

/**
 * Addresses a push request must never reach: the IANA special-purpose registries (RFC 6890 and
 * successors) — this host, private networks, CGNAT, link-local, documentation, benchmarking,
 * multicast, reserved — in IPv4 and IPv6. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are
 * checked against the IPv4 rules by BlockList itself; the other IPv6 forms that embed an IPv4
 * address (IPv4-compatible, NAT64, 6to4, Teredo) are refused as a whole.
 */
const SPECIAL_PURPOSE: [address: string, prefix: number, family: 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.31.196.0', 24, 'ipv4'],
  ['192.52.193.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['192.175.48.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['3fff::', 20, 'ipv6'],
  ['5f00::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

function specialPurposeList(): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix, family] of SPECIAL_PURPOSE) list.addSubnet(address, prefix, family);
  return list;
}

/** Names that only ever mean this machine or a local network (RFC 6761, 6762, 8375; ICANN's .internal). */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.invalid'];

/** The one loopback address PUSH_ALLOW_LOOPBACK opens: the fake push service of tests, a local one for development. */
export const LOOPBACK_PUSH_ADDRESS = '127.0.0.1';

/** A push endpoint or a resolved address that the SSRF policy refuses (docs/decisions/0085-web-push.md). */
export class PushEndpointRefused extends Error {
  override name = 'PushEndpointRefused';
}

export interface AddressPolicy {
  /** Whether the push request may connect to this IP address. */
  allowsAddress(address: string): boolean;
  /** Why this endpoint is refused, or undefined when requests may go to it. */
  refusal(endpoint: string): string | undefined;
}

/**
 * The SSRF policy of push endpoints: `https:` only, no credentials, no IP literal of a
 * special-purpose range, no local names; with `allowLoopback` also https://127.0.0.1:<port>.
 * The name check is one half: the push agent checks every address a name resolves to as well.
 */
export function pushAddressPolicy(allowLoopback: boolean): AddressPolicy {
  const blocked = specialPurposeList();
  const allowsAddress = (address: string): boolean => {
    const family = net.isIP(address);
    if (family === 0) return false;
    if (allowLoopback && address === LOOPBACK_PUSH_ADDRESS) return true;
    return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return {
    allowsAddress,
    refusal(endpoint) {
      if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'too long';
      if (!URL.canParse(endpoint)) return 'not a URL';
      const url = new URL(endpoint);
      if (url.protocol !== 'https:') return 'not https';
      if (url.username || url.password) return 'carries credentials';
      // The WHATWG parser has already turned 0x7f.1, 2130706433 and friends into dotted quads.
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
      if (net.isIP(host)) return allowsAddress(host) ? undefined : 'a special-purpose address';
      if (!host.includes('.')) return 'a single-label name';
      if (LOCAL_SUFFIXES.some((suffix) => `.${host}`.endsWith(suffix))) return 'a local name';
      return undefined;
    },
  };
}
