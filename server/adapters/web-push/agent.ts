import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import tls from 'node:tls';
import { pushAddressPolicy, PushEndpointRefused } from './endpoint-policy';

/** dns.lookup as the agent calls it: every address of a name. */
export type Resolver = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

export interface PushAgentOptions {
  /** PUSH_ALLOW_LOOPBACK: names may also resolve to 127.0.0.1. */
  allowLoopback: boolean;
  /** A certificate authority trusted besides the system's (tests: the fake push service's). */
  ca?: string;
  /** How names are resolved (default: the system resolver, as every other connection). */
  lookup?: Resolver;
}

/**
 * Resolves like dns.lookup, then refuses the connection when any address of the name is not
 * public: the endpoint's name passed the policy when it was saved, but its DNS answer may change
 * afterwards (DNS rebinding). Checked at connect time, on the addresses actually dialled.
 */
function guardedLookup(allowsAddress: (address: string) => boolean, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', undefined);
      const refused = addresses.find(({ address }) => !allowsAddress(address));
      const first = addresses[0];
      if (refused || !first) return callback(new PushEndpointRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}`), '', undefined);
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The agent every push request goes through: keep-alive connections to the few push services,
 * and the SSRF guard on every resolved address.
 */
export function createPushAgent({ allowLoopback, ca, lookup = dns.lookup }: PushAgentOptions): https.Agent {
  const policy = pushAddressPolicy(allowLoopback);
  return new https.Agent({
    keepAlive: true,
    maxSockets: 64,
    lookup: guardedLookup(policy.allowsAddress, lookup),
    ...(ca && { ca: [...tls.rootCertificates, ca] }),
  });
}
